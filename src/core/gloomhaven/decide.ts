import type { Hex } from "../hex";
import { createAttackHexes, type AttackHexes } from "./attack-hexes";
import { describeCandidates, findFoci, findFocus, type FocusDecision, type ReachableFocusKey } from "./focus";
import type { MonsterAction, Scenario } from "./model";
import { hexOfNode } from "./node-hex";
import { mergeAnswers, mergeOptions, planOptions, rawOptions, stayOption, type RawOption } from "./options";
import { choosePlans, createVolleyFinders, type PlanChoice } from "./plans";
import type { AnswersResult, Explanation, FocusPlanExplanation, TurnResult } from "./result";
import type { RuleSet } from "./rule-sets";
import { approachSummoner } from "./summoner";
import { createTurnContext, type TurnContext } from "./turn-context";
import { validateScenario } from "./validate";

/**
 * Decides one monster (or summon) turn (IMP-7): validates, then focus (FO), plans (PL), and the
 * move (MX). Pure and deterministic; returns every tied option, never picks one (0.3, OUT-2).
 */
export function decideMonsterTurn(scenario: Scenario, action: MonsterAction, rules: RuleSet): TurnResult {
  const problems = validateScenario(scenario, action);
  if (problems.length > 0) return { kind: "invalid", problems };
  if (action.conditions?.stunned === true) return { kind: "stunned" };
  const ctx = createTurnContext(scenario, action, rules);
  const attackHexes = createAttackHexes(ctx);
  const decision = findFocus(ctx, attackHexes);
  if (decision.foci.length === 0) {
    const explanation = explain(ctx, decision, "stay-no-progress", []);
    const summonerOptions = approachSummoner(ctx);
    return summonerOptions
      ? { kind: "no-focus", explanation, summonerOptions }
      : { kind: "no-focus", explanation };
  }
  // The co-foci are the reachable keys tied for best, in key order: walk the keys to have their paths.
  const foci = decision.keys.filter(
    (k): k is ReachableFocusKey => k.path !== null && decision.foci.includes(k.enemy),
  );
  const raw: RawOption[] = [];
  const plans: FocusPlanExplanation[] = [];
  for (const choice of choosePlansPerFocus(ctx, attackHexes, foci)) {
    const planned = planOptions(ctx, choice);
    raw.push(...planned.raw);
    plans.push(planned.explanation);
  }
  const options = raw.length > 0 ? mergeOptions(ctx, raw) : [stayOption(ctx)];
  const start = hexOfNode(ctx.board, ctx.mover.start);
  const thisTurn = plans.some((p) => p.attackThisTurn);
  const stays = options.every((o) => o.endHex.q === start.q && o.endHex.r === start.r);
  const outcome = thisTurn
    ? ctx.attack.none
      ? "arrive"
      : "attack"
    : stays
      ? "stay-no-progress"
      : "approach";
  return { kind: "act", options, explanation: explain(ctx, decision, outcome, plans) };
}

/**
 * The answers of {@link decideMonsterTurn} reduced to end hexes and attacked figures' hexes, in the
 * same order, by the same pipeline without the work only the Monster turn window needs (paths,
 * explanation, area placements, disadvantage, the summoner option): the command line's `solve`
 * and `check`. A stunned monster, or one without focus, stays where it is (OUT-2).
 */
export function decideAnswers(scenario: Scenario, action: MonsterAction, rules: RuleSet): AnswersResult {
  const problems = validateScenario(scenario, action);
  if (problems.length > 0) return { kind: "invalid", problems };
  if (action.conditions?.stunned === true) return stayAt(activeHex(scenario));
  const ctx = createTurnContext(scenario, action, rules);
  const attackHexes = createAttackHexes(ctx);
  const foci = findFoci(ctx, attackHexes);
  if (foci.length === 0) return stayAt(activeHex(scenario));
  const raw: RawOption[] = [];
  const choices = choosePlansPerFocus(ctx, attackHexes, foci);
  // Indexed loops: this entry runs in V8's baseline tier on the command line.
  for (let c = 0; c < choices.length; c++) {
    const options = rawOptions(ctx, choices[c] as PlanChoice).raw;
    for (let i = 0; i < options.length; i++) raw.push(options[i] as RawOption);
  }
  if (raw.length === 0) return stayAt(hexOfNode(ctx.board, ctx.mover.start));
  return { kind: "answers", answers: mergeAnswers(ctx, raw) };
}

/** The active figure's hex (undefined only for a scenario that failed validation). */
function activeHex(scenario: Scenario): Hex | undefined {
  const figures = scenario.figures;
  for (let i = 0; i < figures.length; i++) if (figures[i]?.id === scenario.activeId) return figures[i]?.at;
  return undefined;
}

/** The one answer of a monster that stays where it is, without attacking (MX-7). */
function stayAt(at: Hex | undefined): AnswersResult {
  return { kind: "answers", answers: at === undefined ? [] : [{ destination: at, attacks: [] }] };
}

/** The best plans (PL) against each co-focus in turn, skipping a focus without any. */
function choosePlansPerFocus(
  ctx: TurnContext,
  attackHexes: AttackHexes,
  foci: readonly ReachableFocusKey[],
): PlanChoice[] {
  const choices: PlanChoice[] = [];
  const finders = createVolleyFinders(ctx, attackHexes);
  for (let i = 0; i < foci.length; i++) {
    const { enemy: focus, path } = foci[i] as ReachableFocusKey;
    const choice = choosePlans(ctx, attackHexes, focus, path.cost, finders);
    if (choice !== null) choices.push(choice);
  }
  return choices;
}

function explain(
  ctx: TurnContext,
  decision: FocusDecision,
  outcome: Explanation["outcome"],
  plans: readonly FocusPlanExplanation[],
): Explanation {
  return {
    ruleSet: ctx.rules.id,
    candidates: describeCandidates(ctx, decision),
    focus: decision.foci.map((e) => e.figure.id),
    focusDecidedBy: decision.decidedBy,
    outcome,
    plans,
  };
}
