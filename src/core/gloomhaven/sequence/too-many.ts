/** More partial options than this and the turn is left to the GM (bounded time and memory for any input). */
export const MAX_OPTIONS = 4096;

/** Forced-movement orders and results explored for one ability before the turn is left to the GM. */
export const MAX_FORCED_VISITS = 20_000;

/**
 * Thrown inside the sequence engine when a turn has more ways to play than it lists; caught by
 * `decideSequence`, which answers with the problem HexSequenceTooManyOptions, never with a throw.
 */
export class TooManyOptions extends Error {}
