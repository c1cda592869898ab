import type { Hex } from "../../hex";
import type { AreaPattern, Conditions, MoveMode, Scenario } from "../model";

/** A move ability (SQ-1, SQ-5, SQ-6): movement points after the card's modifier, and how it moves (IN-1). */
export interface MoveAbility {
  readonly kind: "move";
  readonly move: number;
  readonly mode: MoveMode;
}

/**
 * Forced movement as a rider on an attack (S7r, FM-4): applied to each target after the damage;
 * it never influences the move or the choice of targets (IN-2.5).
 */
export interface ForcedRider {
  readonly kind: "push" | "pull";
  readonly value: number;
}

/** An attack ability (SQ-2…SQ-5, SQ-8, SQ-16); `range`, `targets` and `area` mean what they mean in {@link Attack}. */
export interface AttackAbility {
  readonly kind: "attack";
  /** 0 = melee; otherwise the range of a ranged attack, or the reach of a `melee` one (SQ-16). */
  readonly range: number;
  /** Total targets (the focus plus n-1 more), or all; with `sameTarget`, the number of attacks (SQ-8). */
  readonly targets: number | "all";
  readonly area?: AreaPattern;
  /** SQ-8 (S4): `targets` attacks against one enemy; a single-target attack for focus and movement. */
  readonly sameTarget?: boolean;
  /** SQ-16: a melee attack that reaches `range` hexes (range counted as RG-1, no ranged disadvantage). */
  readonly melee?: boolean;
  /** S7r: a push or pull applied to each target after the attack (FM-4). */
  readonly forced?: ForcedRider;
}

/** SQ-10 (S6): attack every enemy in, or adjacent to, a hex entered by the move just before it. */
export interface PathAttackAbility {
  readonly kind: "path-attack";
}

/** Forced movement as its own ability (S7, FM-1…FM-4): every enemy within `range` is pushed or pulled `value` hexes. */
export interface ForcedMoveAbility {
  readonly kind: "push" | "pull";
  readonly value: number;
  /** 1 = all adjacent enemies. */
  readonly range: number;
}

/** SQ-14 (S8): each target of the attack before it attacks one ally of its own within `attackRange` (0 = melee). */
export interface ControlAbility {
  readonly kind: "control";
  readonly attackRange: number;
}

/**
 * An ability the engine does not plan (SQ-1: heal, shield, elements, conditions without a choice;
 * SQ-13, SQ-15 grant, SQ-18 placement): kept in its place for the narration. `what` is a message
 * key or a short code for the view to put into words.
 */
export interface NarratedAbility {
  readonly kind: "narrated";
  readonly what: string;
}

/** One ability of a monster ability card, in printed order (SQ-1, CF-2). */
export type SequenceAbility =
  MoveAbility | AttackAbility | PathAttackAbility | ForcedMoveAbility | ControlAbility | NarratedAbility;

/** Traits of the acting monster for the whole turn (CF-2 `mover`, IN-2 conditions, SQ-12). */
export interface SequenceMover {
  readonly flying: boolean;
  readonly conditions?: Conditions;
}

/**
 * The card's focus instruction (SQ-9, CF-2 `focus`): the usual closest focus (FO-3) or the
 * farthest enemy, optionally only among those within `within` hexes.
 */
export interface FocusInstruction {
  readonly rule: "closest" | "farthest";
  readonly within: number | null;
}

/** A Frosthaven linked hex pair (LH-1…LH-8): adjacent for movement only; unordered. */
export type HexLink = readonly [Hex, Hex];

/** Readings the rulings leave open (OUT-S4): each off by default. */
export interface SequenceRulingOptions {
  /** SQ-2 rejected reading: each attack finds its own focus with its own shape. */
  readonly refocusPerAttackShape?: boolean;
}

/**
 * One monster turn as a sequence (SQ-1, CF-2): the board and figures, the linked hexes, the
 * mover's traits, the card's focus instruction and its abilities top to bottom.
 */
export interface SequenceTurn {
  readonly scenario: Scenario;
  readonly links: readonly HexLink[];
  readonly mover: SequenceMover;
  readonly focus: FocusInstruction;
  readonly abilities: readonly SequenceAbility[];
  /**
   * SQ-17 continuation: the id of the focus kept from the steps already performed; the focus is
   * then given (IMP-S1), not found. Absent: found by SQ-2 / SQ-9 on this board.
   */
  readonly givenFocus?: string;
  readonly rulings?: SequenceRulingOptions;
}
