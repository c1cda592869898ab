/** A hex in axial coordinates (BM-1). Cube coordinates are (q, r, -q-r). */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A stable string key for maps and sets ("q,r"). */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Parses a key made by {@link hexKey}. */
export function hexFromKey(key: string): Hex {
  const [q, r] = key.split(",").map(Number);
  if (q === undefined || r === undefined || !Number.isInteger(q) || !Number.isInteger(r)) {
    throw new Error(`not a hex key: ${key}`);
  }
  return { q, r };
}

/** True when both hexes are the same position. */
export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Component-wise sum (translate a by the offset b). */
export function addHex(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** Orders hexes by q, then r: a deterministic order for output. */
export function compareHex(a: Hex, b: Hex): number {
  return a.q - b.q || a.r - b.r;
}
