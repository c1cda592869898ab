import {
  matchMonsterType,
  rankOf,
  statsAt,
  type MonsterCatalogue,
  type MonsterStats,
  type MonsterTypeData,
  type Rank,
} from "../../../core/gloomhaven/decks";
import type { RuleSetId } from "../../../core/gloomhaven";
import type { MonsterData, MonsterDataPatch } from "../monster-data";
import { RULE_SET_LABELS } from "../rule-sets";

/** The flag value that turns the presets off for an actor or token (the GM types everything). */
export const NO_PRESET = "none";

/** A standee's preset: its monster type, the level and rank used, and that stat line. */
export interface PresetLine {
  readonly type: MonsterTypeData;
  readonly level: number;
  readonly rank: Rank;
  readonly stats: MonsterStats;
}

/**
 * The preset monster type of a standee: the token's pick, else the
 * actor's pick, else its name (Monster data type, else actor name) matched within the world's
 * rule set. `NO_PRESET` on the token or actor turns the presets off; an unknown pick is ignored.
 */
export function presetTypeOf(
  catalogue: MonsterCatalogue,
  picks: { readonly token: unknown; readonly actor: unknown },
  name: string,
  ruleSet: RuleSetId,
): MonsterTypeData | null {
  for (const pick of [picks.token, picks.actor]) {
    if (pick === NO_PRESET) return null;
    if (typeof pick === "string" && pick !== "") {
      const picked = catalogue.monsterById.get(pick);
      if (picked) return picked;
    }
  }
  return matchMonsterType(catalogue, name, ruleSet);
}

/**
 * A standee's stat line with its preset: base move, range and flying come from the
 * type's stat card at the scenario level and the standee's rank; the token's own Monster data
 * overrides stay (the actor's do not: they describe the type, which the preset now gives).
 */
export function withPresetStats(
  data: MonsterData,
  tokenPatch: MonsterDataPatch,
  type: MonsterTypeData,
  level: number,
): { data: MonsterData; line: PresetLine } {
  const rank = rankOf(type, data.elite);
  const stats = statsAt(type, level, rank);
  return {
    data: {
      ...data,
      move: tokenPatch.move ?? stats.move,
      range: tokenPatch.range ?? stats.range,
      flying: tokenPatch.flying ?? stats.flying,
    },
    line: { type, level, rank, stats },
  };
}

/** One entry of a monster type select: grouped by game box, scenario monsters separately. */
export interface MonsterTypeGroup {
  readonly label: string;
  readonly types: readonly { readonly id: string; readonly name: string; readonly selected: boolean }[];
}

const BOX_LABELS: Readonly<Record<MonsterTypeData["edition"], string>> = RULE_SET_LABELS;

/**
 * The monster types grouped by game box for a picker: regular monsters, or the
 * scenario monsters (named and scenario variants) when `scenario` is true. Labels are keys.
 */
export function monsterTypeGroups(
  catalogue: MonsterCatalogue,
  selected: string,
  scenario: boolean,
): MonsterTypeGroup[] {
  return (Object.keys(BOX_LABELS) as MonsterTypeData["edition"][]).map((box) => ({
    label: BOX_LABELS[box],
    types: catalogue.monsters
      .filter((m) => m.edition === box && m.scenarioSpecific === scenario)
      .map((m) => ({ id: m.id, name: m.name, selected: m.id === selected }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** One option of a picker, marked when selected (templates render it without Foundry-only helpers). */
export interface PickOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** An optgroup of a picker. */
export interface PickGroup {
  readonly label: string;
  readonly options: readonly PickOption[];
}

/** The Monster data form's preset type fields (templates/gloomhaven/monster-data.hbs). */
export interface PresetTypeContext {
  readonly presetType: {
    /** "Match by name (…)" and "No preset", before the groups. */
    readonly top: readonly PickOption[];
    /** Regular monsters by game box. */
    readonly groups: readonly PickGroup[];
    /** Scenario monsters by game box, in a separate select (hidden unless asked for). */
    readonly scenarioGroups: readonly PickGroup[];
    /** Whether a scenario monster is picked (its list opens). */
    readonly scenarioPicked: boolean;
    /** "Stat card: Bandit Guard, level 1, normal: move 3, range melee", when a preset applies. */
    readonly line: string | null;
  };
}

/**
 * The preset type fields of the Monster data form: regular monsters
 * grouped by game box, the scenario monsters apart; the current pick, and what matching by name
 * finds.
 */
export function buildPresetTypeContext(
  catalogue: MonsterCatalogue,
  pick: unknown,
  matched: MonsterTypeData | null,
  line: PresetLine | null,
  i18n: { localize(key: string): string; format(key: string, data: Record<string, string | number>): string },
): PresetTypeContext {
  const current = typeof pick === "string" ? pick : "";
  const groups = (scenario: boolean): PickGroup[] =>
    monsterTypeGroups(catalogue, current, scenario)
      .filter((g) => g.types.length > 0)
      .map((g) => ({
        label: i18n.localize(g.label),
        options: g.types.map((t) => ({ value: t.id, label: t.name, selected: t.selected })),
      }));
  const byName = matched
    ? i18n.format("MONSTER_AUTOPILOT.Decks.Data.TypeByName", { match: `${matched.name} (${matched.id})` })
    : i18n.localize("MONSTER_AUTOPILOT.Decks.Data.TypeNoMatch");
  const scenarioPicked = catalogue.monsterById.get(current)?.scenarioSpecific ?? false;
  return {
    presetType: {
      top: [
        { value: "", label: byName, selected: current === "" || scenarioPicked },
        {
          value: NO_PRESET,
          label: i18n.localize("MONSTER_AUTOPILOT.Decks.Data.TypeNone"),
          selected: current === NO_PRESET,
        },
      ],
      groups: groups(false),
      scenarioGroups: groups(true),
      scenarioPicked,
      line: line
        ? i18n.format("MONSTER_AUTOPILOT.Decks.Data.Preset", {
            name: line.type.name,
            level: line.level,
            rank: i18n.localize(`MONSTER_AUTOPILOT.Decks.Rank.${line.rank}`),
            move: line.stats.move,
            range:
              line.stats.range === 0
                ? i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.Melee")
                : line.stats.range,
          })
        : null,
    },
  };
}

/** The pick the form submitted: a scenario monster if one was chosen, else the main select's value (unknown ids dropped). */
export function readPresetTypeFields(
  fields: Readonly<Record<string, unknown>>,
  catalogue: MonsterCatalogue,
): string {
  const scenario = fields["deckScenarioType"];
  if (typeof scenario === "string" && catalogue.monsterById.has(scenario)) return scenario;
  const main = fields["deckType"];
  if (main === NO_PRESET) return NO_PRESET;
  return typeof main === "string" && catalogue.monsterById.has(main) ? main : "";
}
