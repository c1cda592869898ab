import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenTranslations } from "../../src/view/i18n";

const root = resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "templates", "sandbox"];
const EXTENSIONS = /\.(ts|mts|js|mjs|hbs|html)$/;
const table = flattenTranslations(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")));
const keys = Object.keys(table);

/** Every file to scan under `dir`; a missing folder throws, so a renamed folder cannot empty the scan. */
function files(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`scanned folder ${relative(root, dir)} is missing`);
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return EXTENSIONS.test(name) ? [path] : [];
  });
}

/** A key written whole in a quoted string ("…", '…' or `…`), e.g. {{localize "MONSTER_AUTOPILOT.Hex.Move"}}. */
const WHOLE_KEY = /(["'`])(MONSTER_AUTOPILOT\.[A-Za-z0-9_.-]+)\1/g;
/** A key built at run time: a template literal's text before its first ${...}. */
const KEY_PREFIX = /`(MONSTER_AUTOPILOT\.[A-Za-z0-9_.-]*)\$\{/g;
/** A constant naming a section: const K = "MONSTER_AUTOPILOT.Arkham.Board". */
const SECTION_CONSTANT = /\bconst\s+(\w+)\s*=\s*(["'`])(MONSTER_AUTOPILOT\.[A-Za-z0-9_.-]+)\2/g;
/** A key written from such a constant: `${K}.Title` (whole) or `${K}.Kind.${kind}` (a prefix). */
const FROM_CONSTANT = /`\$\{(\w+)\}((?:\.[A-Za-z0-9_-]+)+)\.?(`|\$\{)/g;
/** Strings are kept, comments dropped (a key in a comment is an example, not a use). */
const STRINGS_OR_COMMENTS =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\/|\{\{!--[\s\S]*?--\}\}|<!--[\s\S]*?-->/g;

interface Use {
  readonly file: string;
  readonly key: string;
  /** Whether the key is only the start of keys built at run time. */
  readonly prefix: boolean;
}

function withoutComments(text: string): string {
  return text.replace(STRINGS_OR_COMMENTS, (whole, str: string | undefined) => str ?? "");
}

/** Every key use in one file: whole keys, run-time prefixes, and keys built from section constants. */
function usesIn(file: string, text: string): Use[] {
  const uses: Use[] = [];
  const sections = new Map<string, string>();
  for (const m of text.matchAll(SECTION_CONSTANT)) sections.set(m[1] ?? "", m[3] ?? "");
  for (const m of text.matchAll(WHOLE_KEY)) {
    const key = m[2] ?? "";
    if ([...sections.values()].includes(key)) continue;
    uses.push({ file, key, prefix: false });
  }
  for (const m of text.matchAll(KEY_PREFIX)) uses.push({ file, key: m[1] ?? "", prefix: true });
  for (const m of text.matchAll(FROM_CONSTANT)) {
    const section = sections.get(m[1] ?? "");
    if (section) uses.push({ file, key: `${section}${m[2] ?? ""}`, prefix: m[3] !== "`" });
  }
  return uses;
}

const USES: Use[] = SCANNED.flatMap((dir) => files(join(root, dir))).flatMap((path) =>
  usesIn(relative(root, path), withoutComments(readFileSync(path, "utf8"))),
);

describe("every localization key used in code and templates exists in lang/en.json", () => {
  it("finds keys to check (the scan works)", () => {
    expect(USES.filter((u) => !u.prefix).length).toBeGreaterThan(50);
    expect(
      usesIn("x.ts", 'const K = "MONSTER_AUTOPILOT.A"; f(`${K}.B`, `${K}.C.${d}`, "MONSTER_AUTOPILOT.D")'),
    ).toEqual([
      { file: "x.ts", key: "MONSTER_AUTOPILOT.D", prefix: false },
      { file: "x.ts", key: "MONSTER_AUTOPILOT.A.B", prefix: false },
      { file: "x.ts", key: "MONSTER_AUTOPILOT.A.C", prefix: true },
    ]);
    expect(withoutComments('// "MONSTER_AUTOPILOT.X"\n/* "MONSTER_AUTOPILOT.Y" */ "a//b"')).toBe('\n "a//b"');
  });

  it("scans every folder that writes keys, the sandbox page included", () => {
    for (const dir of SCANNED)
      expect(
        USES.some((u) => u.file.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
  });

  it("has a text for each key written in src/**, templates/** and sandbox/**", () => {
    const missing = USES.filter((u) => !u.prefix && typeof table[u.key] !== "string").map(
      (u) => `${u.file}: ${u.key}`,
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has at least one text under each key prefix built at run time", () => {
    const missing = USES.filter((u) => u.prefix && !keys.some((k) => k.startsWith(u.key))).map(
      (u) => `${u.file}: ${u.key}\${…}`,
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});

/** Every exported `…PROBLEM_CODES` string array of a core's public index. */
async function problemCodes(indexPath: string): Promise<{ name: string; codes: string[] }[]> {
  const exports: Record<string, unknown> = await import(indexPath);
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith("PROBLEM_CODES") && Array.isArray(value))
    .map(([name, value]) => ({
      name,
      codes: (value as unknown[]).filter((c): c is string => typeof c === "string"),
    }));
}

describe("every problem code the rules cores report has a message under MONSTER_AUTOPILOT.Problems", () => {
  const CORES = ["src/core/gloomhaven/index.ts", "src/core/arkham/index.ts"];

  it.each(CORES)("%s exports its problem codes and each has a message", async (core) => {
    const lists = await problemCodes(join(root, core));
    expect(lists.map((l) => l.name).length, `${core} exports no …PROBLEM_CODES array`).toBeGreaterThan(0);
    const missing = lists.flatMap((l) =>
      l.codes
        .filter((code) => typeof table[`MONSTER_AUTOPILOT.Problems.${code}`] !== "string")
        .map((code) => `${l.name}: ${code}`),
    );
    expect(missing).toEqual([]);
  });
});
