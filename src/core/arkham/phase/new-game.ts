// A new game's set-up from the presets (mythos §S at the start of a game): the sets in play choose
// the monster cup and the Mythos deck. Shared by the Foundry state window and the sandbox.
import type { DimensionSymbol } from "../model";
import { monsterTypes } from "../preset-monsters";
import { mythosCards } from "../preset-mythos";
import { baseGateMarkers, doomTrackPresets } from "./tables";
import type { CupMonster, GateMarker } from "./types";

/** What the GM chooses when setting up a game. */
export interface NewGameOptions {
  readonly players: number;
  /** A preset Ancient One (its doom track length is the preset's), or null with `doomTrack` given. */
  readonly ancientOne: string | null;
  readonly doomTrack?: number;
  /** The game boxes in play ("base", expansion slugs): the cup's monsters and the Mythos cards. */
  readonly sets: readonly string[];
}

/** One monster type's markers in the cup, as a count (MY-5). */
export interface CupCount {
  readonly typeId: string;
  readonly name: string;
  readonly dimension: DimensionSymbol;
  readonly count: number;
}

/** A new game's state between phases: no pieces yet, the whole cup, gate pile and Mythos deck. */
export interface NewGameSetup {
  readonly players: number;
  readonly ancientOne: string | null;
  readonly terror: number;
  readonly doom: number;
  readonly doomTrack: number;
  readonly gates: Record<string, GateMarker>;
  readonly elderSigns: string[];
  readonly clues: Record<string, number>;
  readonly closed: string[];
  readonly outskirts: CupMonster[];
  readonly cup: CupCount[];
  readonly gatePile: GateMarker[];
  readonly environment: string | null;
  readonly rumor: string | null;
  /** The Mythos cards of the sets in play, in preset order (shuffled when first drawn from, MY-12). */
  readonly mythosDeck: string[];
  readonly mythosDiscard: string[];
}

/** The game boxes the presets know, base game first: those with monsters, then those with only Mythos cards. */
export function presetSets(): string[] {
  return [...new Set([...monsterTypes().map((t) => t.set), ...mythosCards().map((c) => c.set)])];
}

/**
 * The monster cup of the sets in play (MY-5): every preset type with its marker count, leaving out
 * Mask monsters (only an Ancient One or a rule brings them in) and Spawn monsters (never in the cup).
 */
export function presetCup(sets: readonly string[]): CupCount[] {
  return monsterTypes()
    .filter((t) => sets.includes(t.set) && !t.mask && !t.spawn && t.count > 0)
    .map((t) => ({ typeId: t.id, name: t.name, dimension: t.dimension, count: t.count }));
}

/** One marker per count of each cup entry, ids `cup:<type>:<n>` unique and clear of `taken` (the Outskirts' ids). */
export function cupMarkers(cup: readonly CupCount[], taken: ReadonlySet<string> = new Set()): CupMonster[] {
  return cup.flatMap((entry) => {
    const markers: CupMonster[] = [];
    for (let n = 1; markers.length < entry.count; n++) {
      const id = `cup:${entry.typeId}:${n}`;
      if (!taken.has(id))
        markers.push({ id, name: entry.name, dimension: entry.dimension, typeId: entry.typeId });
    }
    return markers;
  });
}

/**
 * A new game (mythos §S at the start of the game): terror 0, no doom, no gates, the whole cup and
 * gate pile, the Mythos deck of the sets in play; the doom track is the Ancient One's preset, else
 * `doomTrack`, else 12.
 */
export function newGameSetup(options: NewGameOptions): NewGameSetup {
  const preset = doomTrackPresets().find((p) => p.ancientOne === options.ancientOne);
  return {
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
