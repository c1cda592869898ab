// The split of a case file into its cases' texts (issue 14) reads exactly what JSON.parse reads.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonArrayElements } from "../../src/cli/json-array";

type Read = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

function parseWhole(text: string): Read {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** What the command line reads from a text through the split: the array, or not an array (null). */
function parseSplit(text: string): Read | null {
  const elements = jsonArrayElements(text);
  if (elements === null) return null;
  const value: unknown[] = [];
  for (let i = 0; i < elements.starts.length; i++) {
    const element = parseWhole(text.slice(elements.starts[i], elements.ends[i]));
    if (!element.ok) return { ok: false };
    value.push(element.value);
  }
  return { ok: true, value };
}

/** The split agrees with JSON.parse: same array, or both reject it; a text it does not split is no array. */
function expectSameAsJsonParse(text: string): void {
  const whole = parseWhole(text);
  const split = parseSplit(text);
  if (split === null) expect(whole.ok && Array.isArray(whole.value)).toBe(false);
  else expect(split).toEqual(whole);
}

const SPACE = fc.constantFrom("", " ", "\n", "\t", "\r\n", "  ");

/** A JSON array text with random whitespace between its elements. */
const ARRAY_TEXT = fc
  .array(fc.tuple(fc.jsonValue({ maxDepth: 3 }), SPACE, SPACE), { maxLength: 6 })
  .chain((items) =>
    fc
      .tuple(SPACE, SPACE)
      .map(
        ([before, after]) =>
          `${before}[${items.map(([v, a, b]) => `${a}${JSON.stringify(v)}${b}`).join(",")}]${after}`,
      ),
  );

/** Small edits of the characters that matter to the split: brackets, commas, quotes, escapes. */
const EDITED_ARRAY_TEXT = fc
  .tuple(
    ARRAY_TEXT,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom("[", "]", "{", "}", ",", '"', "\\", ":", " ", "1", "x", ""),
        fc.boolean(),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, char, replace]) => {
      const i = at % (t.length + 1);
      return t.slice(0, i) + char + t.slice(replace ? i + 1 : i);
    }, text),
  );

describe("jsonArrayElements", () => {
  it("splits the public case files into cases JSON.parse reads the same", () => {
    const text = readFileSync(
      resolve(import.meta.dirname, "../fixtures/conformance/gloomhaven/public.json"),
      "utf8",
    );
    expect(jsonArrayElements(text)?.starts.length).toBe((JSON.parse(text) as unknown[]).length);
    expectSameAsJsonParse(text);
  });

  it.each([
    ["[]", 0],
    [" [ ] ", 0],
    ['[1, "a,]", {"b": [2, {"c": "\\"]"}]}]', 3],
    ["[[],{}]", 2],
  ])("finds the elements of %s", (text, count) => {
    expect(jsonArrayElements(text)?.starts.length).toBe(count);
    expectSameAsJsonParse(text);
  });

  it.each([
    "[1,]",
    "[,1]",
    "[1,,2]",
    "[1 2]",
    "[1]]",
    "[1] x",
    "[{]}",
    '["a]',
    "[",
    '{"a": [1]}',
    "1",
    "\uFEFF[1]",
  ])("reads %s as JSON.parse does", (text) => expectSameAsJsonParse(text));

  it("agrees with JSON.parse on arrays, any JSON and edited arrays", () => {
    fc.assert(fc.property(ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 500 });
    fc.assert(fc.property(fc.json({ maxDepth: 3 }), expectSameAsJsonParse), { numRuns: 300 });
    fc.assert(fc.property(EDITED_ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 2000 });
    fc.assert(fc.property(fc.string(), expectSameAsJsonParse), { numRuns: 300 });
  });
});
