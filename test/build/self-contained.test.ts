import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "test", "scripts", "sandbox", "bin", ".ci"];
const SKIP = new Set(["fixtures", "node_modules"]);

function files(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.has(name)) return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe("the project is self-contained", () => {
  it("never reads ../shared at build or test time", () => {
    const self = relative(root, import.meta.filename);
    const offenders = SCANNED.flatMap((dir) => files(join(root, dir)))
      .filter((path) => relative(root, path) !== self)
      .filter((path) => /\.\.\/shared\b|\/work\/shared/.test(readFileSync(path, "utf8")));
    expect(offenders.map((p) => relative(root, p))).toEqual([]);
  });
});
