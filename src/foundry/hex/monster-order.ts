/** A monster combatant as the turn-order helper sees it. */
export interface OrderedMonster {
  readonly combatantId: string;
  readonly type: string;
  readonly elite: boolean;
  readonly standee: number;
  readonly initiative: number | null;
}

/** Which way the combat tracker sorts initiative: "desc" (Foundry's default, highest first) or "asc". */
export type SortDirection = "desc" | "asc";

/** Gloomhaven's order within one monster type: elites first, then by standee number (rulebook, "Monster turn order"). */
export function compareMonsters(a: OrderedMonster, b: OrderedMonster): number {
  return (
    Number(b.elite) - Number(a.elite) || a.standee - b.standee || a.combatantId.localeCompare(b.combatantId)
  );
}

const STEP = 0.01;

/**
 * New initiative values that make the tracker list monsters of one type, sharing a whole-number
 * initiative, in the rules' order: a hundredth per place, added so the tracker's sort puts them in
 * that order. Only combatants whose value changes are returned.
 */
export function orderMonsterInitiatives(
  monsters: readonly OrderedMonster[],
  direction: SortDirection,
): Map<string, number> {
  const groups = new Map<string, OrderedMonster[]>();
  for (const m of monsters) {
    if (m.initiative === null) continue;
    const key = `${m.type}\u0000${Math.trunc(m.initiative)}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const changes = new Map<string, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort(compareMonsters);
    sorted.forEach((m, place) => {
      const base = Math.trunc(m.initiative ?? 0);
      const offset = direction === "desc" ? (sorted.length - 1 - place) * STEP : place * STEP;
      const value = Math.round((base + offset) * 100) / 100;
      if (value !== m.initiative) changes.set(m.combatantId, value);
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
