import { baseGateMarkers, doomTrackPresets, monsterTypes, mythosCards } from "../../../core/arkham";
import type { CupEntry, GameStateFlag } from "./state-flag";

/** What the GM chooses when setting up a game. */
export interface NewGameOptions {
  readonly players: number;
  /** A preset Ancient One (its doom track length is the preset's), or null with `doomTrack` given. */
  readonly ancientOne: string | null;
  readonly doomTrack?: number;
  /** The game boxes in play ("base", expansion slugs): the cup's monsters and the Mythos cards. */
  readonly sets: readonly string[];
}

/**
 * The monster cup of the sets in play (MY-5): every preset type with its marker count, leaving out
 * Mask monsters (only an Ancient One or a rule brings them in) and Spawn monsters (never in the cup).
 */
export function presetCup(sets: readonly string[]): CupEntry[] {
  return monsterTypes()
    .filter((t) => sets.includes(t.set) && !t.mask && !t.spawn && t.count > 0)
    .map((t) => ({ typeId: t.id, name: t.name, dimension: t.dimension, count: t.count }));
}

/**
 * A new game's state (mythos §S at the start of the game): terror 0, no doom, no gates, the whole
 * cup and gate pile, the Mythos deck of the sets in play (shuffled when first drawn from).
 */
export function newGameState(options: NewGameOptions): GameStateFlag {
  const preset = doomTrackPresets().find((p) => p.ancientOne === options.ancientOne);
  return {
    version: 1,
    players: options.players,
    ancientOne: options.ancientOne,
    terror: 0,
    doom: 0,
    doomTrack: options.doomTrack ?? preset?.doomTrack ?? 12,
    gates: {},
    elderSigns: [],
    clues: {},
    closed: [],
    outskirts: [],
    cup: presetCup(options.sets),
    gatePile: [...baseGateMarkers()],
    environment: null,
    rumor: null,
    mythosDeck: mythosCards()
      .filter((c) => options.sets.includes(c.set))
      .map((c) => c.name),
    mythosDiscard: [],
  };
}
