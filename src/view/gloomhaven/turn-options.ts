import type { TurnOption, TurnResult } from "../../core/gloomhaven/result";
import type { Hex } from "../../core/hex";
import type { Localizer } from "../i18n";
import { explainTurn, listNames, type CandidateRow } from "./explain-turn";
import { localizeMessage, problemMessage, type Message } from "./messages";

/** One row of the options list (OUT-1, OUT-2): what the monster would do, in words. */
export interface OptionRow {
  readonly index: number;
  readonly title: string;
  readonly move: string;
  readonly attack: string;
  readonly details: readonly string[];
  readonly selected: boolean;
}

/** What the Monster turn window shows under the ability (templates/gloomhaven/turn-options.hbs). */
export interface TurnOptionsContext {
  readonly status: "pending" | "act" | "no-focus" | "stunned" | "invalid" | "moved";
  readonly heading: string;
  readonly focus: string;
  readonly outcome: string;
  readonly candidates: readonly CandidateRow[];
  readonly options: readonly OptionRow[];
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
  readonly canMove: boolean;
  readonly canUndo: boolean;
  readonly busy: boolean;
}

/** What the options list is built from: the core's result (or the scene's problems) and the window's state. */
export interface TurnOptionsInput {
  /** null while nothing was computed (the scene could not be read, or the first result is pending). */
  readonly result: TurnResult | null;
  /** Problems reading the scene; when present they replace the result. */
  readonly sceneProblems: readonly Message[];
  readonly warnings: readonly Message[];
  readonly selected: number;
  readonly canUndo: boolean;
  readonly busy: boolean;
  /** The GM accepted a move: the list gives way to a note (Undo stays available). */
  readonly moved: boolean;
  readonly nameOf: (figureId: string) => string;
  readonly hexLabel: (h: Hex) => string;
}

const KEY = {
  Pending: "MONSTER_AUTOPILOT.Hex.Options.Pending",
  Moved: "MONSTER_AUTOPILOT.Hex.Options.Moved",
  HeadingOne: "MONSTER_AUTOPILOT.Hex.Options.HeadingOne",
  HeadingMany: "MONSTER_AUTOPILOT.Hex.Options.HeadingMany",
  HeadingNoFocus: "MONSTER_AUTOPILOT.Hex.Options.HeadingNoFocus",
  HeadingStunned: "MONSTER_AUTOPILOT.Hex.Options.HeadingStunned",
  HeadingInvalid: "MONSTER_AUTOPILOT.Hex.Options.HeadingInvalid",
  Stunned: "MONSTER_AUTOPILOT.Hex.Options.Stunned",
  OptionTitle: "MONSTER_AUTOPILOT.Hex.Options.OptionTitle",
  Stay: "MONSTER_AUTOPILOT.Hex.Options.Stay",
  MoveOne: "MONSTER_AUTOPILOT.Hex.Options.MoveOne",
  Move: "MONSTER_AUTOPILOT.Hex.Options.Move",
  MovePoints: "MONSTER_AUTOPILOT.Hex.Options.MovePoints",
  NoAttack: "MONSTER_AUTOPILOT.Hex.Options.NoAttack",
  Attack: "MONSTER_AUTOPILOT.Hex.Options.Attack",
  Disadvantage: "MONSTER_AUTOPILOT.Hex.Options.Disadvantage",
  Negative: "MONSTER_AUTOPILOT.Hex.Options.Negative",
  CoFocus: "MONSTER_AUTOPILOT.Hex.Options.CoFocus",
  EndsAt: "MONSTER_AUTOPILOT.Hex.Options.EndsAt",
  AreaPlacements: "MONSTER_AUTOPILOT.Hex.Options.AreaPlacements",
  SummonerChoice: "MONSTER_AUTOPILOT.Hex.Options.SummonerChoice",
  SummonerOptionTitle: "MONSTER_AUTOPILOT.Hex.Options.SummonerOptionTitle",
} as const;

function moveText(i18n: Localizer, o: TurnOption): string {
  const steps = o.path.length - 1;
  if (steps <= 0) return i18n.localize(KEY.Stay);
  const moved = steps === 1 ? i18n.localize(KEY.MoveOne) : i18n.format(KEY.Move, { steps });
  return o.movementSpent !== steps
    ? `${moved} ${i18n.format(KEY.MovePoints, { points: o.movementSpent })}`
    : moved;
}

function attackText(i18n: Localizer, o: TurnOption, nameOf: (id: string) => string): string {
  if (o.targets.length === 0) return i18n.localize(KEY.NoAttack);
  const names = o.targets.map((id) =>
    o.disadvantaged.includes(id) ? i18n.format(KEY.Disadvantage, { name: nameOf(id) }) : nameOf(id),
  );
  return i18n.format(KEY.Attack, { targets: listNames(names, i18n) });
}

function optionRow(i18n: Localizer, o: TurnOption, index: number, input: TurnOptionsInput): OptionRow {
  const details = [i18n.format(KEY.EndsAt, { hex: input.hexLabel(o.endHex) })];
  if (o.negativeHexes > 0) details.push(i18n.format(KEY.Negative, { count: o.negativeHexes }));
  if (o.focus.length > 0)
    details.push(i18n.format(KEY.CoFocus, { names: listNames(o.focus.map(input.nameOf), i18n, "or") }));
  if (o.areaPlacements.length > 1)
    details.push(i18n.format(KEY.AreaPlacements, { count: o.areaPlacements.length }));
  return {
    index,
    title: i18n.format(KEY.OptionTitle, { n: index + 1 }),
    move: moveText(i18n, o),
    attack: attackText(i18n, o, input.nameOf),
    details,
    selected: index === input.selected,
  };
}

/**
 * A row of a summon's optional approach to its summoner (FO-5 [FH]): the core gives the summoner
 * as the option's focus; the row names it in the title instead of calling it a focus.
 */
function summonerRow(i18n: Localizer, o: TurnOption, index: number, input: TurnOptionsInput): OptionRow {
  const row = optionRow(i18n, { ...o, focus: [] }, index, input);
  const name = listNames(o.focus.map(input.nameOf), i18n, "or");
  return { ...row, title: i18n.format(KEY.SummonerOptionTitle, { n: index + 1, name }) };
}

/** The options a GM can accept for a result: the turn's options, or a summon's optional approach to its summoner (FO-5). */
export function optionsOf(result: TurnResult | null): readonly TurnOption[] {
  if (result?.kind === "act") return result.options;
  if (result?.kind === "no-focus") return result.summonerOptions ?? [];
  return [];
}

function canMoveSelected(result: TurnResult, input: TurnOptionsInput): boolean {
  const option = optionsOf(result)[input.selected];
  return !input.busy && option !== undefined && option.path.length > 1;
}

const EMPTY = { focus: "", outcome: "", candidates: [], options: [], problems: [], canMove: false } as const;

/** Builds the options list with the explanation in words (OUT-1..OUT-4); "no focus", stunned and invalid input are explained, never silent. */
export function buildTurnOptions(i18n: Localizer, input: TurnOptionsInput): TurnOptionsContext {
  const base = {
    ...EMPTY,
    warnings: input.warnings.map((w) => localizeMessage(i18n, w)),
    canUndo: input.canUndo,
    busy: input.busy,
  };
  const { result } = input;
  if (input.sceneProblems.length > 0)
    return {
      ...base,
      status: "invalid",
      heading: i18n.localize(KEY.HeadingInvalid),
      problems: input.sceneProblems.map((p) => localizeMessage(i18n, p)),
    };
  if (input.moved) return { ...base, status: "moved", heading: i18n.localize(KEY.Moved) };
  if (!result) return { ...base, status: "pending", heading: i18n.localize(KEY.Pending) };
  switch (result.kind) {
    case "invalid":
      return {
        ...base,
        status: "invalid",
        heading: i18n.localize(KEY.HeadingInvalid),
        problems: result.problems.map((p) => localizeMessage(i18n, problemMessage(p, input.hexLabel))),
      };
    case "stunned":
      return {
        ...base,
        status: "stunned",
        heading: i18n.localize(KEY.HeadingStunned),
        outcome: i18n.localize(KEY.Stunned),
      };
    case "no-focus": {
      const explained = explainTurn(i18n, result.explanation, input.nameOf);
      const options = (result.summonerOptions ?? []).map((o, i) => summonerRow(i18n, o, i, input));
      return {
        ...base,
        ...explained,
        outcome: options.length > 0 ? i18n.localize(KEY.SummonerChoice) : explained.outcome,
        status: "no-focus",
        heading: i18n.localize(KEY.HeadingNoFocus),
        options,
        canMove: canMoveSelected(result, input),
      };
    }
    case "act": {
      const options = result.options.map((o, i) => optionRow(i18n, o, i, input));
      const heading =
        options.length === 1
          ? i18n.localize(KEY.HeadingOne)
          : i18n.format(KEY.HeadingMany, { count: options.length });
      return {
        ...base,
        ...explainTurn(i18n, result.explanation, input.nameOf),
        status: "act",
        heading,
        options,
        canMove: canMoveSelected(result, input),
      };
    }
  }
}
