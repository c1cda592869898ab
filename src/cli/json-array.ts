// Where the elements of a top-level JSON array lie in its text, so that each can be parsed on its
// own and let go after use: the command line never holds a whole parsed case file (issue 14: a file
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
  let i = skipWhitespace(text, 0);
  if (text.charCodeAt(i) !== OPEN_ARRAY) return null;
  const starts: number[] = [];
  const ends: number[] = [];
  let depth = 1;
  let start = i + 1;
  for (i++; i < text.length; i++) {
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
      if (starts.length > 0 || skipWhitespace(text, start) !== i) {
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
