import type { MonsterDecision, MythosResult } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { chosenOption, viewEffect, viewMove, type EffectView } from "./decision-views";
import { describePath, explainDecision, type PieceNames } from "./move-words";
import { describeProblem } from "./setup-warnings";

const K = "MONSTER_AUTOPILOT.ArkhamPhase";

/** What a line of step 3 says: a move, a tie still open, an effect, a by-hand mover, the monsters that stay. */
export type MoveLineKind =
  "monster-moves" | "monster-chooses" | "monster-effect" | "monster-by-hand" | "monsters-stay";

/** One line of step 3 in words, with the movement rule behind it (MY-11.1, the movement core's reason). */
export interface MoveLineView {
  readonly kind: MoveLineKind;
  readonly rule: string;
  readonly text: string;
  readonly why: string;
}

/** A monster whose move the first player chooses among tied options (arkham.md §4), for the phase part. */
export interface PhaseMoveChoice {
  readonly monsterId: string;
  readonly name: string;
  readonly options: readonly {
    readonly monsterId: string;
    /** The radio group of this outcome's choice for this monster. */
    readonly group: string;
    readonly index: number;
    readonly label: string;
    readonly selected: boolean;
  }[];
}

/** Step 3 of one outcome (MY-11): its lines in order, the ties to choose, what keeps it from being computed. */
export interface PhaseMovesView {
  readonly lines: readonly MoveLineView[];
  readonly choices: readonly PhaseMoveChoice[];
  /** Problems of the movement core and setup warnings of the scene, in words. */
  readonly notes: readonly string[];
  /** Monsters whose tie is not chosen yet: Accept waits for them. */
  readonly waiting: readonly string[];
  /** Monsters that do not move but have an effect (rules §5), the Chthonian's die to roll among them. */
  readonly effects: readonly EffectView[];
}

const NOTHING_ACCEPTED = new Set<string>();

function line(kind: MoveLineKind, text: string, why: string): MoveLineView {
  return { kind, rule: "MY-11.1", text, why };
}

function decisionLine(
  d: MonsterDecision,
  picks: ReadonlyMap<string, number>,
  names: PieceNames,
  i18n: Localizer,
): MoveLineView | undefined {
  const name = names.monster(d.monsterId);
  const why = explainDecision(d, names, i18n);
  if (d.kind === "move" || d.kind === "choose") {
    const chosen = chosenOption(d, picks);
    const option = chosen === undefined ? undefined : d.options[chosen];
    if (option === undefined)
      return line(
        "monster-chooses",
        i18n.format(`${K}.Moves.Chooses`, { name, count: d.options.length }),
        why,
      );
    return line(
      "monster-moves",
      i18n.format(`${K}.Moves.Moves`, { name, path: describePath(d.from, option.path, names) }),
      why,
    );
  }
  if (d.kind === "effect")
    return line(
      "monster-effect",
      i18n.format(d.effect.kind === "roll" ? `${K}.Moves.EffectRoll` : `${K}.Moves.Effect`, { name }),
      why,
    );
  if (d.kind === "by-hand")
    return line("monster-by-hand", i18n.format(`${K}.Moves.ByHand`, { name, summary: d.summary ?? "" }), why);
  return undefined;
}

/**
 * Step 3 of an outcome in words (MY-11.1): each monster that moves with its path and why (the
 * movement core's reason, as the movement window words it), the ties the first player chooses
 * (`picks` holds their choices so far), effects with the dice rolled so far (`rolls`, monster id →
 * die) and by-hand movers, and how many stay.
 */
export function viewPhaseMoves(
  movement: MythosResult,
  outcome: number,
  picks: ReadonlyMap<string, number>,
  names: PieceNames,
  i18n: Localizer,
  warnings: readonly string[] = [],
  rolls: ReadonlyMap<string, number> = new Map(),
): PhaseMovesView {
  if (movement.kind === "invalid")
    return {
      lines: [],
      choices: [],
      notes: [...warnings, ...movement.problems.map((p) => describeProblem(p, i18n))],
      waiting: [],
      effects: [],
    };
  const { decisions } = movement;
  const lines = decisions.flatMap((d) => decisionLine(d, picks, names, i18n) ?? []);
  const stays = decisions.filter((d) => d.kind === "stay").length;
  if (stays > 0)
    lines.push(
      line(
        "monsters-stay",
        i18n.format(`${K}.Moves.Stay`, { count: stays }),
        i18n.localize(`${K}.Why.MY-11_1`),
      ),
    );
  const progress = { accepted: NOTHING_ACCEPTED, rolls, picks };
  const choices = decisions
    .filter((d) => (d.kind === "move" || d.kind === "choose") && d.options.length > 1)
    .map((d) => {
      const view = viewMove(d, progress, names, i18n);
      const group = `ma-phase-${outcome}-${d.monsterId}`;
      return {
        monsterId: d.monsterId,
        name: view.name,
        options: view.options.map(({ monsterId, index, label, selected }) => ({
          monsterId,
          group,
          index,
          label,
          selected,
        })),
      };
    });
  const waiting = decisions
    .filter((d) => (d.kind === "move" || d.kind === "choose") && chosenOption(d, picks) === undefined)
    .map((d) => names.monster(d.monsterId));
  const effects = decisions.flatMap((d) =>
    d.kind === "effect" ? [viewEffect(d, progress, names, i18n)] : [],
  );
  return { lines, choices, notes: [...warnings], waiting, effects };
}
