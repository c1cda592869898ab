// The README's pictures (`npm run screenshots`): the page they are taken from builds, and the
// committed pictures exist and stay small. Taking them again is left to the script (it drives a
// browser, which `npm test` does not need for this).
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPage, OUT } from "../../scripts/screenshots.mjs";

const root = resolve(import.meta.dirname, "../..");
const IMAGES = ["monster-turn-window.jpg", "mythos-window.jpg", "sandbox-hex.jpg"];
const LIMIT = 150 * 1024;

describe("the README's pictures", () => {
  it("builds the pictures page from the module's templates", async () => {
    await buildPage();
    const page = readFileSync(resolve(OUT.page, "index.html"), "utf8");
    expect(page).toMatch(/<script type="module"[^>]*src="\.\/assets\/[^"]+\.js"/);
  }, 60_000);

  it("keeps each picture in docs/images/, under 150 KB, and shows it in the README", () => {
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    for (const name of IMAGES) {
      const path = resolve(root, "docs/images", name);
      expect(existsSync(path), name).toBe(true);
      expect(statSync(path).size, name).toBeLessThan(LIMIT);
      expect(readme, name).toContain(`docs/images/${name}`);
    }
  });
});
