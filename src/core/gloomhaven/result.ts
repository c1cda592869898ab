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

/** One answer reduced to what a case file stores (OUT-2): the end hex and the attacked figures' hexes. */
export interface TurnAnswer {
  readonly destination: Hex;
  readonly attacks: readonly Hex[];
}

/**
 * The answers of one monster turn without paths or explanation ({@link TurnResult} reduced to
 * {@link TurnAnswer}s): a stunned monster, or one without focus, stays where it is.
 */
export type AnswersResult =
  | { readonly kind: "answers"; readonly answers: readonly TurnAnswer[] }
  | { readonly kind: "invalid"; readonly problems: readonly Problem[] };

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

/** Names of the parts of a plan key, in order (PL-2, PL-4, MX-2), for the UI to put into words. */
export type PlanKeyPart =
  | "negativeHexes"
  | "notThisTurn"
  | "focusDisadvantage"
  | "targets"
  | "disadvantagedTargets"
  | "movement"
  | "rankCounts"
  | "journeyNegativeHexes"
  | "remainingMovement"
  | "movementNow";

/** Why the monster chose its plans against one focus (OUT-4): the winning keys. */
export interface FocusPlanExplanation {
  readonly focus: string;
  /** Enemies weighed when choosing targets (PL-1: all, or only the focus). */
  readonly heeded: readonly string[];
  /** Winning stage-1 key (PL-2); counts are negated so that smaller is better. */
  readonly groupKey: readonly number[];
  readonly groupKeyParts: readonly PlanKeyPart[];
  /** Winning stage-2 key (PL-4): disadvantaged targets, movement. */
  readonly hexKey: readonly number[];
  /** True when the best plans are executed this turn (MX-1). */
  readonly attackThisTurn: boolean;
  /** The attack hexes it heads for (PL-5). */
  readonly destinations: readonly Hex[];
  /** For a partial move (MX-2): per destination, the winning approach key. */
  readonly approaches: readonly { readonly destination: Hex; readonly key: readonly number[] }[];
}

/** Machine-readable explanation of a turn (OUT-4); the UI puts it into words. */
export interface Explanation {
  readonly ruleSet: string;
  /** Every enemy considered, best first. */
  readonly candidates: readonly FocusCandidate[];
  readonly focus: readonly string[];
  readonly focusDecidedBy: FocusDecidedBy;
  /**
   * attack: attacks this turn; arrive: reaches its destination this turn but has no attack (or is
   * disarmed); approach: moves toward a destination; stay-no-progress: cannot get closer.
   */
  readonly outcome: "attack" | "arrive" | "approach" | "stay-no-progress";
  /** The winning plan keys per focus (PL-2, PL-4, MX-2). */
  readonly plans?: readonly FocusPlanExplanation[];
}

/** The result of one monster turn: a tagged value, never an exception for bad input. */
export type TurnResult =
  | { readonly kind: "act"; readonly options: readonly TurnOption[]; readonly explanation: Explanation }
  | {
      readonly kind: "no-focus";
      readonly explanation: Explanation;
      /** FO-5 [FH]: a summon without focus may instead approach its summoner, at the players' choice. */
      readonly summonerOptions?: readonly TurnOption[];
    }
  | { readonly kind: "stunned" }
  | { readonly kind: "invalid"; readonly problems: readonly Problem[] };
