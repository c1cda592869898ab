/** A source of uniform numbers in [0, 1): Foundry's MersenneTwister in a world, a seeded one in the sandbox and in tests. */
export type RandomSource = () => number;

/** A Fisher–Yates shuffle with the given source (the adapters shuffle; the rules core never does). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
