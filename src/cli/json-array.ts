// Where the elements of a top-level JSON array lie in its text, so that each can be parsed on its
// own and let go after use: the command line never holds a whole parsed case file (a file
// ten times as long took 2.7× the memory, most of it the parsed cases waiting for their turn).

/** The elements of a JSON array text: element `i` is `text.slice(starts[i], ends[i])`. */
export interface JsonArrayElements {
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** JSON's four whitespace characters (space, tab, line feed, carriage return): what JSON.parse skips. */
function isJsonWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isJsonWhitespace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Splits the text of a top-level JSON array into its elements' texts by a quick scan that follows
 * only strings and nesting; null when the text is not `[ ... ]` (then JSON.parse of the whole text
 * says what it is). The scan does not check the elements: each must still go through JSON.parse,
 * which rejects anything the scan let pass (an empty element of `[1,,2]`, a stray `]` inside one). If
 * every element parses, the whole text is valid JSON with exactly these elements.
 */
export function jsonArrayElements(text: string): JsonArrayElements | null {
  const open = skipWhitespace(text, 0);
  if (text.charCodeAt(open) !== OPEN_ARRAY) return null;
  return scanElements(text, open + 1, false);
}

/**
 * The scan of {@link jsonArrayElements} from `from`, a place just inside the top-level array and
 * outside any string: its start or just after a comma between elements (`afterComma`).
 */
function scanElements(text: string, from: number, afterComma: boolean): JsonArrayElements | null {
  const starts: number[] = [];
  const ends: number[] = [];
  let depth = 1;
  let start = from;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string: a backslash escapes the next character, so `\"` does not end it.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
      if (depth > 0) continue;
      if (c !== CLOSE_ARRAY || skipWhitespace(text, i + 1) !== text.length) return null;
      // `[]` and `[ ]` have no element; otherwise the last one ends here (empty if the text is `[1,]`).
      if (afterComma || starts.length > 0 || skipWhitespace(text, start) !== i) {
        starts.push(start);
        ends.push(i);
      }
      return { starts, ends };
    } else if (c === COMMA && depth === 1) {
      starts.push(start);
      ends.push(i);
      start = i + 1;
    }
  }
  return null;
}

/** Whether a text starts, after JSON whitespace, with `[`: if it is JSON at all, it is an array. */
export function looksLikeJsonArray(text: string): boolean {
  return text.charCodeAt(skipWhitespace(text, 0)) === OPEN_ARRAY;
}

/**
 * The next comma in `text[from, to)` that is the last character of its line (before any spaces,
 * tabs and carriage returns), or -1: in a file of one element per line, the commas between elements.
 * A line feed is never inside a JSON string (it must be escaped there), so it is whitespace.
 */
function nextLineEndComma(text: string, from: number, to: number): number {
  for (let n = text.indexOf("\n", from); n >= 0 && n < to; n = text.indexOf("\n", n + 1)) {
    let j = n - 1;
    while (j >= from && isJsonWhitespace(text.charCodeAt(j))) j--;
    if (j >= from && text.charCodeAt(j) === COMMA) return j;
  }
  return -1;
}

/** JSON.parse of a text, or NOT_JSON (a value no JSON text reads as) when it is not JSON. */
function parseOrNot(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

const NOT_JSON: unknown = Symbol("not JSON");

/**
 * Parses the elements of a JSON array text one at a time, in order, each handed to `visit` and then
 * let go; the number of elements, or null as soon as the text turns out not to be a JSON array (then
 * JSON.parse of the whole text says why; the elements before were visited).
 *
 * Most case files hold one case per line, so the elements are first taken to end at the commas that
 * end lines, found with the native indexOf: the character-by-character scan of
 * {@link jsonArrayElements} cost as much as parsing the cases in a short (baseline-tier) run. Texts
 * split at commas that all parse are exactly the elements: `[` p1 `,` p2 … `]` with every piece a
 * JSON value is the array of those values. At the first piece that does not parse (a comma inside
 * an element ends a line, or the text is not JSON), the rest is split by the scan instead, from the
 * start of that piece (the pieces before it were whole elements).
 *
 * With `repeatedMember`, a member of that name whose value repeats from the element before is not
 * parsed again: the elements share one value object, so `visit` must not change the values. An
 * element of more than `maxLength` characters is not parsed (parsing builds several times its size
 * in memory): `visit` gets an {@link OversizedElement} for it. `visit` also gets each element's length.
 */
export function forEachJsonArrayElement(
  text: string,
  visit: (value: unknown, index: number, length: number) => void,
  repeatedMember?: string,
  maxLength = Infinity,
): number | null {
  const parse = repeatedMember === undefined ? parseOrNot : repeatedMemberParser(repeatedMember);
  const open = skipWhitespace(text, 0);
  if (text.charCodeAt(open) !== OPEN_ARRAY) return null;
  let close = text.length - 1;
  while (close > open && isJsonWhitespace(text.charCodeAt(close))) close--;
  if (close === open || text.charCodeAt(close) !== CLOSE_ARRAY) return null;
  if (skipWhitespace(text, open + 1) === close) return 0;
  let index = 0;
  let start = open + 1;
  for (;;) {
    const comma = nextLineEndComma(text, start, close);
    const piece = text.slice(start, comma < 0 ? close : comma);
    // A piece too long may be several elements on one line: the scan below tells.
    if (piece.length > maxLength) break;
    const value = parse(piece);
    if (value === NOT_JSON) break;
    visit(value, index++, piece.length);
    if (comma < 0) return index;
    start = comma + 1;
  }
  const rest = scanElements(text, start, index > 0);
  if (rest === null) return null;
  for (let k = 0; k < rest.starts.length; k++) {
    const element = text.slice(rest.starts[k], rest.ends[k]);
    const value = element.length > maxLength ? new OversizedElement(element.length) : parse(element);
    if (value === NOT_JSON) return null;
    visit(value, index++, element.length);
  }
  return index;
}

/** What {@link forEachJsonArrayElement} visits instead of an element longer than its `maxLength`: left unparsed. */
export class OversizedElement {
  constructor(readonly length: number) {}
}

// The stand-in for a repeated member's value while the rest of its element is parsed: in an
// element with no backslash and without this text, the one string that can read as it is the one
// put in (with no escapes a string means the characters between its quotes, which contain no quote,
// so another such string lies wholly in the element's own text). A string, not a number: numbers
// have many spellings.
const STAND_IN = "@monster-autopilot:repeated-member@";

/**
 * Parses elements like {@link parseOrNot}, sparing the work of one member that repeats (the
 * boards of consecutive cases, "map", are 47% of the public case file's text). When the
 * element's first `"name":` is followed by exactly the text of the value the member had in the
 * element before (as JSON.stringify writes it), that text is replaced by a stand-in string, the
 * rest is parsed, and if the stand-in is then the value of the element's own member `name`, the
 * member gets the value parsed from that text (one object, shared by the elements that repeat it).
 * This is what JSON.parse of the element gives: the text before the stand-in is the same, so the
 * parser stands at the same place, where it reads one complete value either way, then the same rest.
 * Anything else (no such member, another text, escapes, the stand-in's text present) is parsed whole.
 */
function repeatedMemberParser(name: string): (text: string) => unknown {
  const key = `"${name}":`;
  let lastText = "";
  let lastValue: unknown = NOT_JSON;
  return (text) => {
    const at = text.indexOf(key);
    const start = at + key.length;
    if (
      at >= 0 &&
      lastText !== "" &&
      text.startsWith(lastText, start) &&
      !text.includes("\\") &&
      !text.includes(STAND_IN)
    ) {
      const rest = parseOrNot(`${text.slice(0, start)}"${STAND_IN}"${text.slice(start + lastText.length)}`);
      if (isObject(rest) && rest[name] === STAND_IN) {
        if (lastValue === NOT_JSON) lastValue = JSON.parse(lastText);
        rest[name] = lastValue;
        return rest;
      }
    }
    const value = parseOrNot(text);
    const member = isObject(value) ? value[name] : undefined;
    lastText = typeof member === "object" && member !== null ? JSON.stringify(member) : "";
    lastValue = NOT_JSON;
    return value;
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
