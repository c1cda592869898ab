import { main } from "../../src/cli/main";
import { readInput } from "../../src/cli/read-input";

/**
 * Runs the command line in-process over an in-memory file table with a plain terminal; a path not
 * in the table is read from the file system as the command does (a missing one fails with ENOENT).
 * Returns the exit code and what went to stdout and stderr.
 */
export function runCli(argv: readonly string[], files: Readonly<Record<string, string>> = {}) {
  let out = "";
  let err = "";
  const code = main(
    argv,
    { out: (t) => (out += t), err: (t) => (err += t) },
    (path) => files[path] ?? readInput(path),
    { unicode: false, color: false },
  );
  return { code, out, err };
}
