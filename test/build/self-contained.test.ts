import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "test", "scripts", "sandbox", "bin", ".ci"];
const SKIP = new Set(["fixtures", "node_modules"]);

/** Every file under `dir`; a missing folder throws (readdirSync), so a rename cannot empty the scan. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.has(name)) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe("the project is self-contained", () => {
  it("scans folders that exist and hold files", () => {
    for (const dir of SCANNED) expect(files(join(root, dir)).length, dir).toBeGreaterThan(0);
  });

  it("never reads ../shared at build or test time", () => {
    const self = relative(root, import.meta.filename);
    const offenders = SCANNED.flatMap((dir) => files(join(root, dir)))
      .filter((path) => relative(root, path) !== self)
      .filter((path) => /\.\.\/shared\b|\/work\/shared/.test(readFileSync(path, "utf8")));
    expect(offenders.map((p) => relative(root, p))).toEqual([]);
  });
});
