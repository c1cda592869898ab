import { main } from "../../src/cli/main";

/**
 * Runs the command line in-process over an in-memory file table (a missing file reads like
 * ENOENT) with a plain terminal; returns the exit code and what went to stdout and stderr.
 */
export function runCli(argv: readonly string[], files: Readonly<Record<string, string>> = {}) {
  let out = "";
  let err = "";
  const code = main(
    argv,
    { out: (t) => (out += t), err: (t) => (err += t) },
    (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    { unicode: false, color: false },
  );
  return { code, out, err };
}
