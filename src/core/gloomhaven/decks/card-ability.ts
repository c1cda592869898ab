import type { AreaPattern, Attack, MonsterAction, MoveMode } from "../model";
import type { AreaShape } from "./catalogue";
import type { AbilityCard, ModifierOrFixed, MonsterStats } from "./schema";

/** Why the GM should look at the printed card before accepting. */
export type CardNote =
  /** The card does more than one move or attack, or something the fields cannot say (presets/README.md `complex`). */
  | "complex"
  /** Consuming an element may change the move or the attack's range, targets or area. */
  | "element-bonus"
  /** The card attacks before it moves: the core plans move then attack. */
  | "attack-before-move"
  /** A value is scenario-defined ("X"): shown as the monster's base. */
  | "scenario-value"
  /** A boss's Special 1/2 or a scenario's special rule: not modelled, read the stat card or scenario book. */
  | "special-action";

/**
 * One drawn card applied to a monster's stat line: the ability the turn window and the core use
 * (IN-1..IN-4). Modifiers are relative to the monster's base move and range, so a fixed value
 * ("Range 2" on a melee monster) is `base + modifier = fixed`.
 */
export interface CardAbility {
  readonly card: number;
  readonly initiative: number;
  /** Null for an attack-only card or a card without a move. */
  readonly move: { readonly modifier: number; readonly total: number; readonly mode: MoveMode } | null;
  /** Null for a move-only card or a card without an attack. */
  readonly attack: {
    readonly rangeModifier: number;
    /** 0 = melee. */
    readonly range: number;
    readonly targets: number | "all";
    readonly area: AreaPattern | null;
  } | null;
  readonly flying: boolean;
  readonly notes: readonly CardNote[];
}

/** A card value over a base: the modifier added, a fixed number kept, a formula ("X") left at the base. */
function cardValue(value: ModifierOrFixed, base: number): number {
  if ("modifier" in value) return Math.max(0, base + value.modifier);
  return typeof value.fixed === "number" ? value.fixed : base;
}

/** The monster's own "Target N" trait (its stat card), or 1 (GH-RB p.29; also SQ-8, SQ-16.1). */
export function targetTrait(stats: MonsterStats): number {
  const trait = stats.traits.find((t) => t.type === "target");
  return typeof trait?.value === "number" ? trait.value : 1;
}

/**
 * Targets of the attack: "all", the card's number (the stat card's "Target N" when the card
 * prints none), or the trait plus the card's modifier (FH "+1 target"); at least 1.
 */
function cardTargets(card: NonNullable<AbilityCard["attack"]>, stats: MonsterStats): number | "all" {
  const trait = targetTrait(stats);
  if (card.targets === "all") return "all";
  if (typeof card.targets === "number") return Math.max(card.targets, trait);
  return Math.max(1, trait + card.targets.modifier);
}

/**
 * The attack's range (GH-RB p.29 "Monster abilities"): no range on the card = melee; "Range ±X"
 * modifies the monster's range; a fixed range is absolute. "Target all adjacent enemies" (range 1,
 * all targets) is a melee attack.
 */
function cardRange(card: NonNullable<AbilityCard["attack"]>, stats: MonsterStats): number {
  if (card.range === null) return 0;
  if (card.targets === "all" && "fixed" in card.range && card.range.fixed === 1) return 0;
  return cardValue(card.range, stats.range);
}

function areaPattern(shape: AreaShape | undefined): AreaPattern | null {
  return shape ? { origin: shape.origin, hexes: shape.hexes.map((h) => ({ q: h.q, r: h.r })) } : null;
}

function isFormula(value: ModifierOrFixed | null | undefined): boolean {
  return value != null && "fixed" in value && typeof value.fixed !== "number";
}

/** What to check on the printed card, from the card alone. */
export function cardNotes(card: AbilityCard): CardNote[] {
  const notes: CardNote[] = [];
  if (card.complex) notes.push("complex");
  if (card.elementBonus) notes.push("element-bonus");
  if (card.order === "attack-move") notes.push("attack-before-move");
  if (isFormula(card.move) || isFormula(card.attack) || isFormula(card.attack?.range))
    notes.push("scenario-value");
  if (card.other.some((o) => o.type === "special" || o.type === "scenario-special"))
    notes.push("special-action");
  return notes;
}

/**
 * Applies a monster ability card to a monster's stats (GH-RB p.29): move = base ± X
 * (or fixed), its mode; attack range, targets and area shape; no move for an attack-only card, no
 * attack for a move-only one. Complex and element-bonus cards carry a note, never an exception.
 */
export function cardAbility(
  card: AbilityCard,
  stats: MonsterStats,
  areas: ReadonlyMap<string, AreaShape>,
): CardAbility {
  let move: CardAbility["move"] = null;
  if (card.move && card.order !== "attack-only" && card.order !== "none") {
    const total = cardValue(card.move, stats.move);
    move = { modifier: total - stats.move, total, mode: card.move.mode };
  }
  let attack: CardAbility["attack"] = null;
  if (card.attack && card.order !== "move-only" && card.order !== "none") {
    const range = cardRange(card.attack, stats);
    const area = areaPattern(card.attack.area === null ? undefined : areas.get(card.attack.area));
    attack = {
      rangeModifier: range - stats.range,
      range,
      targets: cardTargets(card.attack, stats),
      area: asOrigin(area, range),
    };
  }
  return {
    card: card.card,
    initiative: card.initiative,
    move,
    attack,
    flying: stats.flying,
    notes: cardNotes(card),
  };
}

/** The area as the core reads it for this range (IN-3): attacker-relative when melee, free when ranged. */
function asOrigin(area: AreaPattern | null, range: number): AreaPattern | null {
  if (!area) return null;
  return range === 0
    ? { origin: "attacker", hexes: area.hexes.filter((h) => h.q !== 0 || h.r !== 0) }
    : { origin: "free", hexes: area.hexes };
}

/** The core's input for one monster turn on this card (IN-1): no move = 0 points, no attack = null. */
export function cardMonsterAction(ability: CardAbility): MonsterAction {
  const attack: Attack | null = ability.attack
    ? {
        range: ability.attack.range,
        targets: ability.attack.targets,
        ...(ability.attack.area ? { area: ability.attack.area } : {}),
      }
    : null;
  return {
    move: ability.move?.total ?? 0,
    mode: ability.move?.mode ?? "walk",
    flying: ability.flying,
    attack,
  };
}
