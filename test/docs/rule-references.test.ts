import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every rule a comment or test cites must have a heading in the project's own rules reference
// (docs/rules/). Gloomhaven-family ids look like FO-3; sections of either reference like §12 or §2.3.
// A `§` citation in a file whose path names Arkham points into docs/rules/arkham.md, else into
// docs/rules/gloomhaven.md; "FAQ §5.8" cites the publisher's FAQ, not our reference. The ids of
// whole-card sequences (SQ-2, FM-3, LH-6, CF-2, OUT-S2, IMP-S1) point into
// docs/rules/gloomhaven-sequences.md; Mythos-phase ids (MY-4, MY-4.3) into docs/rules/arkham-mythos.md.

const root = resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "test", "sandbox"];
const SKIP = new Set(["fixtures", "node_modules"]);
const EXTENSIONS = /\.(ts|md|hbs|html)$/;
const PREFIXES = "AF|AT|BM|DEV|EC|FO|IMP|IN|LOS|MV|MX|OPEN|OUT|PL|RG";
const RULE_ID = new RegExp(`\\b(?:${PREFIXES})-\\d+\\b`, "g");
const WELL_FORMED_ID = new RegExp(`^(?:(?:${PREFIXES})-[1-9]\\d*|§\\d+(?:\\.\\d+)?)$`);
const SECTION = /(?<!FAQ )§ ?(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+)\b)?/g;
const SEQUENCE_ID = /\b(?:(?:SQ|FM|LH|CF)-\d+|(?:OUT|IMP)-S\d+)\b/g;
const WELL_FORMED_SEQUENCE_ID = /^(?:SQ-0|(?:SQ|FM|LH|CF)-[1-9]\d*|(?:OUT|IMP)-S[1-9]\d*|§\d+(?:\.\d+)?)$/;
const MYTHOS_ID = /\bMY-\d+(?:\.\d+)?\b/g;
const WELL_FORMED_MYTHOS_ID = /^MY-[1-9]\d*(?:\.[1-9]\d*)?$/;

type Family = "gloomhaven" | "arkham" | "gloomhaven-sequences" | "arkham-mythos";

function files(dir: string): string[] {
  const entries = readdirSync(dir);
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (SKIP.has(name)) return [];
    return statSync(path).isDirectory() ? files(path) : EXTENSIONS.test(name) ? [path] : [];
  });
}

/** The heading ids of one reference: `## §12 …`, `### FO-3 …`. */
function headingIds(family: Family): string[] {
  const text = readFileSync(join(root, "docs/rules", `${family}.md`), "utf8");
  return [...text.matchAll(/^#{2,3} (\S+)/gm)].map((m) => m[1] ?? "");
}

/** The sections a `§` citation names; a range `§2–5` names every section in it. */
function sectionsIn(text: string): string[] {
  return [...text.matchAll(SECTION)].flatMap(([, from = "", to]) => {
    if (to === undefined) return [`§${from}`];
    const out: string[] = [];
    for (let n = Number(from); n <= Number(to); n++) out.push(`§${n}`);
    return out;
  });
}

interface Citation {
  readonly file: string;
  readonly family: Family;
  readonly id: string;
}

function citations(): Citation[] {
  const self = relative(root, import.meta.filename);
  return SCANNED.flatMap((dir) => files(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((file) => file !== self)
    .flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      const family: Family = /arkham/i.test(file) ? "arkham" : "gloomhaven";
      return [
        ...[...text.matchAll(RULE_ID)].map((m) => ({ file, family: "gloomhaven" as const, id: m[0] })),
        ...[...text.matchAll(SEQUENCE_ID)].map((m) => ({
          file,
          family: "gloomhaven-sequences" as const,
          id: m[0],
        })),
        ...sectionsIn(text).map((id) => ({ file, family, id })),
        ...[...text.matchAll(MYTHOS_ID)].map((m) => ({ file, family: "arkham-mythos" as const, id: m[0] })),
      ];
    });
}

describe("the rules reference in docs/rules", () => {
  const all = citations();

  it("finds the citations it checks (the scan is not empty)", () => {
    expect(all.filter((c) => c.family === "gloomhaven").length).toBeGreaterThan(300);
    expect(all.filter((c) => c.family === "arkham").length).toBeGreaterThan(50);
    expect(all.filter((c) => c.family === "arkham-mythos").length).toBeGreaterThan(50);
  });

  it("has a heading for every rule id and section cited in src/, test/ and sandbox/", () => {
    const headings: Record<Family, Set<string>> = {
      gloomhaven: new Set(headingIds("gloomhaven")),
      arkham: new Set(headingIds("arkham")),
      "gloomhaven-sequences": new Set(headingIds("gloomhaven-sequences")),
      "arkham-mythos": new Set(headingIds("arkham-mythos")),
    };
    const missing = all.filter((c) => !headings[c.family].has(c.id));
    expect(missing.map((c) => `${c.file}: ${c.id} (docs/rules/${c.family}.md)`)).toEqual([]);
  });

  it("gives every heading of docs/rules/arkham-mythos.md that carries an id a well-formed, unique one", () => {
    const ids = headingIds("arkham-mythos").filter((id) => id.startsWith("MY-"));
    expect(ids.length).toBeGreaterThan(60);
    expect(ids.filter((id) => !WELL_FORMED_MYTHOS_ID.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const text = readFileSync(join(root, "docs/rules/arkham-mythos.md"), "utf8");
    const bare = [...text.matchAll(/^### (.*)$/gm)]
      .map((m) => m[1] ?? "")
      .filter((h) => !WELL_FORMED_MYTHOS_ID.test(h.split(" ")[0] ?? ""));
    expect(bare).toEqual([]);
  });

  for (const family of ["gloomhaven", "arkham", "gloomhaven-sequences"] as const) {
    const wellFormed = family === "gloomhaven-sequences" ? WELL_FORMED_SEQUENCE_ID : WELL_FORMED_ID;
    it(`gives every heading of docs/rules/${family}.md that carries an id a well-formed, unique one`, () => {
      const ids = headingIds(family).filter((id) => /^§|^[A-Z]+-/.test(id));
      expect(ids.length).toBeGreaterThan(family === "arkham" ? 10 : family === "gloomhaven" ? 90 : 40);
      expect(ids.filter((id) => !wellFormed.test(id))).toEqual([]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });

    it(`puts a rule id on every third-level heading of docs/rules/${family}.md`, () => {
      const text = readFileSync(join(root, "docs/rules", `${family}.md`), "utf8");
      const bare = [...text.matchAll(/^### (.*)$/gm)]
        .map((m) => m[1] ?? "")
        .filter((h) => !wellFormed.test(h.split(" ")[0] ?? ""));
      expect(bare).toEqual([]);
    });
  }
});
