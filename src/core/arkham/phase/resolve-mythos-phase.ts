import { checkState } from "./check-state";
import { distinctOutcomes, toOutcome } from "./outcome";
import { resolveCard } from "./resolve-card";
import { stepOne } from "./step-one";
import { stepFour, stepThree, stepTwo } from "./steps";
import type { ArkhamGameState, MythosDraws, PhaseCardInput, PhaseOptions, PhaseResult } from "./types";
import { startWork } from "./work";

/**
 * One whole Mythos phase (MY-1): step 1 (gate, surge, monsters: MY-2–MY-7, MY-10), step 2 (clue,
 * MY-8), step 3 by the movement core on each outcome's board (MY-11), step 4 (MY-12). Returns every
 * outcome the first player may choose, as a set, never picking one (MY-14); an awakening ends the
 * phase (MY-1.2). Pure: the caller's state and draws are not changed; randomness is in `draws`.
 */
export function resolveMythosPhase(
  state: ArkhamGameState,
  card: PhaseCardInput,
  draws: MythosDraws,
  options: PhaseOptions,
): PhaseResult {
  const { board } = options;
  const checked = checkState(board, state, draws);
  const resolved = resolveCard(board, card);
  if (!checked.ok || !resolved.ok)
    return {
      kind: "invalid",
      problems: [...(checked.ok ? [] : checked.problems), ...(resolved.ok ? [] : resolved.problems)],
    };
  const { row, outskirtsId } = checked.value;
  const work = startWork(board, row, outskirtsId, state, draws);
  const outcomes = stepOne(work, resolved.card.gate).map((branch) => {
    if (branch.awakened !== undefined) return toOutcome(branch);
    stepTwo(branch, resolved.card);
    const movement = stepThree(branch, resolved.card, options.moveMonsters ?? true);
    stepFour(branch, resolved.card);
    return toOutcome(branch, movement);
  });
  const before = state.monsters.filter((m) => m.at === outskirtsId).map((m) => m.id);
  return { kind: "outcomes", outcomes: distinctOutcomes(outcomes, before) };
}
