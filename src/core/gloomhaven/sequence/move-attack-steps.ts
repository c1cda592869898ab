import { UNREACHED } from "../../graph";
import { hexKey, type Hex } from "../../hex";
import { placementHexes } from "../area-placements";
import { bestAttackPath, findFoci } from "../focus";
import { hexOfNode } from "../node-hex";
import { rawOptions } from "../options";
import { choosePlans } from "../plans";
import type { RuleSet } from "../rule-sets";
import type { Enemy, TurnContext } from "../turn-context";
import type { AttackAbility, MoveAbility, SequenceAbility, SequenceTurn } from "./abilities";
import { advance, figureHex, withFiguresAt, type Branch } from "./branch";
import { forceAll } from "./forced-movement";
import { enemyById, plannedAttack, stepAction, stepTurn } from "./step-turn";
import type { AttackStep } from "./steps";

/**
 * The attack a move plans for (SQ-5): the first attack ability after it, before any later move;
 * null (as single-target melee, SQ-6) when there is none or the next is an attack along the path
 * (SQ-10.1). Its index too, when it follows the move directly (then it is made with the plan's targets).
 */
function attackAfter(
  abilities: readonly SequenceAbility[],
  index: number,
): { attack: AttackAbility | null; next: boolean } {
  for (let j = index + 1; j < abilities.length; j++) {
    const a = abilities[j];
    if (a === undefined || a.kind === "move" || a.kind === "path-attack") break;
    if (a.kind === "attack") return { attack: a, next: j === index + 1 };
  }
  return { attack: null, next: false };
}

/** Ids of enemies, in ordinal order (the answer's order, OUT-2). */
function idsOf(targets: readonly Enemy[]): string[] {
  return [...targets].sort((a, b) => a.ordinal - b.ordinal).map((e) => e.figure.id);
}

/**
 * A move (SQ-5, SQ-6) on the board the earlier steps left, with the focus given (IMP-S1): the
 * single-turn plan for the attack after it (PL-*, MX-1…MX-7), one branch per end hex and planned
 * target set (MX-4, PL-2 ties). Without a focus, or with no plan, the monster stays (MX-7).
 */
export function moveSteps(
  turn: SequenceTurn,
  rules: RuleSet,
  branch: Branch,
  index: number,
  ability: MoveAbility,
): Branch[] {
  const scenario = branch.scenario;
  const start = figureHex(scenario, scenario.activeId) ?? { q: 0, r: 0 };
  const stay = (): Branch[] => [advance(branch, { kind: "move", destination: start, path: [start] })];
  if (branch.focus === null) return stay();
  const { attack, next } = attackAfter(turn.abilities, index);
  const { ctx, attackHexes } = stepTurn(
    scenario,
    stepAction(turn.mover, ability.move, ability.mode, attack ? plannedAttack(attack) : null),
    rules,
    turn.links,
  );
  const focus = enemyById(ctx, branch.focus);
  const path = focus === undefined ? null : bestAttackPath(ctx, attackHexes, focus);
  const choice =
    focus === undefined || path === null ? null : choosePlans(ctx, attackHexes, focus, path.cost);
  if (choice === null) return stay();
  const seen = new Set<string>();
  const branches: Branch[] = [];
  for (const option of rawOptions(ctx, choice).raw) {
    const targets = idsOf(option.targets);
    const id = `${option.node}|${targets.join(",")}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const destination = hexOfNode(ctx.board, option.node);
    const steps = ctx.search.forward.path(option.node).map((n) => hexOfNode(ctx.board, n));
    const moved = withFiguresAt(scenario, new Map([[scenario.activeId, destination]]));
    const pending = next && attack ? { index: index + 1, targets, placements: option.placements } : null;
    branches.push(advance(branch, { kind: "move", destination, path: steps }, moved, pending));
  }
  return branches;
}

/**
 * An attack (SQ-3, SQ-4, SQ-8, SQ-11): with the targets the move before it planned (SQ-5), or from
 * the monster's hex with movement 0 against the kept focus — nobody is attacked when the focus
 * cannot be (AF-1, MX-5). One branch per tied target set (PL-2).
 */
export function attackSteps(
  turn: SequenceTurn,
  rules: RuleSet,
  branch: Branch,
  index: number,
  ability: AttackAbility,
  refocus: boolean,
): Branch[] {
  const scenario = branch.scenario;
  const { ctx, attackHexes } = stepTurn(
    scenario,
    stepAction(turn.mover, 0, "walk", plannedAttack(ability)),
    rules,
    turn.links,
  );
  const pending = branch.pending;
  if (pending !== null && pending.index === index)
    return withRider(rules, branch, ability, attackStep(ctx, ability, pending.targets, pending.placements));
  if (branch.focus === null || ctx.attack.none) return [advance(branch, attackStep(ctx, ability, [], []))];
  const foci: Enemy[] = [];
  if (refocus) for (const key of findFoci(ctx, attackHexes)) foci.push(key.enemy);
  else {
    const focus = enemyById(ctx, branch.focus);
    if (focus !== undefined) foci.push(focus);
  }
  const branches: Branch[] = [];
  const seen = new Set<string>();
  for (const focus of foci) {
    const path = bestAttackPath(ctx, attackHexes, focus);
    const choice = choosePlans(ctx, attackHexes, focus, path?.cost ?? UNREACHED);
    if (choice === null || !choice.thisTurn) continue;
    for (const plan of choice.plans) {
      const targets = idsOf(plan.targets);
      const id = targets.join(",");
      if (seen.has(id)) continue;
      seen.add(id);
      const step = attackStep(ctx, ability, targets, plan.placements.map(placementHexes));
      branches.push(...withRider(rules, branch, ability, step));
    }
  }
  return branches.length > 0 ? branches : [advance(branch, attackStep(ctx, ability, [], []))];
}

/**
 * S7r, FM-4: a push or pull rider moves each target after the attack, with the same choices as a
 * forced-movement ability (FM-2, FM-3); one branch per result. Without a rider, the attack alone.
 */
function withRider(rules: RuleSet, branch: Branch, ability: AttackAbility, step: AttackStep): Branch[] {
  const forced = ability.forced;
  if (forced === undefined || step.targets.length === 0) return [advance(branch, step)];
  return forceAll(branch.scenario, rules, step.targets, forced).map((r) =>
    advance(branch, { ...step, moved: r.moved }, r.scenario),
  );
}

/** The attack's step: targets and their hexes, disadvantage (AT-2), attacks each (SQ-8). */
function attackStep(
  ctx: TurnContext,
  ability: AttackAbility,
  targets: readonly string[],
  placements: readonly (readonly Hex[])[],
): AttackStep {
  const figures = ctx.scenario.figures;
  const hexes: Hex[] = [];
  const disadvantaged: string[] = [];
  const here = ctx.mover.start;
  for (const id of targets) {
    const at = figures.find((f) => f.id === id)?.at;
    if (at === undefined) continue;
    hexes.push(at);
    const node = ctx.board.indexOf(at);
    if (ctx.attack.muddled || (ctx.attack.ranged && ctx.range.from(node, 1)[here] === 1))
      disadvantaged.push(id);
  }
  return {
    kind: "attack",
    targets,
    attacks: hexes,
    disadvantaged,
    attacksEach: ability.sameTarget === true && typeof ability.targets === "number" ? ability.targets : 1,
    areaPlacements: dedupe(placements),
  };
}

function dedupe(placements: readonly (readonly Hex[])[]): (readonly Hex[])[] {
  const seen = new Map<string, readonly Hex[]>();
  for (const p of placements) seen.set([...p].map(hexKey).sort().join(";"), p);
  return [...seen.values()];
}
