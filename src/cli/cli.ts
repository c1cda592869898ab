// Entry point of the `monster-autopilot` command (bundled to build/cli.js).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runCommandLine, type Commands } from "./command-line";
import { readInput } from "./read-input";
import { loadSolver } from "./solver-script";
import { detectTerminalStyle } from "./terminal";
import { tuneV8ForShortRun } from "./v8-flags";

tuneV8ForShortRun();

// A closed pipe (`... | head`) is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

const argv = process.argv.slice(2);

// Only the command that runs is loaded: `solve` and `check` skip the ability decks, the
// cards' data and the demo scenarios, which took about half of a run's start-up. The command line
// calls only the command argv names, so the others are never reached.
const notLoaded = (): never => {
  throw new Error(`monster-autopilot: command not loaded: ${String(argv[0])}`);
};
const commands: Commands = { demo: notLoaded, cards: notLoaded, solve: notLoaded, check: notLoaded };
switch (argv[0]) {
  case "demo":
    commands.demo = (await import("./demo")).runDemo;
    break;
  case "cards":
    commands.cards = (await import("./cards")).runCards;
    break;
  case "solve":
  case "check": {
    // build/solver.cjs, next to this file (build/cli.js), through its code cache.
    const { runCheck, runSolve } = loadSolver(dirname(fileURLToPath(import.meta.url))).exports;
    commands.solve = runSolve;
    commands.check = runCheck;
    break;
  }
}

process.exitCode = runCommandLine(
  argv,
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  (path) => readInput(path),
  detectTerminalStyle(process.env, Boolean(process.stdout.isTTY)),
  commands,
);
