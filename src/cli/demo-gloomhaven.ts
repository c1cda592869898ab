import type { TerminalStyle } from "./terminal";

/** Gloomhaven-family demo scenarios: board pictures with path and targets marked. */
export function gloomhavenDemo(_style: TerminalStyle): string[] {
  return ["(the Gloomhaven engine is not implemented yet)"];
}
