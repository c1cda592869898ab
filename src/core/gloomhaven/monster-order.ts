/** A monster standee as the turn-order rule sees it. */
export interface MonsterStandee {
  readonly id: string;
  /** The monster type (its ability deck): monsters of one type act as one set. */
  readonly type: string;
  readonly elite: boolean;
  /** The standee number (0 = none). */
  readonly standee: number;
}

/**
 * Order within one monster set (BM-15; GH-RB p.30, FH-RB "Order of monster turns"): elites act
 * before normals, each in ascending standee number; ids break what the rules leave equal.
 */
export function compareMonsterStandees(a: MonsterStandee, b: MonsterStandee): number {
  return Number(b.elite) - Number(a.elite) || a.standee - b.standee || compareIds(a.id, b.id);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups monsters into sets that act together (one type sharing an initiative; BM-15, GH-RB p.30)
 * and orders each set by {@link compareMonsterStandees}. Monsters without an initiative are left
 * out; sets come in order of first appearance.
 */
export function orderMonsterSets<T extends MonsterStandee & { readonly initiative: number | null }>(
  monsters: readonly T[],
): T[][] {
  const sets = new Map<string, T[]>();
  for (const m of monsters) {
    if (m.initiative === null) continue;
    const key = `${m.type}\u0000${m.initiative}`;
    const set = sets.get(key);
    if (set) set.push(m);
    else sets.set(key, [m]);
  }
  return [...sets.values()].map((set) => set.sort(compareMonsterStandees));
}
