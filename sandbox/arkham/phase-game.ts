// The sandbox's Arkham game between Mythos phases (mythos §S): what the board's pieces do not
// show — terror, doom, gates, seals, clues, the Outskirts, the cup and gate pile, the Mythos deck.
// Monsters in Arkham and investigators are the tab's pieces (arkham-state.ts).
import {
  baseBoard,
  cupMarkers,
  findMonsterTypeById,
  newGameSetup,
  type AreaId,
  type ArkhamGameState,
  type CupMonster,
  type GateMarker,
  type MythosDraws,
  type PhaseInvestigator,
  type ResolvedOutcome,
} from "../../src/core/arkham";
import { shuffled, type RandomSource } from "../../src/view/arkham";
import type { ArkhamSandboxState } from "./arkham-state";

/** The game between phases: the core's game state without the pieces (the tab's board holds them), plus the Ancient One, the sets in play, Outskirts, cup, gate pile and Mythos deck (MY-5, MY-6, MY-12). */
export interface PhaseGame extends Omit<ArkhamGameState, "investigators" | "monsters"> {
  readonly ancientOne: string | null;
  /** The game boxes in play ("base", expansion slugs): they built the cup and the deck at set-up. */
  readonly sets: readonly string[];
  /** Investigators drawn through a gate (MY-3.5), off the schematic until the GM brings them back. */
  readonly otherWorlds: readonly PhaseInvestigator[];
  /** Monsters in the Outskirts (MY-6), off the schematic. */
  readonly outskirts: readonly CupMonster[];
  /** Every marker in the cup (MY-5), in no particular order: shuffled when a phase draws. */
  readonly cup: readonly CupMonster[];
  readonly gatePile: readonly GateMarker[];
  /** The Mythos cards of the sets in play not yet drawn, and those drawn (MY-12). */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
}

/** The Outskirts' area id of the shipped board. */
const OUTSKIRTS: AreaId = baseBoard().areas.find((a) => a.kind === "outskirts")?.id ?? "outskirts";

/**
 * A new game's set-up (mythos §S), as Foundry's: terror 0, no doom or gates, the cup and the Mythos
 * deck of the sets in play (base game when none), the whole gate pile; cup ids `cup:<type>:<n>`.
 */
export function newPhaseGame(
  players: number,
  ancientOne: string | null,
  sets: readonly string[] = ["base"],
): PhaseGame {
  const inPlay = sets.length > 0 ? [...sets] : ["base"];
  const { cup, mythosDeck, mythosDiscard, ...setup } = newGameSetup({ players, ancientOne, sets: inPlay });
  return {
    ...setup,
    sets: inPlay,
    otherWorlds: [],
    cup: cupMarkers(cup),
    deck: mythosDeck,
    discard: mythosDiscard,
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
    investigators: [
      ...pieces.investigators.map((i) => ({ id: i.id, at: i.at, delayed: false, sneak: i.sneak })),
      ...game.otherWorlds,
    ],
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
  const monsters = after.monsters.filter((m) => m.at !== OUTSKIRTS);
  const inArkham = new Map(
    after.investigators.filter((i) => i.otherWorld === undefined).map((i) => [i.id, i.at]),
  );
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
      otherWorlds: after.investigators.filter((i) => i.otherWorld !== undefined),
    },
    pieces: {
      ...pieces,
      monsters: monsters.map((m) => ({ id: m.id, at: m.at, type: m.typeId ?? m.name })),
      // An investigator drawn through a gate (MY-3.5) leaves the schematic for the game's Other Worlds.
      investigators: pieces.investigators.flatMap((i) => {
        const at = inArkham.get(i.id);
        return at === undefined ? [] : [{ ...i, at }];
      }),
    },
  };
}

/** Investigators back from their Other Worlds onto the schematic, in the location they left by (the GM's call, as at the table). */
export function returnFromOtherWorlds(
  game: PhaseGame,
  pieces: ArkhamSandboxState,
  ids: readonly string[],
): { game: PhaseGame; pieces: ArkhamSandboxState } {
  const back = game.otherWorlds.filter((i) => ids.includes(i.id));
  return {
    game: { ...game, otherWorlds: game.otherWorlds.filter((i) => !ids.includes(i.id)) },
    pieces: {
      ...pieces,
      investigators: [
        ...pieces.investigators,
        ...back.map((i) => ({ id: i.id, at: i.at, sneak: i.sneak ?? 0 })),
      ],
    },
  };
}
