import type { AreaId, Board, DimensionSymbol } from "../model";
import type { MythosResult } from "../mythos";
import type { ArkhamProblem } from "../problems";
import type { PhaseEvent } from "./events";
import type { OutcomeRecord } from "./record";
import type { AwakeningReason, GateMarker, MythosCardType, SealWith } from "./terms";

export type { AwakeningReason, GateMarker, MythosCardType, SealWith } from "./terms";

/** A monster marker in the cup (mythos §S, MY-5): a preset monster type by name (or by `typeId`). */
export interface CupMonster {
  readonly id: string;
  readonly name: string;
  readonly dimension: DimensionSymbol;
  /** The preset type (`base/cultist`) when names repeat across sets; else the name's base-game type. */
  readonly typeId?: string;
}

/** A monster marker in Arkham or in the Outskirts (mythos §S `monsters`): `at` is a street, a location, the Sky or the Outskirts. */
export interface PhaseMonster extends CupMonster {
  readonly at: AreaId;
}

/** An investigator (mythos §S `investigators`). */
export interface PhaseInvestigator {
  readonly id: string;
  /** The area the investigator is in; for one in an Other World, the location whose gate it went through. */
  readonly at: AreaId;
  readonly delayed: boolean;
  /** Set when the investigator is in this Other World's first area (drawn through a gate, MY-3.5): not in Arkham. */
  readonly otherWorld?: string;
  /** Current Sneak for the movement of step 3 (arkham.md §4); 0 when left out. */
  readonly sneak?: number;
}

/**
 * Everything the Mythos phase reads and writes except the board and the draws (mythos §S), as
 * plain JSON: what a scene stores. Area ids are the board's.
 */
export interface ArkhamGameState {
  /** 1–8: drives the player-count table (MY-3.6, MY-4.2, MY-6, MY-7, MY-10). */
  readonly players: number;
  /** 0–10 (MY-9). */
  readonly terror: number;
  /** Doom tokens on the Ancient One's track; below `doomTrack` (MY-10.1). */
  readonly doom: number;
  readonly doomTrack: number;
  /** Open gates: location → marker. */
  readonly gates: Readonly<Record<AreaId, GateMarker>>;
  /** Sealed locations (MY-2.2, MY-13.3). */
  readonly elderSigns: readonly AreaId[];
  /** Clue tokens per location (MY-3.3, MY-8). */
  readonly clues: Readonly<Record<AreaId, number>>;
  /** Locations closed by terror (MY-9.2). */
  readonly closed: readonly AreaId[];
  readonly investigators: readonly PhaseInvestigator[];
  readonly monsters: readonly PhaseMonster[];
  /** Names of the environment and rumor cards in play (MY-12). */
  readonly environment: string | null;
  readonly rumor: string | null;
}

/** The ordered draws (MY-5.1): the whole cup and the whole gate pile, next first. Shuffled outside the core. */
export interface MythosDraws {
  readonly monsters: readonly CupMonster[];
  readonly gateMarkers: readonly GateMarker[];
}

/**
 * The Mythos card drawn (mythos §S): a preset card by name, with any field given overriding or
 * standing in for the data (location names map to area ids through the board's names). Without a
 * name, `type`, `gate`, `clue`, `white` and `black` are required.
 */
export interface PhaseCardInput {
  readonly card?: string;
  readonly type?: MythosCardType;
  readonly gate?: AreaId | null;
  readonly clue?: AreaId | null;
  readonly white?: readonly string[];
  readonly black?: readonly string[];
}

/** The card as resolved: every field known. */
export interface PhaseCard {
  readonly card?: string;
  readonly type: MythosCardType;
  readonly gate: AreaId | null;
  readonly clue: AreaId | null;
  readonly white: readonly DimensionSymbol[];
  readonly black: readonly DimensionSymbol[];
}

/** A gate to close (MY-13). */
export interface CloseGateInput {
  readonly at: AreaId;
  readonly seal: SealWith;
}

/** What the engine needs besides the state. */
export interface PhaseOptions {
  readonly board: Board;
  /** Run step 3 (the movement core, MY-11) on each outcome; true unless set to false. */
  readonly moveMonsters?: boolean;
}

/** The first player's choice an outcome stands for (MY-4.3, MY-14): how many monsters each open gate gets. */
export interface SurgeSpread {
  readonly rule: "MY-4.3";
  /** Every open gate, dealing order (the surge gate first, then by area id), with its count. */
  readonly counts: readonly { readonly at: AreaId; readonly monsters: number }[];
}

/** The Ancient One awakened (MY-1.2): the rest of the phase is not resolved. */
export interface AwakenedOutcome {
  readonly kind: "awakened";
  readonly reason: AwakeningReason;
  /** The outcome record of mythos §C: exactly `{awakened}`. */
  readonly record: OutcomeRecord;
  /** What happened up to the awakening, in order, the awakening last. */
  readonly events: readonly PhaseEvent[];
}

/** One acceptable outcome (MY-14): its effects, the state and draws after it, and what happened in order. */
export interface ResolvedOutcome {
  readonly kind: "resolved";
  /** The effects as mythos §C's outcome record (keys at their default left out). */
  readonly record: OutcomeRecord;
  /** The state after steps 1, 2 and 4 (the moves of step 3 are in `movement`, for the GM to pick among its ties). */
  readonly state: ArkhamGameState;
  /** The cup (returned monsters at its back, MY-5.3) and the gate pile after this outcome. */
  readonly draws: MythosDraws;
  /** Monsters drawn from the cup in this step, in draw order. */
  readonly drawn: readonly CupMonster[];
  /** Monsters returned to the cup, in the order they were returned (MY-5.3, MY-7.2, MY-13.2). */
  readonly returned: readonly CupMonster[];
  readonly events: readonly PhaseEvent[];
  /** The first player's choice this outcome stands for, when a surge left one (MY-4.3). */
  readonly choice?: SurgeSpread;
  /** Step 3 on this outcome's board (MY-11), when the phase ran it. */
  readonly movement?: MythosResult;
}

export type PhaseOutcome = AwakenedOutcome | ResolvedOutcome;

/** The result of a Mythos phase, a gate closing or a terror rise: every outcome (a set, MY-14), or the problems of the input. */
export type PhaseResult =
  | { readonly kind: "outcomes"; readonly outcomes: readonly PhaseOutcome[] }
  | { readonly kind: "invalid"; readonly problems: readonly ArkhamProblem[] };
