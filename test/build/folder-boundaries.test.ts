// The folder-boundary lint rule (eslint.config.js): production code imports another folder
// through its index.ts; data files and a file's own folders stay importable.
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `source` linted as if it were the file `path`. */
async function ruleIds(path: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe("folder boundaries", () => {
  it("rejects an import that reaches into another folder's files", async () => {
    for (const [path, spec] of [
      ["src/view/gloomhaven/example.ts", "../../core/gloomhaven/model"],
      ["sandbox/gloomhaven/example.ts", "../../src/view/gloomhaven/messages"],
      ["sandbox/arkham/example.ts", "../ui/dom"],
      ["src/foundry/arkham/example.ts", "../../core/arkham/board/load-board"],
    ] as const) {
      const source = `export type { Example } from "${spec}";\n`;
      expect(await ruleIds(path, source), `${path}: ${spec}`).toEqual(["no-restricted-imports"]);
    }
  }, 30_000);

  it("accepts a folder's index, the file's own folders and data files", async () => {
    for (const [path, spec] of [
      ["src/view/gloomhaven/example.ts", "../../core/gloomhaven"],
      ["src/view/gloomhaven/example.ts", "../../core/gloomhaven/decks"],
      ["src/view/gloomhaven/example.ts", "../i18n"],
      ["src/view/gloomhaven/example.ts", "./messages"],
      ["sandbox/arkham/example.ts", "../ui"],
      ["src/cli/example.ts", "../../lang/en.json"],
      ["sandbox/gloomhaven/example.ts", "../../templates/gloomhaven/turn-options.hbs?raw"],
    ] as const) {
      const source = `export type { Example } from "${spec}";\n`;
      expect(await ruleIds(path, source), `${path}: ${spec}`).toEqual([]);
    }
  }, 30_000);

  it("leaves tests free to reach into internals", async () => {
    const source = `export type { Example } from "../../src/core/gloomhaven/model";\n`;
    expect(await ruleIds("test/view/example.test.ts", source)).toEqual([]);
  }, 30_000);
});
