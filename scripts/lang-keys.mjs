// Compares every language file in lang/ with lang/en.json: keys missing from a translation, keys
// it has that English has not, `{name}` placeholders that differ, and keys out of en.json's order.
// `npm run lang:check` prints the report (each missing key with its English text, ready to
// translate) and exits 1 when a file is incomplete; test/foundry/lang-files.test.ts asserts it.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** Flattens nested translation objects into dotted keys, in file order (as Foundry loads them). */
export function flatten(tree, prefix = "", out = new Map()) {
  if (typeof tree === "string") out.set(prefix, tree);
  else if (typeof tree === "object" && tree !== null)
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The sorted `{name}` placeholders of a text. */
export function placeholders(text) {
  return [...text.matchAll(/{([^{}]+)}/g)].map((m) => m[1]).sort();
}

/**
 * One translation against English: `missing` [key, English text] pairs, `extra` keys, `placeholders`
 * mismatches ({key, english, translated}), and `order`: whether the shared keys follow en.json's order.
 */
export function compareLanguage(english, translated) {
  const en = flatten(english);
  const other = flatten(translated);
  const missing = [...en].filter(([key]) => !other.has(key));
  const extra = [...other.keys()].filter((key) => !en.has(key));
  const mismatched = [...en]
    .filter(([key]) => other.has(key))
    .map(([key, text]) => ({ key, english: placeholders(text), translated: placeholders(other.get(key)) }))
    .filter((p) => p.english.join() !== p.translated.join());
  const shared = [...other.keys()].filter((key) => en.has(key));
  const enOrder = [...en.keys()].filter((key) => other.has(key));
  return { missing, extra, placeholders: mismatched, order: shared.join("\n") === enOrder.join("\n") };
}

/** The translation files of a lang/ folder: every *.json except en.json. */
export function translationFiles(langDir) {
  return readdirSync(langDir)
    .filter((name) => name.endsWith(".json") && name !== "en.json")
    .sort();
}

function main() {
  const langDir = resolve(import.meta.dirname, "..", "lang");
  const english = JSON.parse(readFileSync(join(langDir, "en.json"), "utf8"));
  let incomplete = false;
  for (const file of translationFiles(langDir)) {
    const report = compareLanguage(english, JSON.parse(readFileSync(join(langDir, file), "utf8")));
    const problems = report.missing.length + report.extra.length + report.placeholders.length;
    console.log(`${file}: ${problems === 0 ? "complete" : `${problems} problem(s)`}`);
    for (const [key, text] of report.missing) console.log(`  missing  ${key}: ${JSON.stringify(text)}`);
    for (const key of report.extra) console.log(`  extra    ${key}`);
    for (const p of report.placeholders)
      console.log(
        `  placeholders ${p.key}: English {${p.english.join("} {")}}, here {${p.translated.join("} {")}}`,
      );
    if (!report.order) console.log("  note: keys are not in en.json's order");
    if (problems > 0) incomplete = true;
  }
  process.exitCode = incomplete ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
