import { slugify } from "../dimensions";
import type { AreaId, ArrowColour, DimensionSymbol, MovementType } from "../model";
import { findMonsterType } from "../preset-monsters";
import { planFast, planNormal } from "./arrow-rules";
import type { ModifierId } from "./modifier-ids";
import { effectiveMovement } from "./modifiers";
import { stayPlan, type MoveContext, type Plan } from "./plan";
import { chthonianEffect, lloigorEffect, planHound } from "./special-rules";
import { planAquatic, planFlying, planStalker } from "./target-rules";
import type { DecisionReason, MonsterDecision, MonsterEffect, MoveOption, ResolvedCard } from "./types";

/** A monster after input checks: its symbol normalised. */
export interface CheckedMonster {
  readonly id: string;
  readonly at: AreaId;
  readonly dimension: DimensionSymbol;
  readonly movement: MovementType;
  readonly special?: string;
  readonly name?: string;
}

const NO_MODIFIERS: readonly ModifierId[] = [];

/**
 * One monster's Mythos movement (spec §2–5): selection by the boxes, Outskirts, sharing an area,
 * then its movement type's rule under the modifiers in play. Independent of every other monster.
 */
export function decideMonster(
  ctx: MoveContext,
  card: ResolvedCard,
  monster: CheckedMonster,
): MonsterDecision {
  const boxes = (["white", "black"] as const).filter((colour) => card[colour].includes(monster.dimension));
  const inSky = monster.at === ctx.board.skyId;
  const { movement, modifiers } = effectiveMovement(monster.movement, monster.name, inSky, ctx.env);
  const decide = (plan: Plan, extraModifiers: readonly ModifierId[] = NO_MODIFIERS) =>
    toDecision(monster, movement, boxes, plan, extraModifiers);
  const [firstBox, ...otherBoxes] = boxes;
  if (firstBox === undefined) return decide(stayPlan("selection.not-selected"));
  if (ctx.board.areaById.get(monster.at)?.kind === "outskirts")
    return decide(stayPlan("selection.outskirts"));

  const special = movement === "special" ? specialKind(monster) : undefined;
  const effect = special === undefined ? undefined : specialEffect(ctx, special, monster.at);
  if (effect !== undefined) {
    const rule = special === "chthonian" ? "chthonian.roll" : "lloigor.drain";
    return { ...decide(stayPlan(rule), modifiers), kind: "effect", effect };
  }
  const here = ctx.investigatorsAt.get(monster.at);
  if (here !== undefined) return decide(stayPlan("selection.shares-area", { candidates: [here] }));

  if (movement === "special" && special !== "hound-of-tindalos") {
    const summary = findMonsterType(monster.name ?? special ?? "")?.specialSummary;
    return {
      ...decide(stayPlan("special.by-hand"), modifiers),
      kind: "by-hand",
      ...(summary ? { summary } : {}),
    };
  }
  const first = planFor(ctx, movement, monster.at, firstBox);
  const others = otherBoxes.map((colour) => planFor(ctx, movement, monster.at, colour));
  const plan = others.length === 0 ? first : mergeColourPlans(first, others);
  return decide(plan, modifiers);
}

/** Wraps a plan into a decision with its machine-readable reason (hot path: no spreads). */
function toDecision(
  monster: CheckedMonster,
  movement: MovementType,
  boxes: readonly ArrowColour[],
  plan: Plan,
  extraModifiers: readonly ModifierId[],
): MonsterDecision {
  const options = dedupeOptions(plan.options);
  const planModifiers = plan.modifiers ?? NO_MODIFIERS;
  const reason: DecisionReason = {
    rule: plan.rule,
    printedMovement: monster.movement,
    movement,
    boxes,
    modifiers:
      planModifiers.length === 0
        ? extraModifiers
        : extraModifiers.length === 0
          ? planModifiers
          : [...new Set([...extraModifiers, ...planModifiers])],
    candidates: plan.candidates ?? [],
    tied: plan.tied ?? false,
    warnings: plan.warnings ?? [],
  };
  const kind = options.length > 1 ? "choose" : (options[0]?.path.length ?? 0) > 0 ? "move" : "stay";
  return monster.name === undefined
    ? { monsterId: monster.id, from: monster.at, kind, options, reason }
    : { monsterId: monster.id, name: monster.name, from: monster.at, kind, options, reason };
}

function planFor(ctx: MoveContext, movement: MovementType, from: AreaId, colour: ArrowColour): Plan {
  switch (movement) {
    case "normal":
      return planNormal(ctx, from, colour);
    case "fast":
      return planFast(ctx, from, colour);
    case "flying":
      return planFlying(ctx, from);
    case "aquatic":
      return planAquatic(ctx, from, colour);
    case "stalker":
      return planStalker(ctx, from, colour);
    case "special":
      return planHound(ctx, from);
    case "stationary":
      return stayPlan("stationary.never-moves");
    case "none":
      return stayPlan("none.no-movement");
  }
}

/**
 * Ruling: a symbol in both boxes selects the monster once, for either colour; when the colours
 * give different outcomes each is an option (the first player chooses) with a "both-boxes" warning.
 */
function mergeColourPlans(first: Plan, others: readonly Plan[]): Plan {
  const plans = [first, ...others];
  const options = dedupeOptions(plans.flatMap((p) => p.options));
  if (options.length === first.options.length) return first;
  return {
    ...first,
    options,
    tied: true,
    candidates: plans.flatMap((p) => p.candidates ?? []),
    warnings: [...new Set([...plans.flatMap((p) => p.warnings ?? []), "both-boxes" as const])],
    modifiers: [...new Set(plans.flatMap((p) => p.modifiers ?? []))],
  };
}

/** Options with the same path are one option; the rest sorted by path for a stable order. */
function dedupeOptions(options: readonly MoveOption[]): readonly MoveOption[] {
  if (options.length === 1) return options;
  const byPath = new Map<string, MoveOption>();
  for (const option of options) {
    const key = option.path.join("\u0000");
    if (!byPath.has(key)) byPath.set(key, option);
  }
  return [...byPath].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, option]) => option);
}

/** Special movers with a rule, recognised by a word of their kind or name ("hound", "Hounds of Tindalos"). */
const KNOWN_SPECIALS: readonly (readonly [word: string, kind: string])[] = [
  ["tindalos", "hound-of-tindalos"],
  ["hound", "hound-of-tindalos"],
  ["chthonian", "chthonian"],
  ["lloigor", "lloigor"],
];

/** The special-mover kind: from the `special` field, else from the name; unknown kinds stay as their slug. */
function specialKind(monster: CheckedMonster): string | undefined {
  const label = monster.special ?? monster.name;
  if (label === undefined) return undefined;
  const slug = slugify(label);
  return KNOWN_SPECIALS.find(([word]) => slug.split("-").some((part) => part.startsWith(word)))?.[1] ?? slug;
}

function specialEffect(ctx: MoveContext, special: string, at: AreaId): MonsterEffect | undefined {
  if (special === "chthonian") return chthonianEffect(ctx);
  if (special === "lloigor") return lloigorEffect(ctx, at);
  return undefined;
}
