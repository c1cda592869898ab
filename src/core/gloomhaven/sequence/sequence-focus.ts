import { bestAttackPath, findFoci } from "../focus";
import type { RuleSet } from "../rule-sets";
import type { Enemy } from "../turn-context";
import { compareTurnOrder } from "../turn-order";
import type { MoveAbility, SequenceTurn } from "./abilities";
import { plannedAttack, stepAction, stepTurn, type StepTurn } from "./step-turn";

/** The turn's co-foci (FO-4) by figure id and whether SQ-9's "within range" ruling chose them. */
export interface SequenceFoci {
  readonly foci: readonly string[];
  readonly withinRuling: boolean;
}

/**
 * SQ-2 / SQ-9: the focus found once for the whole turn, on the board at its start, with unlimited
 * movement in the card's movement mode, for the card's first attack ability (as single-target
 * melee when it has none, or its first is an attack along the path, SQ-10); or the farthest enemy.
 */
export function findSequenceFoci(turn: SequenceTurn, rules: RuleSet): SequenceFoci {
  const abilities = turn.abilities;
  const move = abilities.find((a): a is MoveAbility => a.kind === "move");
  const first = abilities.find((a) => a.kind === "attack" || a.kind === "path-attack");
  const attack = first?.kind === "attack" ? plannedAttack(first) : null;
  const step = stepTurn(
    turn.scenario,
    stepAction(turn.mover, move?.move ?? 0, move?.mode ?? "walk", attack),
    rules,
    turn.links,
  );
  if (turn.focus.rule === "closest") {
    return { foci: findFoci(step.ctx, step.attackHexes).map((k) => k.enemy.figure.id), withinRuling: false };
  }
  const within = turn.focus.within;
  if (move === undefined && within !== null)
    return { foci: farthestInRange(step, within), withinRuling: true };
  return { foci: farthestByPath(step, within), withinRuling: false };
}

/** A farthest-focus key (SQ-9), smaller is better. */
interface FarKey {
  readonly enemy: Enemy;
  readonly key: readonly number[];
}

/** The enemies with the smallest key, ties broken by turn order (FO-3's last part); their ids. */
function bestOf(keys: FarKey[]): string[] {
  const compare = (a: FarKey, b: FarKey): number => {
    for (let i = 0; i < a.key.length; i++) {
      const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (d !== 0) return d;
    }
    return Math.sign(compareTurnOrder(a.enemy.figure.turnOrder, b.enemy.figure.turnOrder));
  };
  keys.sort(compare);
  const best = keys[0];
  if (best === undefined) return [];
  return keys.filter((k) => compare(k, best) === 0).map((k) => k.enemy.figure.id);
}

/**
 * SQ-9 with a move: minimise (N, −C, −proximity, turn order) over the usual candidates (FO-2), with
 * (N, C) the best path label to an attack hex on the enemy; [JotL] without proximity (RG-3).
 */
function farthestByPath(step: StepTurn, within: number | null): string[] {
  const { ctx, attackHexes } = step;
  const keys: FarKey[] = [];
  for (const enemy of ctx.enemies) {
    if (within !== null && enemy.proximity > within) continue;
    const path = bestAttackPath(ctx, attackHexes, enemy);
    if (path === null) continue;
    const proximity = ctx.rules.proximityTieBreak ? -enemy.proximity : 0;
    keys.push({ enemy, key: [path.negatives, -path.cost, proximity] });
  }
  return bestOf(keys);
}

/**
 * SQ-9 ruling "farthest within range R", no move: the enemies the monster can attack from its hex
 * (within R, RG-1, in sight); the longest range wins, then turn order.
 */
function farthestInRange(step: StepTurn, within: number): string[] {
  const { ctx, attackHexes } = step;
  const start = ctx.mover.start;
  const keys: FarKey[] = [];
  for (const enemy of ctx.enemies) {
    if (enemy.proximity > within || !attackHexes(enemy)[start] || !ctx.sight(start, enemy.node)) continue;
    keys.push({ enemy, key: [-enemy.proximity] });
  }
  return bestOf(keys);
}
