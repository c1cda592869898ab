/** Where the command line writes: standard output and standard error. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** Messages go on one stderr line (JSON.parse may quote the input, newlines included). */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

/**
 * Characters a terminal acts on instead of showing: C0 controls but the line feed (an escape
 * sequence can clear the screen), DEL, C1 controls, and the bidirectional controls and line
 * separators that reorder or break what follows (a right-to-left override turns "gh-1" around).
 */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * Text for a person to read on a terminal: each character of {@link UNSHOWN} is written as its
 * `\uXXXX` escape, so a case id or file name shows what it holds and cannot act on the terminal.
 * Never applied to `solve --json`, whose output stays JSON.
 */
export function readable(text: string): string {
  UNSHOWN.lastIndex = 0;
  if (!UNSHOWN.test(text)) return text;
  return text.replace(UNSHOWN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
