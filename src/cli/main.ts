// The command line with every command loaded: what the tests run in process. The executable
// (src/cli/cli.ts) loads only the command it runs.
import { runCards } from "./cards";
import { runCommandLine } from "./command-line";
import { runCheck, runSolve } from "./commands";
import { runDemo } from "./demo";
import type { Io } from "./io";
import type { TerminalStyle } from "./terminal";

export { USAGE } from "./command-line";

/** Runs the command line; returns the exit code. */
export function main(
  argv: readonly string[],
  io: Io,
  readText: (path: string) => string,
  style: TerminalStyle,
): number {
  return runCommandLine(argv, io, readText, style, {
    demo: runDemo,
    cards: runCards,
    solve: runSolve,
    check: runCheck,
  });
}
