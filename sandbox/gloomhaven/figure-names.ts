// Short display names for figures ("C1", "M3"), used on the board and in the options list.
import type { Figure, Scenario } from "../../src/core/gloomhaven";

const LETTERS: Readonly<Record<Figure["side"], string>> = { character: "C", monster: "M", summon: "S" };

/** A figure's display name: its own name, else side letter and the number in its id. */
export function figureName(figure: Figure): string {
  if (figure.name) return figure.name;
  const number = /(\d+)$/.exec(figure.id)?.[1] ?? figure.id;
  return `${LETTERS[figure.side]}${number}`;
}

/** A name lookup over a scenario's figures (unknown ids name themselves). */
export function namesOf(scenario: Scenario): (id: string) => string {
  const names = new Map(scenario.figures.map((f) => [f.id, figureName(f)]));
  return (id) => names.get(id) ?? id;
}
