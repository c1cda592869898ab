// A deterministic uniform source for tests, standing in for Foundry's MersenneTwister
// (CONFIG.Dice.randomUniform) and for the module's injected RandomSource.

/** A uniform source in [0, 1) from a seed (a linear congruential generator): the same seed, the same numbers. */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
