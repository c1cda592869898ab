import type { MonsterAction, Scenario } from "../../core/gloomhaven";
import type { TurnOption, TurnResult } from "../../core/gloomhaven";
import type { Hex } from "../../core/hex";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import { explainTurn, type CandidateRow } from "./explain-turn";
import { localizeMessage, problemMessage, type Message } from "./messages";
import { groupOptions } from "./option-groups";
import { groupRow, optionRow, summonerRow, type OptionRow } from "./option-rows";
import { legendEntries, type LegendColors, type LegendEntry } from "./legend";
import { abilityCard, turnOrderStrip, type TurnOrderEntry } from "./turn-card";

export type { OptionRow } from "./option-rows";

/** What the Monster turn window shows under the ability (templates/gloomhaven/turn-options.hbs). */
export interface TurnOptionsContext {
  readonly status: "pending" | "act" | "no-focus" | "stunned" | "invalid" | "moved";
  readonly heading: string;
  readonly focus: string;
  readonly outcome: string;
  readonly candidates: readonly CandidateRow[];
  /** The options grouped by end hex and path, the target choice stated as the rule does (OUT-1). */
  readonly groups: readonly OptionRow[];
  /** Every option one by one; shown folded when it is longer than the groups. */
  readonly options: readonly OptionRow[];
  readonly showAll: boolean;
  /** The full list stays open while one of its non-first rows is chosen. */
  readonly allOpen: boolean;
  readonly allLabel: string;
  /** The key to the marks on the board (Foundry: the highlight colours). */
  readonly legend: readonly LegendEntry[];
  /** The ability as a card reads ("Move 3 · Attack · Range 3"), and the turn order. */
  readonly card: readonly string[];
  readonly turnOrder: readonly TurnOrderEntry[];
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
  /** The scene as read: figures name the places where moves end, and fill the turn order. */
  readonly scenario?: Scenario | null;
  /** The ability, for the card-style summary. */
  readonly action?: MonsterAction | null;
  /** The colours the marks are drawn in, for the legend; none: no legend. */
  readonly legendColors?: LegendColors | null;
}

const KEY = {
  Pending: "MONSTER_AUTOPILOT.Hex.Options.Pending",
  Moved: "MONSTER_AUTOPILOT.Hex.Options.Moved",
  HeadingOne: "MONSTER_AUTOPILOT.Hex.Options.HeadingOne",
  HeadingTargets: "MONSTER_AUTOPILOT.HexAnswer.HeadingTargets",
  HeadingMany: "MONSTER_AUTOPILOT.HexAnswer.HeadingMany",
  HeadingNoFocus: "MONSTER_AUTOPILOT.Hex.Options.HeadingNoFocus",
  HeadingStunned: "MONSTER_AUTOPILOT.Hex.Options.HeadingStunned",
  HeadingInvalid: "MONSTER_AUTOPILOT.Hex.Options.HeadingInvalid",
  Stunned: "MONSTER_AUTOPILOT.Hex.Options.Stunned",
  All: "MONSTER_AUTOPILOT.HexAnswer.All",
  SummonerChoice: "MONSTER_AUTOPILOT.Hex.Options.SummonerChoice",
} as const;

/** The grouped rows and the full list of an option list. */
function listsOf(
  i18n: Localizer,
  options: readonly TurnOption[],
  input: TurnOptionsInput,
): Pick<TurnOptionsContext, "groups" | "options" | "showAll" | "allOpen" | "allLabel"> {
  const grouped = groupOptions(options);
  const groups = grouped.map((g, n) => groupRow(i18n, g, options, n + 1, input));
  return {
    groups,
    options: options.map((o, i) => optionRow(i18n, o, i, input)),
    showAll: groups.length < options.length,
    allOpen: !grouped.some((g) => g.indices[0] === input.selected),
    allLabel: formatCount(i18n, KEY.All, options.length),
  };
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

const EMPTY = {
  focus: "",
  outcome: "",
  candidates: [],
  groups: [],
  options: [],
  showAll: false,
  allOpen: false,
  allLabel: "",
  problems: [],
  canMove: false,
} as const;

/** Builds the options list with the explanation in words (OUT-1..OUT-4); "no focus", stunned and invalid input are explained, never silent. */
export function buildTurnOptions(i18n: Localizer, input: TurnOptionsInput): TurnOptionsContext {
  const base = {
    ...EMPTY,
    warnings: input.warnings.map((w) => localizeMessage(i18n, w)),
    canUndo: input.canUndo,
    busy: input.busy,
    legend: input.legendColors ? legendEntries(i18n, input.legendColors) : [],
    card: input.action ? abilityCard(i18n, input.action) : [],
    turnOrder: input.scenario
      ? turnOrderStrip(input.scenario.figures, input.scenario.activeId, input.nameOf)
      : [],
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
        problems: result.problems.map((p) =>
          localizeMessage(i18n, problemMessage(p, input.hexLabel, input.nameOf)),
        ),
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
        groups: options,
        options,
        canMove: canMoveSelected(result, input),
      };
    }
    case "act": {
      const lists = listsOf(i18n, result.options, input);
      const heading =
        result.options.length === 1
          ? i18n.localize(KEY.HeadingOne)
          : lists.groups.length === 1
            ? i18n.localize(KEY.HeadingTargets)
            : formatCount(i18n, KEY.HeadingMany, lists.groups.length);
      return {
        ...base,
        ...explainTurn(i18n, result.explanation, input.nameOf, result.options),
        status: "act",
        heading,
        ...lists,
        canMove: canMoveSelected(result, input),
      };
    }
  }
}
