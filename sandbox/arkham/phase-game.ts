// The sandbox's Arkham game between Mythos phases (mythos §S): what the board's pieces do not
// show — terror, doom, gates, seals, clues, the Outskirts, the cup and gate pile, the Mythos deck.
// Monsters in Arkham and investigators are the tab's pieces (arkham-state.ts).
import {
  baseBoard,
  baseGateMarkers,
  doomTrackPresets,
  findMonsterTypeById,
  monsterTypes,
  mythosCards,
  type AreaId,
  type ArkhamGameState,
  type CupMonster,
  type GateMarker,
  type MythosDraws,
  type ResolvedOutcome,
} from "../../src/core/arkham";
import { shuffled, type RandomSource } from "../../src/view/arkham";
import type { ArkhamSandboxState } from "./arkham-state";

/** The game between phases: the core's game state without the pieces (the tab's board holds them), plus the Ancient One, Outskirts, cup, gate pile and Mythos deck (MY-5, MY-6, MY-12). */
export interface PhaseGame extends Omit<ArkhamGameState, "investigators" | "monsters"> {
  readonly ancientOne: string | null;
  /** Monsters in the Outskirts (MY-6), off the schematic. */
  readonly outskirts: readonly CupMonster[];
  /** Every marker in the cup (MY-5), in no particular order: shuffled when a phase draws. */
  readonly cup: readonly CupMonster[];
  readonly gatePile: readonly GateMarker[];
  /** The base game's Mythos cards not yet drawn, and those drawn (MY-12). */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
}

/** The Outskirts' area id of the shipped board. */
const OUTSKIRTS: AreaId = baseBoard().areas.find((a) => a.kind === "outskirts")?.id ?? "outskirts";

/** The base game's cup (MY-5): every type's markers, without Mask and Spawn monsters; ids `cup:<type>:<n>`. */
function baseCup(): CupMonster[] {
  return monsterTypes()
    .filter((t) => t.set === "base" && !t.mask && !t.spawn)
    .flatMap((t) =>
      Array.from({ length: t.count }, (_, i) => ({
        id: `cup:${t.id}:${i + 1}`,
        name: t.name,
        dimension: t.dimension,
        typeId: t.id,
      })),
    );
}

/** A new game's set-up (mythos §S): terror 0, no doom or gates, the whole cup, gate pile and deck. */
export function newPhaseGame(players: number, ancientOne: string | null): PhaseGame {
  const preset = doomTrackPresets().find((p) => p.ancientOne === ancientOne);
  return {
    players,
    ancientOne: preset?.ancientOne ?? null,
    terror: 0,
    doom: 0,
    doomTrack: preset?.doomTrack ?? 12,
    gates: {},
    elderSigns: [],
    clues: {},
    closed: [],
    outskirts: [],
    cup: baseCup(),
    gatePile: [...baseGateMarkers()],
    environment: null,
    rumor: null,
    deck: mythosCards()
      .filter((c) => c.set === "base")
      .map((c) => c.name),
    discard: [],
  };
}

/** The core's game state (mythos §S) from the game and the tab's pieces. */
export function coreGameState(game: PhaseGame, pieces: ArkhamSandboxState): ArkhamGameState {
  const inArkham = pieces.monsters.map((m) => {
    const type = findMonsterTypeById(m.type);
    return {
      id: m.id,
      at: m.at,
      name: type?.name ?? m.type,
      dimension: type?.dimension ?? "star",
      typeId: m.type,
    };
  });
  return {
    players: game.players,
    terror: game.terror,
    doom: game.doom,
    doomTrack: game.doomTrack,
    gates: game.gates,
    elderSigns: game.elderSigns,
    clues: game.clues,
    closed: game.closed,
    investigators: pieces.investigators.map((i) => ({ id: i.id, at: i.at, delayed: false, sneak: i.sneak })),
    monsters: [...inArkham, ...game.outskirts.map((m) => ({ ...m, at: OUTSKIRTS }))],
    environment: game.environment,
    rumor: game.rumor,
  };
}

/** The ordered draws (MY-5.1, MY-3.2): the GM's hand-picked markers first, in order, then the rest shuffled. */
export function phaseDraws(
  game: PhaseGame,
  random: RandomSource,
  firstIds: readonly string[] = [],
): MythosDraws {
  const first = firstIds.flatMap((id) => game.cup.filter((m) => m.id === id));
  const rest = game.cup.filter((m) => !firstIds.includes(m.id));
  return { monsters: [...first, ...shuffled(rest, random)], gateMarkers: shuffled(game.gatePile, random) };
}

/** The next Mythos card: a random one of the deck (the discard pile reshuffled when it is empty), or undefined. */
export function drawCard(game: PhaseGame, random: RandomSource): string | undefined {
  const deck = game.deck.length > 0 ? game.deck : game.discard;
  return deck[Math.min(deck.length - 1, Math.floor(random() * deck.length))];
}

/** The card moved out of the deck to the discard pile (the pile becomes the deck again once the deck is empty). */
export function discardCard(game: PhaseGame, card: string): PhaseGame {
  const deck = game.deck.length > 0 ? game.deck : game.discard;
  const discard = game.deck.length > 0 ? game.discard : [];
  const index = deck.indexOf(card);
  return { ...game, deck: deck.filter((_, i) => i !== index), discard: [...discard, card] };
}

/** An accepted outcome (MY-14) on the game and the pieces: monsters in Arkham become pieces, the rest is the game's. */
export function applyOutcome(
  game: PhaseGame,
  pieces: ArkhamSandboxState,
  outcome: ResolvedOutcome,
): { game: PhaseGame; pieces: ArkhamSandboxState } {
  const after = outcome.state;
  const inArkham = after.monsters.filter((m) => m.at !== OUTSKIRTS);
  const inArkhamIds = new Set(after.investigators.filter((i) => i.otherWorld === undefined).map((i) => i.id));
  return {
    game: {
      ...game,
      terror: after.terror,
      doom: after.doom,
      gates: after.gates,
      elderSigns: after.elderSigns,
      clues: after.clues,
      closed: after.closed,
      outskirts: after.monsters.filter((m) => m.at === OUTSKIRTS).map(({ at: _at, ...marker }) => marker),
      cup: outcome.draws.monsters,
      gatePile: outcome.draws.gateMarkers,
      environment: after.environment,
      rumor: after.rumor,
    },
    pieces: {
      ...pieces,
      monsters: inArkham.map((m) => ({ id: m.id, at: m.at, type: m.typeId ?? m.name })),
      // An investigator drawn through a gate (MY-3.5) leaves the schematic for the Other World.
      investigators: pieces.investigators
        .filter((i) => inArkhamIds.has(i.id))
        .map((i) => ({ ...i, at: after.investigators.find((a) => a.id === i.id)?.at ?? i.at })),
    },
  };
}
