import type { MonsterDecision } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { MOVEMENT_LABEL_KEYS } from "./labels";
import { describeOption, describePath, explainDecision, type PieceNames } from "./move-words";

/** The GM's progress on one Mythos phase: picks among tied options, accepted moves, rolled dice. */
export interface MythosProgress {
  /** monster id → index of the option the first player chose */
  readonly picks: ReadonlyMap<string, number>;
  readonly accepted: ReadonlySet<string>;
  /** monster id → the die rolled for its effect */
  readonly rolls: ReadonlyMap<string, number>;
}

interface MonsterHeader {
  readonly monsterId: string;
  readonly name: string;
  readonly fromName: string;
  readonly movementLabel: string;
  readonly explanation: string;
}

/** A monster that moves, or may move to one of several places the first player picks (rules §3–4). */
export interface MoveView extends MonsterHeader {
  readonly choose: boolean;
  /** The path in words, once known (a single option, or the picked one). */
  readonly pathText: string | null;
  readonly options: readonly {
    readonly monsterId: string;
    readonly index: number;
    readonly label: string;
    readonly selected: boolean;
    /** True once the move is accepted: the pick can no longer change. */
    readonly locked: boolean;
  }[];
  readonly accepted: boolean;
  readonly canAccept: boolean;
}

/** A non-move effect such as the Chthonian's die (rules §5). */
export interface EffectView extends MonsterHeader {
  readonly roll: boolean;
  readonly succeedsOn: string;
  readonly lossText: string;
  readonly rolled: number | null;
  readonly rollText: string | null;
}

/** A monster staying where it is, with the reason. */
export type StayView = MonsterHeader;

/** A special mover the GM resolves by hand (rules §5), with the data's summary when there is one. */
export interface ByHandView extends MonsterHeader {
  readonly summary: string | null;
}

const K = "MONSTER_AUTOPILOT.Arkham.Mythos";

function header(decision: MonsterDecision, names: PieceNames, i18n: Localizer): MonsterHeader {
  return {
    monsterId: decision.monsterId,
    name: names.monster(decision.monsterId),
    fromName: names.area(decision.from),
    movementLabel: i18n.localize(MOVEMENT_LABEL_KEYS[decision.reason.movement]),
    explanation: explainDecision(decision, names, i18n),
  };
}

/** The option a decision will be accepted with: the only one, or the first player's pick. */
export function chosenOption(
  decision: MonsterDecision,
  picks: ReadonlyMap<string, number>,
): number | undefined {
  if (decision.options.length === 1) return 0;
  const pick = picks.get(decision.monsterId);
  return pick !== undefined && pick >= 0 && pick < decision.options.length ? pick : undefined;
}

/** A move or choice as the window lists it (each monster's move in words, per-monster choice and accept). */
export function viewMove(
  decision: MonsterDecision,
  progress: MythosProgress,
  names: PieceNames,
  i18n: Localizer,
): MoveView {
  const chosen = chosenOption(decision, progress.picks);
  const option = chosen === undefined ? undefined : decision.options[chosen];
  const accepted = progress.accepted.has(decision.monsterId);
  return {
    ...header(decision, names, i18n),
    choose: decision.options.length > 1,
    pathText: option === undefined ? null : describePath(decision.from, option.path, names),
    options: decision.options.map((candidate, index) => ({
      monsterId: decision.monsterId,
      locked: accepted,
      index,
      label: describeOption(decision, candidate, names, i18n),
      selected: index === chosen,
    })),
    accepted,
    canAccept: !accepted && option !== undefined,
  };
}

/** An effect decision as the window lists it, with the die once rolled. */
export function viewEffect(
  decision: MonsterDecision & { readonly kind: "effect" },
  progress: MythosProgress,
  names: PieceNames,
  i18n: Localizer,
): EffectView {
  const { effect } = decision;
  const loss = effect.kind === "roll" ? effect.onSuccess : effect.loss;
  const lossText = i18n.format(`${K}.Loss`, {
    investigators: loss.investigatorIds.map((id) => names.investigator(id)).join(", ") || "—",
    stamina: loss.stamina,
    sanity: loss.sanity,
  });
  const rolled = progress.rolls.get(decision.monsterId) ?? null;
  const succeeds = effect.kind === "roll" && rolled !== null && effect.succeedsOn.includes(rolled);
  return {
    ...header(decision, names, i18n),
    roll: effect.kind === "roll",
    succeedsOn: effect.kind === "roll" ? effect.succeedsOn.join(", ") : "",
    lossText,
    rolled,
    rollText:
      rolled === null ? null : i18n.format(succeeds ? `${K}.RollHit` : `${K}.RollMiss`, { total: rolled }),
  };
}

/** A by-hand decision as the window lists it. */
export function viewByHand(
  decision: MonsterDecision & { readonly kind: "by-hand" },
  names: PieceNames,
  i18n: Localizer,
): ByHandView {
  return { ...header(decision, names, i18n), summary: decision.summary ?? null };
}

/** A staying monster as the window lists it. */
export function viewStay(decision: MonsterDecision, names: PieceNames, i18n: Localizer): StayView {
  return header(decision, names, i18n);
}
