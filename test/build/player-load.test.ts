import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { playerLoad, playerLoadLine, staticImports } from "../../src/cli/player-load";

const dist = mkdtempSync(join(tmpdir(), "monster-autopilot-player-load-"));
const built = mkdtempSync(join(tmpdir(), "monster-autopilot-player-build-"));
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
});

function write(file: string, text: string): void {
  mkdirSync(join(dist, file, ".."), { recursive: true });
  writeFileSync(join(dist, file), text);
}

describe("what a player's client loads of the module", () => {
  it("follows static imports of the entry, not dynamic import() of the GM part", () => {
    write("module.json", JSON.stringify({ esmodules: ["scripts/entry.js"] }));
    write(
      "scripts/entry.js",
      'import { a } from "./shared.js";\nimport "./side.js";\nconst gm = () => import("./gm.js");\n',
    );
    write("scripts/shared.js", 'export const a = 1;\nexport { b } from "./deep/b.js";\n');
    write("scripts/deep/b.js", "export const b = 2;\n");
    write("scripts/side.js", "globalThis.x = 1;\n");
    write("scripts/gm.js", "x".repeat(10_000));
    const load = playerLoad(dist);
    expect(load.files.sort()).toEqual(
      ["scripts/deep/b.js", "scripts/entry.js", "scripts/shared.js", "scripts/side.js"].sort(),
    );
    expect(load.bytes).toBeLessThan(200);
    expect(playerLoadLine(dist)).toMatch(
      /^Player's client loads 0\.\d KB of module script \(4 files; goal ≤ 100 KB\)$/,
    );
  });

  it("reads the import lists of minified chunks", () => {
    expect(
      staticImports('import{a as b}from"./x.js";import"./y.js";export{c}from"../z.js";import("./gm.js")'),
    ).toEqual(["./x.js", "./y.js", "../z.js"]);
  });

  it("names a script the module lists but the build lacks", () => {
    write("module.json", JSON.stringify({ esmodules: ["scripts/gone.js"] }));
    expect(() => playerLoad(dist)).toThrow(/scripts\/gone\.js is named by the module but missing/);
  });
});

describe("the module build a player's client loads", () => {
  const root = resolve(import.meta.dirname, "../..");
  /** The chunk paths a built chunk imports through `import("./x.js")`. */
  const dynamicImports = (code: string) =>
    [...code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1] ?? "");

  it("stays within 100 KB; the GM part is a chunk next to the entry, loaded through import()", async () => {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir: built, sourcemap: false },
    });
    const load = playerLoad(built);
    expect(load.bytes).toBeLessThanOrEqual(100 * 1024);
    const [entry] = JSON.parse(readFileSync(join(built, "module.json"), "utf8")).esmodules as string[];
    expect(entry).toBe("scripts/monster-autopilot.js");
    const gmChunks = load.files.flatMap((file) =>
      dynamicImports(readFileSync(join(built, file), "utf8")).map((p) => join(dirname(file), p)),
    );
    expect(gmChunks.length).toBeGreaterThan(0);
    for (const chunk of gmChunks) {
      expect(chunk.startsWith("scripts/"), chunk).toBe(true);
      expect(existsSync(join(built, chunk)), chunk).toBe(true);
      expect(load.files).not.toContain(chunk);
    }
  });
});
