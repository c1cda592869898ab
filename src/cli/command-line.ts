// The command line's arguments, usage and messages; the commands themselves come in as values.
import { version } from "../../package.json";
import { oneLine, readable, type Io } from "./io";
import type { TerminalStyle } from "./terminal";

export const USAGE = `monster-autopilot — monster turns by the board game's rules

Usage:
  monster-autopilot demo                 play bundled example scenarios of both rule families
  monster-autopilot solve FILE [--json]  solve every case of a conformance case file (FILE -
                                         reads standard input)
  monster-autopilot check FILE           solve and compare with the stored answers (as sets)
  monster-autopilot cards [TYPE_ID] [--json]
                                         Gloomhaven-family monster types by game; with a
                                         TYPE_ID (e.g. gloomhaven/bandit-guard) its stats per
                                         level and rank and its ability deck, one card a line:
                                         card id, initiative, summary
  monster-autopilot --help               show this help
  monster-autopilot --version            show the version

FILE is a Gloomhaven-family case file (a JSON array of cases) or an Arkham case file
({"schema": "arkham-movement-cases/1", "cases": [...]}, where a case's "board" may be
"arkham-base", the shipped base-game board); the kind is detected from its content.
solve --json prints one JSON array, one entry per case in file order:
  Gloomhaven family: {"id", "answers": [{"destination": [q, r], "attacks": [[q, r], ...]}, ...]}
  Arkham:            {"id", "outcomes": {"<monster id>": [["area", ...], ...]}}
  not answerable:    {"id", "error": "<case id>: <JSON path>: <message>; ..."}
check prints each failing case with expected and actual answers (or, for a case it cannot
read or solve, the reason), then "N passed, M failed", and exits 1 if any case failed. A FILE
that is not a case file (missing, empty, not JSON, another shape, over 32 MB) is one line on
stderr, exit 1. A key the case format does not know is ignored with a warning on stderr.

npm run cli -- <args> builds and runs this command.
`;

/**
 * What each command runs. The command line takes them as values so that the executable loads only
 * the command it runs (src/cli/cli.ts; `solve` does not load the decks or the demo).
 */
export interface Commands {
  demo(style: TerminalStyle): string;
  cards(args: readonly string[], io: Io, usage: string): number;
  solve(text: string, file: string, json: boolean, io: Io): number;
  check(text: string, file: string, io: Io): number;
}

/** What the messages call the FILE `-`. */
const STDIN_NAME = "standard input";

/** Arguments as the messages show them: each in quotes, control characters escaped. */
const quoted = (args: readonly string[]): string => args.map((a) => readable(JSON.stringify(a))).join(", ");

/** Runs the command line with the given commands; returns the exit code. */
export function runCommandLine(
  argv: readonly string[],
  io: Io,
  readText: (path: string) => string,
  style: TerminalStyle,
  commands: Commands,
): number {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(USAGE);
    return 1;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    io.out(USAGE);
    return 0;
  }
  if (command === "--version" || command === "-V") {
    io.out(`monster-autopilot ${version}\n`);
    return 0;
  }
  switch (command) {
    case "demo":
      if (rest.length > 0) {
        io.err(`monster-autopilot demo: takes no arguments, got ${quoted(rest)}\n\n${USAGE}`);
        return 1;
      }
      io.out(commands.demo(style));
      return 0;
    case "cards":
      return commands.cards(rest, io, USAGE);
    case "solve":
    case "check": {
      // `-` is a FILE (standard input); anything else starting with `-` is an option.
      const isFlag = (a: string): boolean => a.startsWith("-") && a !== "-";
      const flags = rest.filter(isFlag);
      const files = rest.filter((a) => !isFlag(a));
      const unknown = flags.filter((f) => f !== "--json" || command === "check");
      if (files.length !== 1 || unknown.length > 0) {
        const expected = `expected exactly one FILE${command === "solve" ? " and optionally --json" : ""}`;
        const given =
          unknown.length > 0
            ? `unknown option ${quoted(unknown)}`
            : files.length === 0
              ? "no FILE given"
              : `${files.length} FILEs given: ${quoted(files)}`;
        io.err(`monster-autopilot ${command}: ${given}; ${expected}\n\n${USAGE}`);
        return 1;
      }
      const path = files[0]!;
      const file = path === "-" ? STDIN_NAME : path;
      let text: string;
      try {
        text = readText(path);
      } catch (error) {
        io.err(
          readable(`monster-autopilot: cannot read ${file}: ${oneLine(String((error as Error).message))}\n`),
        );
        return 1;
      }
      return command === "solve"
        ? commands.solve(text, file, flags.includes("--json"), io)
        : commands.check(text, file, io);
    }
    default:
      io.err(`monster-autopilot: unknown command ${quoted([command])}\n\n${USAGE}`);
      return 1;
  }
}
