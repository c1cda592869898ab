/** Where the command line writes: standard output and standard error. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** Messages go on one stderr line (JSON.parse may quote the input, newlines included). */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}
