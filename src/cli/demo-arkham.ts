import type { TerminalStyle } from "./terminal";

/** Arkham demo: one Mythos phase on the real board, each monster's move and why. */
export function arkhamDemo(_style: TerminalStyle): string[] {
  return ["(the Arkham engine is not implemented yet)"];
}
