// Entry point of the `monster-autopilot` command (bundled to build/cli.js).
import { readFileSync } from "node:fs";
import { main } from "./main";
import { detectTerminalStyle } from "./terminal";

// A closed pipe (`... | head`) is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = main(
  process.argv.slice(2),
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  (path) => readFileSync(path, "utf8"),
  detectTerminalStyle(process.env, Boolean(process.stdout.isTTY)),
);
