/** Where the command line writes: standard output and standard error. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}
