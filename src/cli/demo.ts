import { arkhamDemo } from "./demo-arkham";
import { gloomhavenDemo } from "./demo-gloomhaven";
import { paint, type TerminalStyle } from "./terminal";

/** `demo`: bundled example scenarios of both rule families, drawn in the terminal. */
export function runDemo(style: TerminalStyle): string {
  const sections = [
    paint(style, "bold", "Monster Autopilot demo"),
    "",
    paint(style, "bold", "== Gloomhaven family (hex scenes) =="),
    ...gloomhavenDemo(style),
    "",
    paint(style, "bold", "== Arkham Horror 2nd edition (Mythos phase) =="),
    ...arkhamDemo(style),
  ];
  return `${sections.join("\n")}\n`;
}
