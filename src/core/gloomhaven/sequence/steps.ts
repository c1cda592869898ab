import type { Hex } from "../../hex";
import type { Problem } from "../result";

/** One figure moved by forced movement (FM-1…FM-4, CF-3 `moved`): `to` equals `from` when it did not move. */
export interface ForcedMove {
  readonly figureId: string;
  readonly from: Hex;
  readonly to: Hex;
}

/** One controlled figure's attack (SQ-14, CF-3 `controlled`): empty targets when no ally was adjacent. */
export interface ControlledAttack {
  readonly figureId: string;
  /** Where the controlled figure stands when it attacks. */
  readonly by: Hex;
  readonly targets: readonly string[];
  /** The targets' hexes. */
  readonly attacks: readonly Hex[];
}

/** A move's step (OUT-S1): its end hex and one representative path, start and end included (MX-6). */
export interface MoveStep {
  readonly kind: "move";
  readonly destination: Hex;
  readonly path: readonly Hex[];
}

/**
 * An attack's or a path attack's step (OUT-S1): the figures attacked and their hexes when attacked
 * (empty = not made), those with disadvantage (AT-2), how many attacks each target takes (SQ-8),
 * the area placements producing them, and a rider's forced movement (FM-4).
 */
export interface AttackStep {
  readonly kind: "attack" | "path-attack";
  readonly targets: readonly string[];
  readonly attacks: readonly Hex[];
  readonly disadvantaged: readonly string[];
  /** SQ-8: attacks against each target (1 unless `sameTarget`). */
  readonly attacksEach: number;
  readonly areaPlacements: readonly (readonly Hex[])[];
  /** For a path attack: the path whose hexes produced these targets (SQ-10, OUT-S1). */
  readonly path?: readonly Hex[];
  readonly moved?: readonly ForcedMove[];
}

/** A push's or pull's step (OUT-S1): every figure within range, in the order they were moved. */
export interface ForcedMoveStep {
  readonly kind: "push" | "pull";
  readonly moved: readonly ForcedMove[];
}

/** A control's step (SQ-14, OUT-S1): each controlled figure's attack. */
export interface ControlStep {
  readonly kind: "control";
  readonly controlled: readonly ControlledAttack[];
}

/** A narrated ability's place in the sequence (SQ-1): nothing to choose. */
export interface NarratedStep {
  readonly kind: "narrated";
  readonly what: string;
}

/** What one ability did in one option (OUT-S1), one per ability in the same order. */
export type SequenceStep = MoveStep | AttackStep | ForcedMoveStep | ControlStep | NarratedStep;

/** One whole-sequence option (OUT-S1…S3): the co-foci it is optimal for and every step. */
export interface SequenceOption {
  /** Ids of the co-foci (FO-4) this option serves; empty when the monster has no focus. */
  readonly focus: readonly string[];
  readonly steps: readonly SequenceStep[];
}

/** A ruling that shaped the answer (OUT-S4), shown so that the GM can overrule it. */
export type SequenceRuling =
  /** SQ-2: a later attack goes to the first attack's focus even with another shape. */
  | "SQ-2"
  /** SQ-6: a move after the last attack moves as for a melee attack on the focus. */
  | "SQ-6"
  /** SQ-9: "farthest within range" counts only the enemies attackable from the current hex. */
  | "SQ-9"
  /** SQ-10: hexes a jump passes over are entered; no range or sight test for path targets. */
  | "SQ-10"
  /** FM-2: players may choose a blocked direction, ending a push or pull early. */
  | "FM-2"
  /** FM-3: a push or pull moves its target the most hexes possible. */
  | "FM-3"
  /** LH-6: range and proximity never count through a link. */
  | "LH-6"
  /** LH-7: a teleport ignores links. */
  | "LH-7"
  /** LH-8: no slide or forced movement through a link. */
  | "LH-8";

/** What every sequence answer assumes (OUT-S4, SQ-17). */
export interface SequenceAssumptions {
  /** Always true: no attacked figure dies and nothing else changes mid-turn (SQ-17). */
  readonly noTargetDies: true;
  readonly rulings: readonly SequenceRuling[];
}

/** The result of a sequence turn (OUT-S1…S4): a tagged value, never an exception for bad input. */
export type SequenceResult =
  | {
      readonly kind: "act";
      readonly options: readonly SequenceOption[];
      readonly assumptions: SequenceAssumptions;
    }
  | { readonly kind: "stunned" }
  | { readonly kind: "invalid"; readonly problems: readonly Problem[] };

/** A step as a version-2 case file stores it (CF-3). */
export type SequenceAnswerStep =
  | { readonly destination: Hex }
  | { readonly attacks: readonly Hex[] }
  | { readonly moved: readonly { readonly from: Hex; readonly to: Hex }[] }
  | { readonly controlled: readonly { readonly by: Hex; readonly attacks: readonly Hex[] }[] };

/** One option as a version-2 case file stores it (CF-3): the focus's start hex (informative) and the steps. */
export interface SequenceAnswer {
  readonly focus: Hex | null;
  readonly steps: readonly SequenceAnswerStep[];
}
