// The sandbox's seeded random source for Mythos draws: the seed is in the address, so a link
// reproduces the same card and the same cup and gate pile order. A few lines of mulberry32 (a
// well-known 32-bit generator); the rules core never draws.
import type { RandomSource } from "../../src/view/arkham";

/** A 32-bit hash of a text (FNV-1a), the generator's starting state for a seed. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The draws of phase number `draw` under `seed` (mulberry32): the same seed and number give the same numbers. */
export function seededRandom(seed: string, draw: number): RandomSource {
  let s = hashText(`${seed}#${draw}`);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A fresh seed for a new game: six letters and digits (the page may use Math.random; the link keeps it). */
export function freshSeed(random: RandomSource = Math.random): string {
  const letters = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from({ length: 6 }, () => letters[Math.floor(random() * letters.length)] ?? "a").join("");
}
