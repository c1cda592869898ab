import { createAttackHexes } from "./attack-hexes";
import { describeCandidates, findFocus, type FocusDecision } from "./focus";
import type { MonsterAction, Scenario } from "./model";
import { hexOfNode } from "./node-hex";
import { mergeOptions, planOptions, stayOption, type RawOption } from "./options";
import { choosePlans, createVolleyFinders } from "./plans";
import type { Explanation, FocusPlanExplanation, TurnResult } from "./result";
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
  const raw: RawOption[] = [];
  const plans: FocusPlanExplanation[] = [];
  const finders = createVolleyFinders(ctx);
  // The co-foci are the reachable keys tied for best, in key order: walk the keys to have their paths.
  for (const { enemy: focus, path } of decision.keys) {
    if (path === null || !decision.foci.includes(focus)) continue;
    const choice = choosePlans(ctx, attackHexes, focus, path.cost, finders);
    if (choice === null) continue;
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
