import { applySymmetry, hexKey, SYMMETRIES, type Hex } from "../hex";
import type { AreaPattern } from "./model";

/** An area pattern in all its placements relative to a reference hex (AF-2, AF-3, IMP-6). */
export interface AreaShapes {
  /** Melee areas are anchored on the attacker's hex (IN-3). */
  readonly melee: boolean;
  /**
   * Distinct oriented patterns. Melee: offsets from the attacker in each of the 12 orientations.
   * Ranged: every orientation pinned on each of its hexes, so each shape contains (0, 0).
   */
  readonly shapes: readonly (readonly Hex[])[];
  /** Offsets of every hex any shape covers (FO-2: where a target may sit relative to the anchor). */
  readonly reach: readonly Hex[];
}

function setKey(hexes: readonly Hex[]): string {
  return hexes.map(hexKey).sort().join(";");
}

function addDistinct(into: Map<string, readonly Hex[]>, hexes: readonly Hex[]): void {
  const key = setKey(hexes);
  if (!into.has(key)) into.set(key, hexes);
}

/** Oriented areas by pattern text: a few patterns recur across turns and cases; kept small. */
const orientedByPattern = new Map<string, AreaShapes>();
const ORIENTED_MAX = 64;

/** Expands a pattern into its distinct orientations (6 rotations of it and of its mirror image, IMP-6); memoised by pattern. */
export function orientArea(area: AreaPattern): AreaShapes {
  const key = `${area.origin}|${area.hexes.map(hexKey).join(";")}`;
  let shapes = orientedByPattern.get(key);
  if (shapes === undefined) {
    if (orientedByPattern.size >= ORIENTED_MAX) orientedByPattern.clear();
    shapes = expandArea(area);
    orientedByPattern.set(key, shapes);
  }
  return shapes;
}

function expandArea(area: AreaPattern): AreaShapes {
  const oriented = new Map<string, readonly Hex[]>();
  for (const symmetry of SYMMETRIES)
    addDistinct(
      oriented,
      area.hexes.map((h) => applySymmetry(h, symmetry)),
    );
  const melee = area.origin === "attacker";
  let shapes = [...oriented.values()];
  if (!melee) {
    const pinned = new Map<string, readonly Hex[]>();
    for (const shape of shapes) {
      for (const pin of shape)
        addDistinct(
          pinned,
          shape.map((h) => ({ q: h.q - pin.q, r: h.r - pin.r })),
        );
    }
    shapes = [...pinned.values()];
  }
  const reach = new Map<string, Hex>();
  for (const shape of shapes) for (const h of shape) reach.set(hexKey(h), h);
  return { melee, shapes, reach: [...reach.values()] };
}
