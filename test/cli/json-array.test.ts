// The split of a case file into its cases' texts reads exactly what JSON.parse reads.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forEachJsonArrayElement, jsonArrayElements } from "../../src/cli/json-array";

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

/**
 * What the command line reads from a text element by element (with the values of a repeated member
 * parsed once, when one is named): the array, or not an array (null).
 */
function parseEach(text: string, repeatedMember?: string): Read | null {
  const value: unknown[] = [];
  const count = forEachJsonArrayElement(
    text,
    (element, index) => {
      expect(index).toBe(value.length);
      value.push(element);
    },
    repeatedMember,
  );
  if (count === null) return null;
  expect(count).toBe(value.length);
  return { ok: true, value };
}

/**
 * Both splits agree with JSON.parse: same array, or both reject it; a text the scan does not split
 * is no array, and one read element by element is the array JSON.parse reads (null if it reads none).
 */
function expectSameAsJsonParse(text: string): void {
  const whole = parseWhole(text);
  const split = parseSplit(text);
  if (split === null) expect(whole.ok && Array.isArray(whole.value)).toBe(false);
  else expect(split).toEqual(whole);
  for (const member of [undefined, "map"]) {
    const each = parseEach(text, member);
    if (each === null) expect(whole.ok && Array.isArray(whole.value)).toBe(false);
    else expect(each).toEqual(whole);
  }
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

/**
 * A JSON array text with its elements on lines of their own, the way case files are written, or
 * written over many lines (JSON.stringify with indentation), where commas inside elements end lines.
 */
const LINES_ARRAY_TEXT = fc
  .tuple(
    fc.array(fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.boolean()), { maxLength: 6 }),
    fc.constantFrom(",\n", ",\r\n", ", \n", "\n,", ",\n\n  "),
    SPACE,
  )
  .map(
    ([items, separator, after]) =>
      `[\n${items.map(([v, indent]) => JSON.stringify(v, null, indent ? 2 : undefined)).join(separator)}\n]${after}`,
  );

/**
 * Arrays of objects whose "map" member often repeats the element before, the way consecutive cases
 * share a board, with what could mislead the reading of a repeated member: "map" keys twice or
 * inside other members, `"map":` and the stand-in's text inside strings, escapes, spaces, -0, and
 * the repeated text as the start of a longer value.
 */
const MAPS = fc.constantFrom<unknown>(
  [
    [0, 0],
    [1, -1],
  ],
  [[0, 0]],
  [],
  [[-0, 2]],
  { q: [1] },
  "m",
  3,
);
const MEMBER = fc.oneof(
  MAPS.map((v) => `"map":${JSON.stringify(v)}`),
  fc.constantFrom(
    '"map" : [[0,0],[1,-1]]',
    '"map":[[0,0],[1,-1]] ',
    '"map":[[0,0],[1,-1],[2,2]]',
    '"map":[[0,0]',
    '"x":{"map":[[0,0],[1,-1]]}',
    '"s":"\\"map\\":[[0,0]]"',
    '"s":"\\u0040monster-autopilot:repeated-member@"',
    '"map":"@monster-autopilot:repeated-member@"',
    '"map":"\\u0040monster-autopilot:repeated-member@"',
    '"map":[[-0,2]]',
    '"id":"a\\nb"',
  ),
  fc
    .tuple(fc.constantFrom("id", "walls", "figures"), fc.jsonValue({ maxDepth: 2 }))
    .map(([k, v]) => `"${k}":${JSON.stringify(v)}`),
);
const REPEATED_ARRAY_TEXT = fc
  .array(fc.array(MEMBER, { maxLength: 4 }), { maxLength: 8 })
  .map((elements) => `[\n${elements.map((members) => `{${members.join(",")}}`).join(",\n")}\n]`);

/** Small edits of the characters that matter to the split: brackets, commas, quotes, escapes, line ends. */
const EDITED_ARRAY_TEXT = fc
  .tuple(
    fc.oneof(ARRAY_TEXT, LINES_ARRAY_TEXT, REPEATED_ARRAY_TEXT),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom("[", "]", "{", "}", ",", '"', "\\", ":", " ", "1", "x", "", "\n", ",\n"),
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
    ['["a\\\\", "]\\\\\\"]", 1]', 3],
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
    "[1,\n]",
    "[\n,\n1]",
    "[\n1,\n2",
    "[\n1,\n2]]",
    "[\n1,\n2] 3",
    "[\n{},\n[],\n]",
    '[\n"a,\n",\n1]',
    "[\n[1,\n2],\n3\n]",
    "[\n1 ,\n2 ,\t\r\n3]",
  ])("reads %s as JSON.parse does", (text) => expectSameAsJsonParse(text));

  it.each([
    '[{"map":[[0,0]]},\n{"map":[[0,0]],"map":"\\u0040monster-autopilot:repeated-member@"}]',
    '[{"map":[[0,0]]},\n{"map":[[0,0]],"map":"@monster-autopilot:repeated-member@"}]',
    '[{"map":[[-0,0]]},\n{"map":[[-0,0]]},\n{"map":[[0,0]]},\n{"map":[[-0,0]]}]',
    '[{"map":[1]},\n{"x":{"map":[1]},"map":[2]}]',
    '[{"map":[1]},\n{"s":"\\"map\\":[1]","map":[1]}]',
    '[{"map":[1]},\n{"map":[1],"map":[2]}]',
    '[{"map":[1]},\n{"map":[1]]}]',
    '[{"map":[1]},\n{"map":[1] ,"a":[1]},\n{"a":1,"map":[1]}]',
  ])("reads %s as JSON.parse does when a repeated member is parsed once", (text) =>
    expectSameAsJsonParse(text),
  );

  it("agrees with JSON.parse on arrays, any JSON and edited arrays", () => {
    fc.assert(fc.property(ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 500 });
    fc.assert(fc.property(LINES_ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 500 });
    fc.assert(fc.property(REPEATED_ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 1000 });
    fc.assert(fc.property(fc.json({ maxDepth: 3 }), expectSameAsJsonParse), { numRuns: 300 });
    fc.assert(fc.property(EDITED_ARRAY_TEXT, expectSameAsJsonParse), { numRuns: 2000 });
    fc.assert(fc.property(fc.string(), expectSameAsJsonParse), { numRuns: 300 });
  });
});
