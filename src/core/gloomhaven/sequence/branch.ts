import type { Hex } from "../../hex";
import type { Figure, Scenario } from "../model";
import type { SequenceStep } from "./steps";

/** Targets a move planned for the attack right after it (SQ-5: that attack is made with the plan's targets). */
export interface PendingAttack {
  /** The index of the attack ability. */
  readonly index: number;
  readonly targets: readonly string[];
  readonly placements: readonly (readonly Hex[])[];
}

/** One partial whole-sequence option (OUT-S1): the board its steps leave, the kept focus and the steps so far. */
export interface Branch {
  readonly scenario: Scenario;
  /** The turn's focus (SQ-2, SQ-3); null when the monster has none. */
  readonly focus: string | null;
  readonly steps: readonly SequenceStep[];
  readonly pending: PendingAttack | null;
}

/** The figure's hex on the branch's board. */
export function figureHex(scenario: Scenario, id: string): Hex | undefined {
  const figures = scenario.figures;
  for (let i = 0; i < figures.length; i++) if (figures[i]?.id === id) return figures[i]?.at;
  return undefined;
}

/** The scenario with some figures moved (forced movement, the mover's own move): a new value, same board. */
export function withFiguresAt(scenario: Scenario, moves: ReadonlyMap<string, Hex>): Scenario {
  if (moves.size === 0) return scenario;
  const figures: Figure[] = scenario.figures.map((f) => {
    const to = moves.get(f.id);
    return to === undefined || (to.q === f.at.q && to.r === f.at.r) ? f : { ...f, at: to };
  });
  return { board: scenario.board, figures, activeId: scenario.activeId };
}

/** The branch one step further on: the step appended, the board and pending plan replaced. */
export function advance(
  branch: Branch,
  step: SequenceStep,
  scenario: Scenario = branch.scenario,
  pending: PendingAttack | null = null,
): Branch {
  return { scenario, focus: branch.focus, steps: [...branch.steps, step], pending };
}
