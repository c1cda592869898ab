// Reading a case file with a bound on its size: a file too large, or an endless input such as
// /dev/zero, is refused with its size and the limit instead of being read into memory.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";

/**
 * The most a case file may hold: fifty times the public Gloomhaven-family file (646 KB, 399 cases),
 * far beyond any real file, and small enough that reading and parsing it stays within memory.
 */
const MAX_INPUT_BYTES = 32 * 1024 * 1024;

const CHUNK_BYTES = 1024 * 1024;

/** "43.2 MB", "32 MB": a size in megabytes (2^20 bytes) as a person reads it. */
function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

const mayHold = (limit: number): string => `the ${formatBytes(limit)} a case file may hold`;

/**
 * Reads a case file as UTF-8 (`-`: standard input, `stdin` the descriptor it reads then). A regular
 * file is measured before it is read and refused if it holds more than `limit` bytes; anything else
 * (a pipe, a device) is read in chunks and refused once it passes `limit`. Throws an Error saying
 * why the file cannot be read.
 */
export function readInput(path: string, limit = MAX_INPUT_BYTES, stdin = 0): string {
  const fd = path === "-" ? stdin : openSync(path, "r");
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw new Error("it is a directory");
    if (stat.isFile()) {
      if (stat.size > limit) throw new Error(`it is ${formatBytes(stat.size)}, more than ${mayHold(limit)}`);
      return readFileSync(fd, "utf8");
    }
    return readBounded(fd, limit);
  } finally {
    if (path !== "-") closeSync(fd);
  }
}

/** Reads a descriptor to its end in chunks, refusing more than `limit` bytes (an endless device or pipe). */
function readBounded(fd: number, limit: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const read = readChunk(fd, chunk);
    if (read === 0) break;
    total += read;
    if (total > limit) throw new Error(`it goes on past ${mayHold(limit)}`);
    chunks.push(read === CHUNK_BYTES ? chunk : chunk.subarray(0, read));
  }
  return Buffer.concat(chunks, total).toString("utf8");
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** One read; a non-blocking descriptor with nothing to read yet (EAGAIN) is waited on, 10 ms at a time. */
function readChunk(fd: number, chunk: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}
