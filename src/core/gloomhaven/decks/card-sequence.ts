import type { AttackAbility, FocusInstruction, SequenceAbility } from "../sequence";
import { cardAbility, targetTrait, type CardAbility } from "./card-ability";
import { cardKey, cardSequenceData, type SequenceLine } from "./card-sequence-data";
import type { AreaShape, Rank } from "./catalogue";
import type { AbilityCard, MonsterStats } from "./schema";

/** Why a card is left to the GM (SQ-0 exclusions): what the GM resolves by hand. */
export type ByHandReason =
  /** A boss's Special 1/2: its text is on the boss's stat card. */
  | "boss-special"
  /** A scenario's special rule: its text is in the scenario book. */
  | "scenario-special"
  /** A teleport to a hex the scenario defines (lurker-wavethrower-scenario-131 701/702). */
  | "scenario-teleport"
  /** A value the scenario state defines ("X" = a count on the map). */
  | "scenario-value";

/** A card-data correction applied before the core runs (SQ-16), with the source that states it. */
export interface CardCorrection {
  readonly rule: "SQ-16.1" | "SQ-16.2";
  readonly source: string;
}

/** One card on one stat line as the sequence engine plays it (SQ-1), or left to the GM. */
export type CardSequence =
  | {
      readonly kind: "sequence";
      readonly card: number;
      readonly abilities: readonly SequenceAbility[];
      readonly focus: FocusInstruction;
      readonly corrections: readonly CardCorrection[];
    }
  | { readonly kind: "by-hand"; readonly card: number; readonly reason: ByHandReason };

/** SQ-0: the cards outside the model, from the card alone (`other` flags, formula values). */
export function byHandReason(card: AbilityCard): ByHandReason | null {
  const types = new Set(card.other.map((o) => o.type));
  if (types.has("special")) return "boss-special";
  if (types.has("scenario-special")) return "scenario-special";
  if (types.has("teleport")) return "scenario-teleport";
  const formula = [card.move, card.attack, card.attack?.range].some(
    (v) => v != null && "fixed" in v && typeof v.fixed !== "number",
  );
  return formula ? "scenario-value" : null;
}

/** Source of SQ-16.1 (lurker-soldier 679: Target N as usual, within 2 hexes, melee). */
const BERSERK_SOURCE = "FH-FAQ §6 (Lurker Soldier 'Berserk Rage')";
/** Source of SQ-16.2 (ice-wraith: range for normal monsters only). */
const NORMAL_RANGE_SOURCE = "X-haven card line 'Normal: Range 4' (printed card), SQ-16.2";

/** The `other` types the mapping turns into planned abilities or the focus instruction. */
const PLANNED = new Set([
  "push",
  "pull",
  "focus-farthest",
  "all-attacks-one-target",
  "targets-along-path",
  "range-normal-only",
  "control",
]);

/** An attack as the single-turn mapping reads it (IN-3, IN-4): the same rules for every line. */
function attackOf(
  attack: NonNullable<AbilityCard["attack"]>,
  card: AbilityCard,
  stats: MonsterStats,
  areas: ReadonlyMap<string, AreaShape>,
): NonNullable<CardAbility["attack"]> | null {
  const only = { ...card, move: null, attack, order: "attack-only" as const, other: [] };
  return cardAbility(only, stats, areas).attack;
}

function lineAttack(
  line: Extract<SequenceLine, { attack: unknown }>["attack"],
): NonNullable<AbilityCard["attack"]> {
  const base = { modifier: line.modifier, area: null };
  if (line.targets === "all-adjacent") return { ...base, range: { fixed: 1 }, targets: "all" };
  return { ...base, range: line.range ?? null, targets: line.targets ?? 1 };
}

function asAbility(attack: NonNullable<CardAbility["attack"]>): AttackAbility {
  return {
    kind: "attack",
    range: attack.range,
    targets: attack.targets,
    ...(attack.area ? { area: attack.area } : {}),
  };
}

/** The card's moves and attacks in printed order: the full lines where decks.json keeps only the first (S1–S3). */
function printedLines(
  deckId: string,
  card: AbilityCard,
  stats: MonsterStats,
  areas: ReadonlyMap<string, AreaShape>,
): SequenceAbility[] {
  const mode = card.move?.mode ?? "walk";
  const lines = cardSequenceData().lines.get(cardKey(deckId, card.card));
  if (lines) {
    return lines.flatMap((line): SequenceAbility[] => {
      if ("move" in line) return [{ kind: "move", move: Math.max(0, stats.move + line.move.modifier), mode }];
      const attack = attackOf(lineAttack(line.attack), card, stats, areas);
      return attack ? [asAbility(attack)] : [];
    });
  }
  const single = cardAbility(card, stats, areas);
  const move: SequenceAbility[] = single.move ? [{ kind: "move", move: single.move.total, mode }] : [];
  const attack: SequenceAbility[] = single.attack ? [asAbility(single.attack)] : [];
  return card.order === "attack-move" ? [...attack, ...move] : [...move, ...attack];
}

/** Forced movement printed as its own ability before the attack, or alone (S7, FM-1…FM-4). */
function forcedMoves(card: AbilityCard): SequenceAbility[] {
  return card.other.flatMap((o): SequenceAbility[] => {
    if ((o.type !== "push" && o.type !== "pull") || o.targets !== "all" || typeof o.value !== "number")
      return [];
    const range = o.range as { fixed?: unknown } | undefined;
    return [{ kind: o.type, value: o.value, range: typeof range?.fixed === "number" ? range.fixed : 1 }];
  });
}

/**
 * Applies a card to a monster's stat line as a sequence (SQ-1): its moves and attacks in printed
 * order (presets/card-sequences.json for the cards with more than one of either), forced
 * movement before the attack (S7) and as an attack's rider (S7r), attacks against one target
 * (SQ-8), attacks along the path (SQ-10), control (SQ-14), the focus instruction (SQ-9) and the
 * SQ-16 corrections; the other effects keep a narrated place. Boss and scenario specials, the
 * scenario teleport and "X" values are left to the GM (SQ-0).
 */
export function cardSequence(
  deckId: string,
  card: AbilityCard,
  stats: MonsterStats,
  rank: Rank,
  areas: ReadonlyMap<string, AreaShape>,
): CardSequence {
  const reason = byHandReason(card);
  if (reason) return { kind: "by-hand", card: card.card, reason };
  const types = new Set(card.other.map((o) => o.type));
  const corrections: CardCorrection[] = [];
  const rider = cardSequenceData().riders.get(cardKey(deckId, card.card));
  let first = true;
  const planned = printedLines(deckId, card, stats, areas).flatMap((a): SequenceAbility[] => {
    if (a.kind !== "attack") return [a];
    if (types.has("targets-along-path")) return [{ kind: "path-attack" }];
    let attack: AttackAbility = a;
    if (types.has("all-attacks-one-target"))
      attack = { ...attack, targets: targetTrait(stats), sameTarget: true };
    if (types.has("range-normal-only") && rank === "elite") {
      attack = { ...attack, range: 0 };
      if (first) corrections.push({ rule: "SQ-16.2", source: NORMAL_RANGE_SOURCE });
    }
    if (deckId === "frosthaven/lurker-soldier" && card.card === 679) {
      attack = { ...attack, range: 2, targets: targetTrait(stats), melee: true };
      corrections.push({ rule: "SQ-16.1", source: BERSERK_SOURCE });
    }
    if (first && rider) attack = { ...attack, forced: rider };
    first = false;
    return types.has("control") ? [attack, { kind: "control", attackRange: 0 }] : [attack];
  });
  const narrated: SequenceAbility[] = card.other
    .filter((o) => !PLANNED.has(o.type) || ((o.type === "push" || o.type === "pull") && o.targets !== "all"))
    .map((o) => ({ kind: "narrated", what: o.type }));
  const farthest = card.other.find((o) => o.type === "focus-farthest");
  const focus: FocusInstruction = farthest
    ? { rule: "farthest", within: typeof farthest.range === "number" ? farthest.range : null }
    : { rule: "closest", within: null };
  return {
    kind: "sequence",
    card: card.card,
    abilities: [...forcedMoves(card), ...planned, ...narrated],
    focus,
    corrections,
  };
}

/**
 * Whether a card needs the sequence engine (SQ-1): anything beyond one move followed by one plain
 * attack, the shape the single-turn solver answers (IN-1) and whose answer the engine keeps.
 */
export function needsSequence(abilities: readonly SequenceAbility[]): boolean {
  const planned = abilities.filter((a) => a.kind !== "narrated");
  const kinds = planned.map((a) => a.kind).join(",");
  if (!["", "move", "attack", "move,attack"].includes(kinds)) return true;
  return planned.some(
    (a) => a.kind === "attack" && (a.forced !== undefined || a.sameTarget === true || a.melee === true),
  );
}
