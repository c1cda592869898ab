import { hexKey } from "../../hex";
import type { MonsterAction } from "../model";
import type { RuleSet } from "../rule-sets";
import { problem } from "../problems";
import { validateScenario } from "../validate";
import type { SequenceTurn } from "./abilities";
import type { Branch } from "./branch";
import { attackSteps, moveSteps } from "./move-attack-steps";
import { controlSteps, forcedSteps } from "./other-steps";
import { pathAttackSteps } from "./path-attack";
import { findSequenceFoci } from "./sequence-focus";
import { plannedAttack, stepAction } from "./step-turn";
import type { SequenceOption, SequenceResult, SequenceRuling, SequenceStep } from "./steps";
import { rulingsOf } from "./rulings";
import { MAX_OPTIONS, TooManyOptions } from "./too-many";

/**
 * Plays a whole card (SQ-1…SQ-18, FM-*, OUT-S1…S4): the focus found once (SQ-2, SQ-9) or given
 * (SQ-17), then every ability top to bottom, each solved by the single-turn solver on the board
 * the earlier steps leave (IMP-S1). Returns every tied choice as whole-sequence options, never
 * mixing foci (OUT-S2), merged when every step is the same (OUT-S3), with the rulings that
 * applied (OUT-S4). Pure and deterministic.
 */
export function decideSequence(turn: SequenceTurn, rules: RuleSet): SequenceResult {
  try {
    return playSequence(turn, rules);
  } catch (error) {
    if (!(error instanceof TooManyOptions)) throw error;
    return { kind: "invalid", problems: [problem("HexSequenceTooManyOptions", { limit: MAX_OPTIONS })] };
  }
}

/** {@link decideSequence}'s work; throws {@link TooManyOptions} past the bounds. */
function playSequence(turn: SequenceTurn, rules: RuleSet): SequenceResult {
  const problems = validateSequence(turn);
  if (problems.length > 0) return { kind: "invalid", problems };
  if (turn.mover.conditions?.stunned === true) return { kind: "stunned" };
  const found = turn.givenFocus === undefined ? findSequenceFoci(turn, rules) : null;
  const foci = turn.givenFocus !== undefined ? [turn.givenFocus] : (found?.foci ?? []);
  const refocus = turn.rulings?.refocusPerAttackShape === true;
  let branches: Branch[] = (foci.length > 0 ? foci : [null]).map((focus) => ({
    scenario: turn.scenario,
    focus,
    steps: [],
    pending: null,
  }));
  let attacksSoFar = 0;
  turn.abilities.forEach((ability, index) => {
    const firstAttack = attacksSoFar === 0;
    if (ability.kind === "attack") attacksSoFar++;
    branches = branches.flatMap((branch): Branch[] => {
      switch (ability.kind) {
        case "move":
          return moveSteps(turn, rules, branch, index, ability);
        case "attack":
          return attackSteps(turn, rules, branch, index, ability, refocus && !firstAttack);
        case "path-attack":
          return pathAttackSteps(turn, rules, branch, index);
        case "push":
        case "pull":
          return forcedSteps(rules, branch, ability);
        case "control":
          return controlSteps(rules, branch, ability);
        case "narrated":
          return [{ ...branch, steps: [...branch.steps, { kind: "narrated", what: ability.what }] }];
      }
    });
    if (branches.length > MAX_OPTIONS) throw new TooManyOptions();
  });
  const rulings: SequenceRuling[] = rulingsOf(turn, rules, found?.withinRuling === true);
  return {
    kind: "act",
    options: mergeBranches(branches),
    assumptions: { noTargetDies: true, rulings },
  };
}

/** The problems of the turn: the board and figures (BM-*), and each move and attack as a single turn's ability (IN-1). */
function validateSequence(turn: SequenceTurn) {
  const actions: MonsterAction[] = [];
  for (const ability of turn.abilities) {
    if (ability.kind === "move") actions.push(stepAction(turn.mover, ability.move, ability.mode, null));
    if (ability.kind === "attack") actions.push(stepAction(turn.mover, 0, "walk", plannedAttack(ability)));
  }
  if (actions.length === 0) actions.push(stepAction(turn.mover, 0, "walk", null));
  const seen = new Set<string>();
  return actions
    .flatMap((action) => validateScenario(turn.scenario, action))
    .filter((p) => {
      const id = `${p.code}|${JSON.stringify(p.params)}|${p.at ? hexKey(p.at) : ""}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** What identifies a step for OUT-S3: its end hex, target set, push ends or control pairs. */
function stepKey(step: SequenceStep): string {
  switch (step.kind) {
    case "move":
      return `m${hexKey(step.destination)}`;
    case "attack":
    case "path-attack":
      return `a${[...step.targets].sort().join(",")}x${step.attacksEach}`;
    case "push":
    case "pull":
      return `f${step.moved
        .map((m) => `${m.figureId}>${hexKey(m.to)}`)
        .sort()
        .join(",")}`;
    case "control":
      return `c${step.controlled
        .map((c) => `${c.figureId}>${c.targets.join("+")}`)
        .sort()
        .join(",")}`;
    case "narrated":
      return "n";
  }
}

/** OUT-S3: options with the same steps are one, their foci merged; first-seen order. */
function mergeBranches(branches: readonly Branch[]): SequenceOption[] {
  const merged = new Map<string, { focus: string[]; steps: readonly SequenceStep[] }>();
  for (const branch of branches) {
    const key = branch.steps.map(stepKey).join("|");
    let entry = merged.get(key);
    if (entry === undefined) {
      entry = { focus: [], steps: branch.steps };
      merged.set(key, entry);
    }
    if (branch.focus !== null && !entry.focus.includes(branch.focus)) entry.focus.push(branch.focus);
  }
  return [...merged.values()];
}
