import type { Hex } from "./hex";

/** One of the 12 symmetries of the hex grid about the origin: `rotation` sixths of a turn after an optional mirror. */
export interface Symmetry {
  readonly rotation: 0 | 1 | 2 | 3 | 4 | 5;
  readonly mirrored: boolean;
}

/** All 12 symmetries: 6 rotations, each with and without the mirror (IMP-6). */
export const SYMMETRIES: readonly Symmetry[] = [false, true].flatMap((mirrored) =>
  ([0, 1, 2, 3, 4, 5] as const).map((rotation) => ({ rotation, mirrored })),
);

/** Rotates an offset by 60 degrees about the origin: cube (x, y, z) -> (-z, -x, -y) (IMP-6). */
export function rotate60(h: Hex): Hex {
  const x = h.q;
  const z = h.r;
  // -y = x + z, written so that every step stays a small integer: `-x` of 0 is -0, a float, and a
  // float stored in a {q, r} object turns that field into a boxed double in every hex of the
  // program (V8 field representation), so each later read of h.q allocated (V8's baseline tier).
  return { q: 0 - z, r: x + z };
}

/** Mirrors an offset: cube (x, y, z) -> (x, z, y) (IMP-6). */
export function mirror(h: Hex): Hex {
  const x = h.q;
  const z = h.r;
  // 0 - x rather than -x: the origin must stay (0, 0), not (0, -0) (Object.is tells them apart).
  const y = 0 - x - z;
  return { q: x, r: y };
}

/** Applies a symmetry to an offset relative to the origin. */
export function applySymmetry(h: Hex, s: Symmetry): Hex {
  let out = s.mirrored ? mirror(h) : h;
  for (let i = 0; i < s.rotation; i++) out = rotate60(out);
  return out;
}
