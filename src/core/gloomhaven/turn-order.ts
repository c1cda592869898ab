/**
 * Compares two turn-order keys element by element (BM-15, FO-3): negative when `a` acts first.
 * Missing elements count as 0, so a summon's `[10, -1]` precedes its summoner's `[10]`.
 */
export function compareTurnOrder(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
