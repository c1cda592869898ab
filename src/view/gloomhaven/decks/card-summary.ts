import type { AbilityCard, CardNote } from "../../../core/gloomhaven/decks";
import type { Localizer } from "../../i18n";

/** Key prefix of the decks section of lang/en.json. */
const DECKS_KEY = "MONSTER_AUTOPILOT.Decks";

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** A card value as printed: "+1" / "-1" / "+0" for a modifier, the number (or "X") when fixed. */
function printed(value: { modifier: number } | { fixed: number | string }): string {
  return "modifier" in value ? signed(value.modifier) : String(value.fixed);
}

function moveParts(card: AbilityCard, i18n: Localizer): string[] {
  if (!card.move) return [];
  const move = i18n.format(`${DECKS_KEY}.Summary.Move`, { value: printed(card.move) });
  return card.move.mode === "walk"
    ? [move]
    : [move, i18n.localize(`${DECKS_KEY}.Summary.Mode.${card.move.mode}`)];
}

function attackParts(card: AbilityCard, i18n: Localizer): string[] {
  const attack = card.attack;
  if (!attack) return [];
  const parts = [i18n.format(`${DECKS_KEY}.Summary.Attack`, { value: printed(attack) })];
  if (attack.range) parts.push(i18n.format(`${DECKS_KEY}.Summary.Range`, { value: printed(attack.range) }));
  if (attack.targets === "all") parts.push(i18n.localize(`${DECKS_KEY}.Summary.TargetAll`));
  else if (typeof attack.targets === "object")
    parts.push(i18n.format(`${DECKS_KEY}.Summary.Target`, { value: signed(attack.targets.modifier) }));
  else if (attack.targets > 1)
    parts.push(i18n.format(`${DECKS_KEY}.Summary.Target`, { value: attack.targets }));
  if (attack.area) parts.push(i18n.format(`${DECKS_KEY}.Summary.Area`, { shape: attack.area }));
  return parts;
}

/** One `other` entry: its localized name and its value when it has a simple one ("Shield 1"). */
function otherPart(other: AbilityCard["other"][number], i18n: Localizer): string | null {
  if (other.type === "element-bonus") return null;
  const key = `${DECKS_KEY}.Other.${other.type}`;
  const name = i18n.has(key) ? i18n.localize(key) : other.type;
  const value = other["value"];
  return typeof value === "number" || typeof value === "string" ? `${name} ${value}` : name;
}

/**
 * A card in one line, as printed (CLI `cards`): "Move -1, Attack +0, Range 2", moves and
 * attacks in the card's order, then its other actions; the shuffle symbol and flags at the end.
 */
export function summarizeCard(card: AbilityCard, i18n: Localizer): string {
  const move = moveParts(card, i18n);
  const attack = attackParts(card, i18n);
  const main = card.order === "attack-move" ? [...attack, ...move] : [...move, ...attack];
  const others = card.other.map((o) => otherPart(o, i18n)).filter((p): p is string => p !== null);
  const flags = [
    ...(card.shuffle ? [i18n.localize(`${DECKS_KEY}.Summary.Shuffle`)] : []),
    ...(card.complex ? [i18n.localize(`${DECKS_KEY}.Summary.Complex`)] : []),
    ...(card.elementBonus ? [i18n.localize(`${DECKS_KEY}.Summary.ElementBonus`)] : []),
  ];
  const parts = [...main, ...others];
  const text = parts.length > 0 ? parts.join(", ") : i18n.localize(`${DECKS_KEY}.Summary.Nothing`);
  return flags.length > 0 ? `${text} ${flags.map((f) => `[${f}]`).join(" ")}` : text;
}

/** The notes a turn window shows for a card: what to check on the printed card. */
export function cardNoteTexts(notes: readonly CardNote[], i18n: Localizer): string[] {
  return notes.map((n) => i18n.localize(`${DECKS_KEY}.Note.${n}`));
}
