// Every sandbox text the page asks for with t("…") (MONSTER_AUTOPILOT.Sandbox.*) exists in every
// language file, so no key shows up raw on the page in any language.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenTranslations } from "../../src/view/i18n";

const root = resolve(import.meta.dirname, "../..");
const LANGUAGES = readdirSync(join(root, "lang")).filter((f) => f.endsWith(".json"));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

/** A whole key, t("Hex.Board.Label"), or the start of keys built at run time, t(`Hex.Tool.${id}`). */
const WHOLE = /\bt\(\s*"([A-Za-z0-9_.-]+)"/g;
const PREFIX = /\bt\(\s*`([A-Za-z0-9_.-]*)\$\{/g;

const USES = files(join(root, "sandbox")).flatMap((path) => {
  const text = readFileSync(path, "utf8");
  const file = relative(root, path);
  return [
    ...[...text.matchAll(WHOLE)].map((m) => ({
      file,
      key: `MONSTER_AUTOPILOT.Sandbox.${m[1]}`,
      prefix: false,
    })),
    ...[...text.matchAll(PREFIX)].map((m) => ({
      file,
      key: `MONSTER_AUTOPILOT.Sandbox.${m[1]}`,
      prefix: true,
    })),
  ];
});

describe("every sandbox text exists in each language file", () => {
  it("finds the sandbox's texts (the scan works)", () => {
    expect(USES.filter((u) => !u.prefix).length).toBeGreaterThan(80);
    expect(USES.some((u) => u.prefix)).toBe(true);
  });

  it.each(LANGUAGES)("lang/%s has each key the sandbox uses", (file) => {
    const table = flattenTranslations(JSON.parse(readFileSync(join(root, "lang", file), "utf8")));
    const keys = Object.keys(table);
    const missing = USES.filter((u) =>
      u.prefix ? !keys.some((k) => k.startsWith(u.key)) : typeof table[u.key] !== "string",
    ).map((u) => `${u.file}: ${u.key}${u.prefix ? "${…}" : ""}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
