import type { Scenario } from "../../core/gloomhaven";
import type { TurnOption } from "../../core/gloomhaven";
import type { Hex } from "../../core/hex";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import { listNames } from "./explain-turn";
import { groupOptions, type OptionGroup } from "./option-groups";
import { moveWords, placeWords, targetWords, type Landmark } from "./option-words";

/** One row of the options list (OUT-1, OUT-2): what the monster would do, in words. */
export interface OptionRow {
  readonly index: number;
  readonly title: string;
  readonly move: string;
  readonly attack: string;
  readonly details: readonly DetailLine[];
  readonly selected: boolean;
}

/** A detail under an option; `tooltip` holds what the text leaves out (the coordinates). */
export interface DetailLine {
  readonly text: string;
  readonly tooltip: string;
}

const KEY = {
  OptionTitle: "MONSTER_AUTOPILOT.Hex.Options.OptionTitle",
  Negative: "MONSTER_AUTOPILOT.HexAnswer.Negative",
  CoFocus: "MONSTER_AUTOPILOT.Hex.Options.CoFocus",
  EndsAt: "MONSTER_AUTOPILOT.Hex.Options.EndsAt",
  Disadvantage: "MONSTER_AUTOPILOT.HexAnswer.Disadvantage",
  AreaPlacements: "MONSTER_AUTOPILOT.HexAnswer.AreaPlacements",
  Combinations: "MONSTER_AUTOPILOT.HexAnswer.Combinations",
  SummonerOptionTitle: "MONSTER_AUTOPILOT.Hex.Options.SummonerOptionTitle",
} as const;

/** What a row needs besides the options: names, the scene and the chosen option. */
export interface RowInput {
  readonly selected: number;
  readonly nameOf: (figureId: string) => string;
  readonly hexLabel: (h: Hex) => string;
  readonly scenario?: Scenario | null;
}

function plain(text: string): DetailLine {
  return { text, tooltip: "" };
}

/** The figures a place is named from: the option's targets and foci, else every other figure. */
function landmarksFor(ids: readonly string[], scenario: Scenario | null | undefined): Landmark[] {
  const others = (scenario?.figures ?? []).filter((f) => f.id !== scenario?.activeId);
  const named = others.filter((f) => ids.includes(f.id));
  return named.length > 0 ? named : others;
}

/** A row for a group of options sharing end hex and path (OUT-1): the target choice as the rule states it. */
export function groupRow(
  i18n: Localizer,
  group: OptionGroup,
  options: readonly TurnOption[],
  n: number,
  input: RowInput,
): OptionRow {
  const members = group.indices.map((i) => options[i]!);
  const head = members[0]!;
  const disadvantaged = new Set(members.flatMap((o) => o.disadvantaged));
  const focus = [...new Set(members.flatMap((o) => o.focus))];
  const marked = (id: string): string =>
    disadvantaged.has(id) ? i18n.format(KEY.Disadvantage, { name: input.nameOf(id) }) : input.nameOf(id);
  const details: DetailLine[] = [];
  const targets = [...new Set(members.flatMap((o) => o.targets))];
  const place = placeWords(
    i18n,
    head.endHex,
    landmarksFor([...focus, ...targets], input.scenario),
    input.nameOf,
    input.hexLabel,
  );
  if (place) details.push(place);
  else details.push(plain(i18n.format(KEY.EndsAt, { hex: input.hexLabel(head.endHex) })));
  if (head.negativeHexes > 0) details.push(plain(formatCount(i18n, KEY.Negative, head.negativeHexes)));
  if (focus.length > 0)
    details.push(plain(i18n.format(KEY.CoFocus, { names: listNames(focus.map(input.nameOf), i18n, "or") })));
  if (members.length > 1) details.push(plain(formatCount(i18n, KEY.Combinations, members.length)));
  const placements = head.areaPlacements.length;
  if (placements > 1) details.push(plain(formatCount(i18n, KEY.AreaPlacements, placements)));
  return {
    index: group.indices[0]!,
    title: i18n.format(KEY.OptionTitle, { n }),
    move: moveWords(i18n, head.path, head.movementSpent),
    attack: targetWords(i18n, group.targets, marked),
    details,
    selected: group.indices.includes(input.selected),
  };
}

/** A row for one option of the full list. */
export function optionRow(i18n: Localizer, o: TurnOption, index: number, input: RowInput): OptionRow {
  return {
    ...groupRow(i18n, groupOptions([o])[0]!, [o], index + 1, input),
    index,
    selected: index === input.selected,
  };
}

/**
 * A row of a summon's optional approach to its summoner (FO-5 [FH]): the core gives the summoner
 * as the option's focus; the row names it in the title instead of calling it a focus.
 */
export function summonerRow(i18n: Localizer, o: TurnOption, index: number, input: RowInput): OptionRow {
  const row = optionRow(i18n, { ...o, focus: [] }, index, input);
  const name = listNames(o.focus.map(input.nameOf), i18n, "or");
  return { ...row, title: i18n.format(KEY.SummonerOptionTitle, { n: index + 1, name }) };
}
