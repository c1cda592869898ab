import type { Hex } from "../hex";

/**
 * A user-facing problem with the input: a message key (under MONSTER_AUTOPILOT.Problems in
 * lang/en.json) and its parameters, plus where it is when it has a place.
 */
export interface Problem {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly at?: Hex;
}

/** One equally valid answer for the monster's turn (OUT-1, OUT-2). */
export interface TurnOption {
  /** Where the monster ends its move (may be its start hex). */
  readonly endHex: Hex;
  /** One concrete best path from the start hex to endHex, both included (MX-6). */
  readonly path: readonly Hex[];
  /** Ids of the figures attacked; empty when it does not attack this turn. */
  readonly targets: readonly string[];
  /** Targets attacked with disadvantage (AT-2). */
  readonly disadvantaged: readonly string[];
  /** Co-foci for which this option is optimal. */
  readonly focus: readonly string[];
  /** Attack hexes the monster heads for (== [endHex] when it attacks this turn). */
  readonly destinations: readonly Hex[];
  /** For area attacks: every placement (its hexes on the board) producing exactly these targets. */
  readonly areaPlacements: readonly (readonly Hex[])[];
  /** N(endHex): negative hexes entered on the way. */
  readonly negativeHexes: number;
  /** C(endHex): movement points spent. */
  readonly movementSpent: number;
}

/** Why an enemy was (or was not) chosen as focus: its focus key (FO-3). */
export interface FocusCandidate {
  readonly figureId: string;
  /** Fewest negative hexes to reach an attack hex on it (null: no reachable attack hex). */
  readonly negativeHexes: number | null;
  /** Fewest movement points to reach such a hex with that many negative hexes. */
  readonly movement: number | null;
  /** Range from the mover's start hex (RG-3); null when the rule set does not use proximity. */
  readonly proximity: number | null;
  readonly turnOrder: readonly number[];
}

/** Which part of the focus key decided the focus (for "why" in the UI). */
export type FocusDecidedBy = "only-candidate" | "path" | "proximity" | "turn-order" | "tie";

/** Machine-readable explanation of a turn (OUT-4); the UI puts it into words. */
export interface Explanation {
  readonly ruleSet: string;
  /** Every enemy considered, best first. */
  readonly candidates: readonly FocusCandidate[];
  readonly focus: readonly string[];
  readonly focusDecidedBy: FocusDecidedBy;
  /** attack: attacks this turn; approach: moves toward a destination; stay-no-progress: cannot get closer. */
  readonly outcome: "attack" | "approach" | "stay-no-progress";
}

/** The result of one monster turn: a tagged value, never an exception for bad input. */
export type TurnResult =
  | { readonly kind: "act"; readonly options: readonly TurnOption[]; readonly explanation: Explanation }
  | { readonly kind: "no-focus"; readonly explanation: Explanation }
  | { readonly kind: "stunned" }
  | { readonly kind: "invalid"; readonly problems: readonly Problem[] };
