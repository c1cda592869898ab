// The command line runs the solver through a V8 code cache (src/cli/code-cache.ts). The
// cache may only save compile time: a script run with it, with a cache V8 refuses, with a cache of
// another text or with none computes the same, and a cache is never read half-written. What V8 does
// with `cachedData` is Node's documented vm behaviour
// (https://nodejs.org/docs/latest-v20.x/api/vm.html#new-vmscriptcode-options).
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Script } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCodeCache, runCachedScript, writeCodeCache } from "../../src/cli/code-cache";

interface Exports {
  total(n: number): number;
  separator: string;
  file: string;
}

/**
 * A script summing 1..n, or (with `minus`) a text of the same length counting down. Each test
 * writes its own text (`tag`): V8 keeps what it compiled per text for the rest of the process, and
 * would serve that instead of reading the cache under test.
 */
function source(tag: string, minus = false): string {
  return `// ${tag}
const { sep } = require("node:path");
function total(n) { let s = ${minus ? "9" : "0"}; for (let i = 1; i <= n; i++) s ${minus ? "-" : "+"}= i; return s; }
exports.total = total;
exports.separator = sep;
module.exports.file = __filename;
`;
}

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "code-cache-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function scriptFile(name: string, text: string): string {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

describe("running a CommonJS script through a code cache", () => {
  it("runs it as CommonJS without a cache: exports, module.exports, require and __filename", () => {
    const path = scriptFile("a.cjs", source("plain"));
    const run = runCachedScript<Exports>(path, undefined);
    expect(run.cache).toBe("none");
    expect(run.exports.total(4)).toBe(10);
    expect(run.exports.separator).toBe("/");
    expect(run.exports.file).toBe(path);
  });

  it("uses a cache made after a run (in another V8 context), and computes the same with it", () => {
    const path = scriptFile("a.cjs", source("made"));
    const first = runCachedScript<Exports>(path, undefined);
    expect(first.exports.total(100)).toBe(5050);
    const cachePath = join(directory, "a.cache");
    writeCodeCache(cachePath, first.createCache());
    // The same text under another file name: V8 compiles it afresh, from the cache.
    const second = runCachedScript<Exports>(scriptFile("b.cjs", source("made")), readCodeCache(cachePath));
    expect(second.cache).toBe("used");
    expect(second.exports.total(100)).toBe(5050);
  });

  it("never hands V8 the cache of another text of the same length, which V8 would run as it is", () => {
    const sum = runCachedScript<Exports>(scriptFile("sum.cjs", source("same length")), undefined);
    expect(sum.exports.total(3)).toBe(6);
    const countDown = source("same length", true);
    expect(countDown.length).toBe(source("same length").length);
    const stale = runCachedScript<Exports>(scriptFile("down.cjs", countDown), sum.createCache());
    expect(stale.cache).toBe("stale");
    expect(stale.exports.total(3)).toBe(3);
  });

  it("shows why the hash is needed: V8 alone runs a same-length text's bytecode", () => {
    const wrap = (text: string) => `(function () { /* V8 alone */ ${text} })`;
    const sum = new Script(wrap("let s = 0; for (let i = 1; i <= 3; i++) s += i; return s;"));
    expect((sum.runInThisContext() as () => number)()).toBe(6);
    const down = new Script(wrap("let s = 9; for (let i = 1; i <= 3; i++) s -= i; return s;"), {
      cachedData: sum.createCachedData(),
    });
    expect(down.cachedDataRejected).toBe(false);
    expect((down.runInThisContext() as () => number)()).toBe(6);
  });

  it("compiles the script itself when V8 refuses a cache that fits the text", () => {
    const path = scriptFile("a.cjs", source("refused"));
    const hash = createHash("sha256").update(readFileSync(path)).digest();
    const refused = runCachedScript<Exports>(path, Buffer.concat([hash, Buffer.from("not a code cache")]));
    expect(refused.cache).toBe("rejected");
    expect(refused.exports.total(3)).toBe(6);
  });

  it("reads no cache where there is none, and leaves no temporary file after writing one", () => {
    expect(readCodeCache(join(directory, "missing.cache"))).toBeUndefined();
    writeCodeCache(join(directory, "a.cache"), Buffer.from([1, 2, 3]));
    expect(readdirSync(directory)).toEqual(["a.cache"]);
    expect([...(readCodeCache(join(directory, "a.cache")) ?? [])]).toEqual([1, 2, 3]);
  });
});
