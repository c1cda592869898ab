import type { Figure, Scenario, Side } from "./model";

/** Who is who for the acting figure (BM-13, BM-14). */
export interface Factions {
  readonly mover: Figure;
  /** Every figure opposing the mover, invisible ones included (they still occupy hexes). */
  readonly enemies: readonly Figure[];
  /** Enemies that may be focused and targeted (BM-14: not invisible). */
  readonly targetable: readonly Figure[];
  /** Figures on the mover's side, the mover excluded. */
  readonly allies: readonly Figure[];
}

/** True when two sides oppose each other: monsters against characters and their summons (BM-13). */
function opposes(a: Side, b: Side): boolean {
  return (a === "monster") !== (b === "monster");
}

/**
 * Splits the figures into the mover's enemies and allies (BM-13). A character summon (or a
 * character using monster AI) acts with the factions swapped: monsters are its enemies.
 */
export function findFactions(scenario: Scenario): Factions {
  const figures = scenario.figures;
  const mover = figures.find((f) => f.id === scenario.activeId);
  if (mover === undefined) throw new Error(`no active figure ${scenario.activeId}`);
  // One indexed loop instead of three filters with a callback per figure (V8's baseline tier).
  const enemies: Figure[] = [];
  const targetable: Figure[] = [];
  const allies: Figure[] = [];
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    if (f === undefined || f === mover) continue;
    if (!opposes(mover.side, f.side)) allies.push(f);
    else {
      enemies.push(f);
      if (f.invisible !== true) targetable.push(f);
    }
  }
  return { mover, enemies, targetable, allies };
}
