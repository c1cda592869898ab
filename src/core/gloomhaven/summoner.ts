import { shapeAttack } from "./attack-shape";
import { createAttackHexes } from "./attack-hexes";
import { mergeOptions, planOptions } from "./options";
import { choosePlans } from "./plans";
import type { TurnOption } from "./result";
import type { Enemy, TurnContext } from "./turn-context";

/**
 * FO-5 [FH]: a character summon without a focus may, at its summoner's choice, move toward the
 * summoner as if for a melee attack (no attack is made). Undefined when the rule does not apply.
 */
export function approachSummoner(ctx: TurnContext): readonly TurnOption[] | undefined {
  const mover = ctx.factions.mover;
  if (!ctx.rules.summonMayApproachSummoner || mover.side !== "summon" || mover.summonerId === undefined)
    return undefined;
  const summoner = ctx.scenario.figures.find((f) => f.id === mover.summonerId);
  if (summoner === undefined || summoner === mover) return undefined;
  const target: Enemy = {
    figure: summoner,
    ordinal: 0,
    node: ctx.board.indexOf(summoner.at),
    proximity: 0,
    rank: 0,
  };
  const melee: TurnContext = {
    ...ctx,
    attack: shapeAttack({ move: ctx.move, mode: "walk", flying: false, attack: null }),
    enemies: [target],
  };
  const attackHexes = createAttackHexes(melee);
  const marks = attackHexes(target);
  const { costs } = melee.search.forward;
  const first = melee.endNodes.find((node) => marks[node] && melee.sight(node, target.node));
  const cost = first === undefined ? undefined : costs[first];
  if (cost === undefined) return undefined;
  const choice = choosePlans(melee, attackHexes, target, cost);
  return choice === null ? undefined : mergeOptions(melee, planOptions(melee, choice).raw);
}
