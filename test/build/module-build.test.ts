import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const outDir = mkdtempSync(join(tmpdir(), "monster-autopilot-dist-"));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

interface Manifest {
  id: string;
  version: string;
  download: string;
  compatibility: { minimum: string; verified: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
}

describe("the module build", () => {
  it("writes an installable folder whose module.json names only files that exist", async () => {
    await build({
      root,
      configFile: join(root, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, "module.json"), "utf8")) as Manifest;
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    expect(manifest.id).toBe("monster-autopilot");
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toContain(`/releases/download/v${pkg.version}/monster-autopilot.zip`);
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13" });
    const files = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(existsSync(join(outDir, file)), file).toBe(true);
    expect(existsSync(join(outDir, "templates"))).toBe(true);
  });
});
