import type { MonsterStandee } from "../../core/gloomhaven";

/**
 * A monster combatant as the turn-order helper sees it: `initiative` is the whole-number
 * initiative of its card (what the rules group by), `current` the tracker's value, which may
 * carry the hundredths this helper added.
 */
export interface TrackedMonster extends MonsterStandee {
  readonly initiative: number | null;
  readonly current: number | null;
}

/** Which way the combat tracker sorts initiative: "desc" (Foundry's default, highest first) or "asc". */
export type SortDirection = "desc" | "asc";

const STEP = 0.01;

/** A combatant's stats for the helper: the whole-number initiative next to the tracker's value. */
export function trackedMonster(standee: MonsterStandee, trackerInitiative: number | null): TrackedMonster {
  return {
    ...standee,
    initiative: trackerInitiative === null ? null : Math.trunc(trackerInitiative),
    current: trackerInitiative,
  };
}

/**
 * New tracker initiatives that list each monster set in the order the core gives it
 * (orderMonsterSets: elites first, then by standee number): a hundredth per place, added so the
 * tracker's sort puts them in that order. Only combatants whose value changes are returned.
 */
export function spreadInitiatives(
  sets: readonly (readonly TrackedMonster[])[],
  direction: SortDirection,
): Map<string, number> {
  const changes = new Map<string, number>();
  for (const set of sets) {
    if (set.length < 2) continue;
    set.forEach((m, place) => {
      const offset = direction === "desc" ? (set.length - 1 - place) * STEP : place * STEP;
      const value = Math.round(((m.initiative ?? 0) + offset) * 100) / 100;
      if (value !== m.current) changes.set(m.id, value);
    });
  }
  return changes;
}

/** The tracker's direction, read from its order: later turns with higher initiative mean ascending. */
export function detectSortDirection(initiatives: readonly (number | null)[]): SortDirection {
  const known = initiatives.filter((v): v is number => v !== null);
  for (let i = 1; i < known.length; i++) {
    const [a, b] = [known[i - 1]!, known[i]!];
    if (a !== b) return a > b ? "desc" : "asc";
  }
  return "desc";
}
