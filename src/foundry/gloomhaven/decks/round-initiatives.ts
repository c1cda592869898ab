import { compareMonsterStandees, type MonsterStandee } from "../../../core/gloomhaven";
import type { SortDirection } from "../tracker-initiatives";

/** A monster combatant whose deck has a card this round. */
export interface CardHolder extends MonsterStandee {
  /** The initiative of its deck's card. */
  readonly cardInitiative: number;
  /** The tracker's current value. */
  readonly current: number | null;
}

const STEP = 0.01;

/**
 * Tracker initiatives from the drawn cards (BM-15, GH-RB p.30): every standee of a type
 * gets its card's initiative, and within the type elites act first, then by standee number — a
 * hundredth per place so the tracker's sort (either direction) lists them in that order. Only
 * values that change are returned.
 */
export function cardInitiatives(
  holders: readonly CardHolder[],
  direction: SortDirection,
): Map<string, number> {
  const sets = new Map<string, CardHolder[]>();
  for (const h of holders) {
    const key = `${h.type}\u0000${h.cardInitiative}`;
    sets.set(key, [...(sets.get(key) ?? []), h]);
  }
  const changes = new Map<string, number>();
  for (const set of sets.values()) {
    const ordered = [...set].sort(compareMonsterStandees);
    ordered.forEach((h, place) => {
      const offset = direction === "desc" ? (ordered.length - 1 - place) * STEP : place * STEP;
      const value = Math.round((h.cardInitiative + offset) * 100) / 100;
      if (value !== h.current) changes.set(h.id, value);
    });
  }
  return changes;
}
