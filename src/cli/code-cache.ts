// A CommonJS bundle run through a V8 code cache. A short command-line run spends a large
// share of its time compiling: V8 compiles a function to bytecode on its first call, and a `solve`
// calls a few hundred of them once per process. `vm.Script` takes a code cache made by an earlier
// run (`cachedData`) and skips that work; `script.createCachedData()` called after the script has
// run includes the functions compiled lazily while it ran (Node's vm documentation,
// https://nodejs.org/docs/latest-v20.x/api/vm.html#scriptcreatecacheddata). The cache holds
// bytecode only, no state: a run with it computes exactly what a run without it does. V8 refuses a
// cache made by another V8 version or under other V8 flags (`script.cachedDataRejected`), and the
// script is then compiled as usual. V8 tells source texts apart by their length only, though: given
// the cache of another text of the same length it runs that text's bytecode (Node 20, V8 11.3;
// test/cli/code-cache.test.ts). So a cache here starts with the SHA-256 of the text it was made
// for, and a cache of any other text is not given to V8 at all.
import { createHash } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";

/** A CommonJS script that has run: its exports, and what became of the cache it was given. */
export interface CachedScript<T> {
  readonly exports: T;
  /**
   * "used"; "rejected" by V8 (made by another V8 or under other flags); "stale" (made for another
   * text of the script); or "none" given. In all but the first, V8 compiled the script itself.
   */
  readonly cache: "used" | "rejected" | "stale" | "none";
  /** A code cache of the script with every function it has compiled so far, headed by the text's hash. */
  createCache(): Buffer;
}

/**
 * Runs the CommonJS file at `path` with the code cache `cache` (when given) and returns its
 * exports. The file sees `exports`, `require` (resolving from the file), `module`, `__filename`
 * and `__dirname`, as a CommonJS module does.
 */
export function runCachedScript<T>(path: string, cache: Buffer | undefined): CachedScript<T> {
  const bytes = readFileSync(path);
  const hash = createHash("sha256").update(bytes).digest();
  const fits =
    cache !== undefined && cache.length > hash.length && hash.equals(cache.subarray(0, hash.length));
  // One line of wrapper, so line numbers in stack traces are the file's own.
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${bytes.toString("utf8")}\n})`;
  const script = new Script(
    wrapped,
    fits ? { filename: path, cachedData: cache.subarray(hash.length) } : { filename: path },
  );
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (
    exports: T,
    require: NodeJS.Require,
    module: { exports: T },
    filename: string,
    directory: string,
  ) => void;
  run(module.exports, createRequire(path), module, path, dirname(path));
  return {
    exports: module.exports,
    cache:
      cache === undefined
        ? "none"
        : !fits
          ? "stale"
          : script.cachedDataRejected === true
            ? "rejected"
            : "used",
    createCache: () => Buffer.concat([hash, script.createCachedData()]),
  };
}

/** The code cache stored at `path`, or undefined when there is none to read. */
export function readCodeCache(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    // No cache (not built yet, or removed) only costs compile time.
    return undefined;
  }
}

/**
 * Stores a code cache at `path` through a temporary file renamed into place, so a process reading
 * it never sees half a cache.
 */
export function writeCodeCache(path: string, data: Buffer): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}
