// The manifest and the README say the same true thing about Foundry versions, and the manifest's
// download names the zip of its own version (Foundry installs that file for that version; the
// manifest URL may follow the latest release).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(resolve(root, "module.json"), "utf8")) as {
  id: string;
  version: string;
  url: string;
  download: string;
  compatibility: { minimum: string; verified: string };
};
const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string };
const readme = readFileSync(resolve(root, "README.md"), "utf8");

describe("module.json", () => {
  it("downloads the zip of the package's version, not the latest release", () => {
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${pkg.version}/${manifest.id}.zip`);
    expect(manifest.download).not.toContain("latest");
  });

  it("is verified on the generation the README names as verified, and the README calls v14 supported only", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "13" });
    const opening = readme.split("\n\n")[1] ?? "";
    expect(opening).toContain(`verified on Foundry v${manifest.compatibility.verified}`);
    expect(opening).toMatch(/v14[^.]*not verified/);
    expect(readme).not.toMatch(/for Foundry v13 and v14/);
  });
});
