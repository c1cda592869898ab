import type { MonsterDecision, MoveOption, TargetArea } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { listNames } from "../gloomhaven";
import { COLOUR_WORD_KEYS, RULE_KEYS } from "./labels";

/** Display names of the pieces and areas in a Mythos result (token names, printed area names). */
export interface PieceNames {
  area(id: string): string;
  monster(id: string): string;
  investigator(id: string): string;
  /** The card name of an environment modifier id ("an-evil-fog" → "An Evil Fog"). */
  modifier?(id: string): string;
}

const K = "MONSTER_AUTOPILOT.Arkham.Mythos";
const W = "MONSTER_AUTOPILOT.ArkhamWords";

/**
 * How a monster is named on its move card: its type and the tag that tells this
 * token apart, as the board shows it ("Cultist m6" in the sandbox; in Foundry the token's name,
 * which its nameplate shows). The type alone when the tag says nothing more ("Cultist" named
 * "Cultist"), the tag alone when the type is unknown.
 */
export function monsterLabel(typeName: string | undefined, tag: string): string {
  if (typeName === undefined || typeName === "") return tag;
  if (tag === "" || tag.trim().toLowerCase() === typeName.trim().toLowerCase()) return typeName;
  return `${typeName} ${tag}`;
}

/** The areas a monster passes through, in words: "Easttown streets → Rivertown streets". */
export function describePath(from: string, path: readonly string[], names: PieceNames): string {
  return [from, ...path].map((id) => names.area(id)).join(" → ");
}

/** The investigators of a target area with their lowest Sneak: "Amanda Sharpe, Sneak 2". */
function describeTarget(target: TargetArea, names: PieceNames, i18n: Localizer): string {
  return i18n.format(`${K}.Target`, {
    investigators: target.investigatorIds.map((id) => names.investigator(id)).join(", "),
    sneak: target.sneak,
  });
}

/** One option of a monster that may end in several places (rules §4), as a short label. */
export function describeOption(
  decision: MonsterDecision,
  option: MoveOption,
  names: PieceNames,
  i18n: Localizer,
): string {
  const path = describePath(decision.from, option.path, names);
  if (option.target !== undefined) return `${path} (${describeTarget(option.target, names, i18n)})`;
  if (option.colour !== undefined)
    return i18n.format(`${K}.OptionArrow`, { path, colour: i18n.localize(COLOUR_WORD_KEYS[option.colour]) });
  return path;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * Why a stalker or aquatic monster moved by the arrows instead (spec §3 purple, orange): it keeps
 * its own movement type while the rule applied is normal movement.
 */
function fallbackReason(decision: MonsterDecision, i18n: Localizer): string {
  const { movement, rule } = decision.reason;
  if (!rule.startsWith("normal.")) return "";
  if (movement === "stalker") return i18n.localize(`${W}.StalkerFallback`);
  if (movement === "aquatic") return i18n.localize(`${W}.AquaticFallback`);
  return "";
}

/**
 * Why a monster does what it does, in one sentence (rules §2–5), from the core's machine-readable
 * reason: the rule, the colour followed and the target it chose, plus the tie note of rules §4.
 */
export function explainDecision(decision: MonsterDecision, names: PieceNames, i18n: Localizer): string {
  const { reason } = decision;
  // A tie is worded as the choice it is (rules §4): every tied target or colour, joined by "or".
  const colours = unique(decision.options.map((o) => o.colour).filter((c) => c !== undefined));
  const offered = decision.options.map((o) => o.target).filter((t) => t !== undefined);
  const targets = offered.length > 0 ? offered : reason.candidates.slice(0, 1);
  const colourList = colours.length > 0 ? colours : reason.boxes.slice(0, 1);
  const sentence = i18n.format(RULE_KEYS[reason.rule], {
    colour: listNames(
      colourList.map((c) => i18n.localize(COLOUR_WORD_KEYS[c])),
      i18n,
      "or",
    ),
    area: names.area(decision.from),
    target: listNames(unique(targets.map((t) => names.area(t.area))), i18n, "or"),
    investigators: targets.map((t) => describeTarget(t, names, i18n)).join("; "),
  });
  const notes = [fallbackReason(decision, i18n), sentence].filter((n) => n !== "");
  if (reason.modifiers.length > 0)
    notes.push(
      i18n.format(`${K}.ChangedBy`, {
        modifiers: reason.modifiers.map((id) => names.modifier?.(id) ?? id).join(", "),
      }),
    );
  if (reason.tied) notes.push(i18n.localize(`${K}.Tied`));
  if (reason.warnings.includes("both-boxes")) notes.push(i18n.localize(`${K}.BothBoxes`));
  if (reason.warnings.includes("board-incomplete")) notes.push(i18n.localize(`${K}.BoardIncomplete`));
  return notes.join(" ");
}
