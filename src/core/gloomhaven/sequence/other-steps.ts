import { indexBoard } from "../compiled-board";
import type { Figure, Scenario } from "../model";
import { createRangeOracle } from "../range";
import type { RuleSet } from "../rule-sets";
import { createNodeSight } from "../sight";
import { compareTurnOrder } from "../turn-order";
import type { ControlAbility, ForcedMoveAbility } from "./abilities";
import { advance, type Branch } from "./branch";
import { forceAll } from "./forced-movement";
import type { ControlledAttack, SequenceStep } from "./steps";

const hostile = (a: Figure, b: Figure): boolean => (a.side === "monster") !== (b.side === "monster");

/** The figures `from` could target within `range` hexes (RG-1) in sight (LOS-*), in figure order. */
function within(
  scenario: Scenario,
  rules: RuleSet,
  from: Figure,
  range: number,
  accept: (f: Figure) => boolean,
): Figure[] {
  const board = indexBoard(scenario.board);
  const node = board.indexOf(from.at);
  if (node < 0) return [];
  const distance = createRangeOracle(board).from(node, range);
  const sight = createNodeSight(scenario.board, board, rules.vertexLineOfSight);
  return scenario.figures.filter((f) => {
    if (f === from || f.invisible === true || !accept(f)) return false;
    const other = board.indexOf(f.at);
    return other >= 0 && (distance[other] ?? Infinity) <= range && sight(node, other);
  });
}

/** S7, FM-1…FM-4: every enemy within the ability's range pushed or pulled, one branch per players' choice. */
export function forcedSteps(rules: RuleSet, branch: Branch, ability: ForcedMoveAbility): Branch[] {
  const scenario = branch.scenario;
  const monster = scenario.figures.find((f) => f.id === scenario.activeId);
  if (monster === undefined) return [advance(branch, { kind: ability.kind, moved: [] })];
  const targets = within(scenario, rules, monster, Math.max(1, ability.range), (f) => hostile(f, monster));
  const forcing = { kind: ability.kind, value: ability.value };
  return forceAll(
    scenario,
    rules,
    targets.map((t) => t.id),
    forcing,
  ).map((r) => advance(branch, { kind: ability.kind, moved: r.moved }, r.scenario));
}

/** The targets of the attack step before this one (SQ-14: "each target of the attack"). */
function lastTargets(steps: readonly SequenceStep[]): readonly string[] {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    if (step?.kind === "attack" || step?.kind === "path-attack") return step.targets;
  }
  return [];
}

/**
 * SQ-14: each target of the attack before it, in turn order, attacks one ally of its own within
 * reach (adjacent for a melee attack): no movement, so every such ally ties on path and proximity
 * and the lowest initiative is chosen (FO-3); ties are the players' (one branch each).
 */
export function controlSteps(rules: RuleSet, branch: Branch, ability: ControlAbility): Branch[] {
  const scenario = branch.scenario;
  const controlled = lastTargets(branch.steps)
    .map((id) => scenario.figures.find((f) => f.id === id))
    .filter((f): f is Figure => f !== undefined)
    .sort((a, b) => compareTurnOrder(a.turnOrder, b.turnOrder));
  let options: ControlledAttack[][] = [[]];
  for (const figure of controlled) {
    const allies = within(
      scenario,
      rules,
      figure,
      Math.max(1, ability.attackRange),
      (f) => !hostile(f, figure),
    );
    allies.sort((a, b) => compareTurnOrder(a.turnOrder, b.turnOrder));
    const first = allies[0];
    const chosen = first ? allies.filter((a) => compareTurnOrder(a.turnOrder, first.turnOrder) === 0) : [];
    const attacks: ControlledAttack[] =
      chosen.length === 0
        ? [{ figureId: figure.id, by: figure.at, targets: [], attacks: [] }]
        : chosen.map((a) => ({ figureId: figure.id, by: figure.at, targets: [a.id], attacks: [a.at] }));
    options = options.flatMap((o) => attacks.map((a) => [...o, a]));
  }
  return options.map((o) => advance(branch, { kind: "control", controlled: o }));
}
