// Every translation is complete: the same keys as lang/en.json, no others, the same `{name}`
// placeholders, and it is declared in module.json so Foundry loads it (`npm run lang:check` lists
// what is missing, with the English text to translate).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compareLanguage, placeholders, translationFiles } from "../../scripts/lang-keys.mjs";

const root = resolve(import.meta.dirname, "../..");
const langDir = join(root, "lang");
const read = (file: string): unknown => JSON.parse(readFileSync(join(langDir, file), "utf8"));
const english = read("en.json");
const FILES = translationFiles(langDir);
const manifest = JSON.parse(readFileSync(join(root, "module.json"), "utf8")) as {
  languages: { lang: string; name: string; path: string }[];
};

describe("each language file translates every English text", () => {
  it("finds the German translation (the scan works)", () => {
    expect(FILES).toContain("de.json");
    expect(placeholders("{b} and {a}, {b}")).toEqual(["a", "b", "b"]);
    expect(compareLanguage({ A: { B: "x {n}", C: "y" } }, { A: { B: "x", D: "z" } })).toEqual({
      missing: [["A.C", "y"]],
      extra: ["A.D"],
      placeholders: [{ key: "A.B", english: ["n"], translated: [] }],
      order: true,
    });
  });

  it.each(FILES)("%s has every key of en.json and no other", (file) => {
    const report = compareLanguage(english, read(file));
    expect(report.missing.map(([key]) => key)).toEqual([]);
    expect(report.extra).toEqual([]);
  });

  it.each(FILES)("%s keeps every {placeholder} of the English text", (file) => {
    expect(compareLanguage(english, read(file)).placeholders).toEqual([]);
  });

  it.each(FILES)("%s translates rather than copies: most texts differ from English", (file) => {
    const flatEnglish = JSON.stringify(english).match(/"[^"]*"/g) ?? [];
    const flatOther = new Set(JSON.stringify(read(file)).match(/"[^"]*"/g) ?? []);
    const same = flatEnglish.filter((text) => text.includes(" ") && flatOther.has(text));
    // Shared sentences are only placeholders and names (e.g. "{path}: {detail}", "Dunwich Horror").
    expect(same.length).toBeLessThan(flatEnglish.length / 20);
  });
});

describe("module.json declares every language file", () => {
  it("lists en.json and each translation with its language code", () => {
    const declared = manifest.languages.map((l) => l.path).sort();
    expect(declared).toEqual(["lang/en.json", ...FILES.map((f) => `lang/${f}`)].sort());
    for (const l of manifest.languages) expect(l.path).toBe(`lang/${l.lang}.json`);
  });
});
