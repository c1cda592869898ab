import { createAttackHexes, type AttackHexes } from "../attack-hexes";
import type { Attack, MonsterAction, MoveMode, Scenario } from "../model";
import type { RuleSet } from "../rule-sets";
import { createTurnContext, type Enemy, type TurnContext } from "../turn-context";
import type { AttackAbility, HexLink, SequenceMover } from "./abilities";
import { withLinks } from "./linked-search";

/** One step's single turn (IMP-S1): the context and attack hexes the single-turn solver plans with. */
export interface StepTurn {
  readonly ctx: TurnContext;
  readonly attackHexes: AttackHexes;
}

/**
 * The single-turn attack an attack ability plans with (SQ-8: "all attacks on one target" is a
 * single-target attack for focus and movement; SQ-16: melee reach).
 */
export function plannedAttack(ability: AttackAbility): Attack {
  return {
    range: ability.range,
    targets: ability.sameTarget === true ? 1 : ability.targets,
    ...(ability.area ? { area: ability.area } : {}),
    ...(ability.melee === true ? { melee: true } : {}),
  };
}

/** The single-turn action of one step: a move (0 points for a lone attack) and the attack it plans for (null = as melee, SQ-6). */
export function stepAction(
  mover: SequenceMover,
  move: number,
  mode: MoveMode,
  attack: Attack | null,
): MonsterAction {
  return {
    move,
    mode,
    flying: mover.flying,
    attack,
    ...(mover.conditions ? { conditions: mover.conditions } : {}),
  };
}

/** Prepares the single-turn solver's tables for one step on the board as it now is, links included (IMP-S1, IMP-S3). */
export function stepTurn(
  scenario: Scenario,
  action: MonsterAction,
  rules: RuleSet,
  links: readonly HexLink[],
): StepTurn {
  const ctx = withLinks(createTurnContext(scenario, action, rules), links);
  return { ctx, attackHexes: createAttackHexes(ctx) };
}

/** The turn's focus among this step's targetable enemies (BM-14), by figure id. */
export function enemyById(ctx: TurnContext, id: string): Enemy | undefined {
  const enemies = ctx.enemies;
  for (let i = 0; i < enemies.length; i++) if (enemies[i]?.figure.id === id) return enemies[i];
  return undefined;
}
