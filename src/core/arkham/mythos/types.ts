import type { AreaId, ArrowColour, Board, DimensionSymbol, MovementType } from "../model";
import type { ArkhamProblem } from "../problems";
import type { ModifierId } from "./modifier-ids";

/** A monster on the board (spec §6 `monsters`); `dimension` may use an alias (moon, cross, leftLean). */
export interface MonsterInput {
  readonly id: string;
  readonly at: AreaId;
  readonly dimension: string;
  readonly movement: MovementType;
  /** Special-mover kind (green border), e.g. "hound-of-tindalos", "chthonian"; else read from `name`. */
  readonly special?: string;
  /** Monster type name ("Hound of Tindalos"): names special movers and Plague of Frogs targets. */
  readonly name?: string;
}

/** An investigator in Arkham (leave out those in Other Worlds or Lost in Time and Space). */
export interface InvestigatorInput {
  readonly id: string;
  readonly at: AreaId;
  /** Current Sneak (after modifiers), a whole number. */
  readonly sneak: number;
}

/**
 * The Mythos card (spec §2): a preset card by name, or raw box symbols (then `card` is only a label).
 */
export type MythosCardInput =
  | { readonly card: string }
  | { readonly white: readonly string[]; readonly black: readonly string[]; readonly card?: string };

/** Everything one Mythos-phase movement step needs (spec §2–5). */
export interface MythosInput {
  readonly board: Board;
  readonly monsters: readonly MonsterInput[];
  readonly investigators: readonly InvestigatorInput[];
  readonly mythos: MythosCardInput;
  /** Environment modifiers in play: ids ("an-evil-fog") or card names ("An Evil Fog"). */
  readonly modifiers?: readonly string[];
}

/** The card after resolution: its name when known and its normalised box symbols. */
export interface ResolvedCard {
  readonly name?: string;
  readonly white: readonly DimensionSymbol[];
  readonly black: readonly DimensionSymbol[];
}

/** An area holding investigators that a monster could go to (spec §4: lowest Sneak decides). */
export interface TargetArea {
  readonly area: AreaId;
  /** Investigators there, sorted by id. */
  readonly investigatorIds: readonly string[];
  /** Lowest current Sneak among them. */
  readonly sneak: number;
  /** Steps through adjacent areas from the monster (Hound of Tindalos, Balmy stalkers). */
  readonly distance?: number;
}

/** One way the monster may end up: the areas it enters, in order ([] = it stays). */
export interface MoveOption {
  readonly path: readonly AreaId[];
  /** The arrow colour followed, for arrow moves. */
  readonly colour?: ArrowColour;
  /** The target area and its investigators, for moves toward investigators. */
  readonly target?: TargetArea;
}

/**
 * Machine-readable rule that produced a decision (spec section in brackets). The dialog puts it
 * into words; `MONSTER_AUTOPILOT.Arkham.Rule.<rule>` style keys are the view layer's business.
 */
export type MovementRule =
  | "selection.not-selected" // §2.2 symbol in neither box
  | "selection.outskirts" // §2.3
  | "selection.shares-area" // §2.3
  | "stationary.never-moves" // §3 yellow
  | "none.no-movement" // no movement border
  | "normal.arrow" // §3 black: one step along the box's colour
  | "normal.no-arrow" // §3 black: no arrow of that colour (warning: board incomplete)
  | "fast.two-steps" // §3 red
  | "fast.stopped-at-investigator" // §3 red: first step entered an investigator's area
  | "fast.no-second-arrow" // §3 red: no arrow for the second step (warning)
  | "flying.adjacent-street" // §3 blue 1
  | "flying.to-sky" // §3 blue 2
  | "flying.swoop" // §3 blue 3
  | "flying.stays-in-sky" // §3 blue 3: no investigator in a street
  | "flying.grounded" // modifier: flyers do not move / cannot enter or leave the Sky
  | "aquatic.to-aquatic" // §3 orange
  | "stalker.to-investigator" // §3 purple
  | "hound.nearest-location" // §5 Hound of Tindalos
  | "hound.no-eligible-investigator" // §5 Hound: stays
  | "chthonian.roll" // §5 Chthonian: an effect, not a move
  | "lloigor.drain" // monsters.json Lloigor: an effect, not a move
  | "special.by-hand"; // §5 unknown special mover;

/** Something the GM should know about a decision. */
export type DecisionWarning =
  /** No arrow of the needed colour leads out of an area: the board data is incomplete. */
  | "board-incomplete"
  /** Both boxes list the monster's symbol: each colour gives an option (ruling, see README). */
  | "both-boxes";

/** Why a monster does what it does (every field machine-readable). */
export interface DecisionReason {
  readonly rule: MovementRule;
  /** Movement type printed on the monster. */
  readonly printedMovement: MovementType;
  /** Movement type it moved by after modifiers (aquatic/stalker fall-backs keep their own type). */
  readonly movement: MovementType;
  /** Colours of the boxes listing its symbol ([] = not selected). */
  readonly boxes: readonly ArrowColour[];
  /** Modifiers in play that changed this decision. */
  readonly modifiers: readonly ModifierId[];
  /** Target areas considered, best first: lowest Sneak, then nearest, then id (the Hound: nearest first). */
  readonly candidates: readonly TargetArea[];
  /** True when several options tie and the first player chooses (spec §4). */
  readonly tied: boolean;
  readonly warnings: readonly DecisionWarning[];
}

/** Investigators losing Stamina/Sanity. */
export interface LossEffect {
  readonly investigatorIds: readonly string[];
  readonly stamina: number;
  readonly sanity: number;
}

/** A non-move effect the GM resolves (the die is rolled on the Foundry side, never in the core). */
export type MonsterEffect =
  /** Chthonian (spec §5): roll one die; on `succeedsOn` the loss applies. */
  | { readonly kind: "roll"; readonly succeedsOn: readonly number[]; readonly onSuccess: LossEffect }
  /** Lloigor (monsters.json): the loss applies directly. */
  | { readonly kind: "loss"; readonly loss: LossEffect };

interface DecisionBase {
  readonly monsterId: string;
  readonly name?: string;
  readonly from: AreaId;
  /** Every acceptable outcome: one empty path when it stays, several when the first player chooses. */
  readonly options: readonly MoveOption[];
  readonly reason: DecisionReason;
}

/** One monster's decision for this Mythos phase. */
export type MonsterDecision =
  | (DecisionBase & { readonly kind: "stay" })
  | (DecisionBase & { readonly kind: "move" })
  | (DecisionBase & { readonly kind: "choose" })
  | (DecisionBase & { readonly kind: "effect"; readonly effect: MonsterEffect })
  | (DecisionBase & { readonly kind: "by-hand"; readonly summary?: string });

/** A phase-wide note (e.g. a modifier in play that the engine cannot model). */
export interface MythosWarning {
  readonly code: "modifier-not-modelled" | "modifier-conflict";
  readonly modifier: ModifierId;
  /** The modifier whose ruling explains the warning (its words: `MONSTER_AUTOPILOT.ArkhamRulings.<id>`). */
  readonly ruling: ModifierId;
}

/** The result of one Mythos movement step: a tagged value, never an exception for bad input. */
export type MythosResult =
  | {
      readonly kind: "resolved";
      readonly card: ResolvedCard;
      readonly modifiers: readonly ModifierId[];
      /** One decision per monster, in input order; each independent of the others' order. */
      readonly decisions: readonly MonsterDecision[];
      readonly warnings: readonly MythosWarning[];
    }
  | { readonly kind: "invalid"; readonly problems: readonly ArkhamProblem[] };
