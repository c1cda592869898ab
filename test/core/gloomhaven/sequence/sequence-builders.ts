// Builders with defaults for sequence tests: a turn from a scenario spec and abilities, answers in words.
import { hexKey } from "../../../../src/core/hex";
import { FROSTHAVEN, type RuleSet } from "../../../../src/core/gloomhaven";
import {
  decideSequence,
  type SequenceAbility,
  type SequenceOption,
  type SequenceStep,
  type SequenceTurn,
} from "../../../../src/core/gloomhaven/sequence";
import { scenario, type ScenarioSpec } from "../builders";

/** A sequence turn: the scenario of the spec, a walking, non-flying mover, the closest focus, no links. */
export function turnOf(
  spec: ScenarioSpec,
  abilities: readonly SequenceAbility[],
  extra: Partial<Omit<SequenceTurn, "scenario" | "abilities">> = {},
): SequenceTurn {
  return {
    scenario: scenario(spec),
    links: [],
    mover: { flying: false },
    focus: { rule: "closest", within: null },
    abilities,
    ...extra,
  };
}

export const move = (points: number, mode: "walk" | "jump" | "teleport" = "walk"): SequenceAbility => ({
  kind: "move",
  move: points,
  mode,
});
export const meleeAttack = (targets: number | "all" = 1): SequenceAbility => ({
  kind: "attack",
  range: 0,
  targets,
});
export const rangedAttack = (range: number, targets: number | "all" = 1): SequenceAbility => ({
  kind: "attack",
  range,
  targets,
});

/** The options of an "act" result (fails the test otherwise). */
export function optionsOf(turn: SequenceTurn, rules: RuleSet = FROSTHAVEN): readonly SequenceOption[] {
  const result = decideSequence(turn, rules);
  if (result.kind !== "act") throw new Error(`expected an act result, got ${result.kind}`);
  return result.options;
}

/** A step in words: "to 2,0", "hit C1+C2", "hit -", "push C1>3,0", "ctl C1>C2". */
function stepWords(step: SequenceStep): string {
  switch (step.kind) {
    case "move":
      return `to ${hexKey(step.destination)}`;
    case "attack":
    case "path-attack": {
      const each = step.attacksEach > 1 ? ` x${step.attacksEach}` : "";
      return `hit ${step.targets.length === 0 ? "-" : [...step.targets].sort().join("+")}${each}`;
    }
    case "push":
    case "pull":
      return `${step.kind} ${step.moved
        .map((m) => `${m.figureId}>${hexKey(m.to)}`)
        .sort()
        .join(" ")}`;
    case "control":
      return `ctl ${step.controlled.map((c) => `${c.figureId}>${c.targets.join("+") || "-"}`).join(" ")}`;
    case "narrated":
      return `(${step.what})`;
  }
}

/** Every option in words, sorted: "to 2,0 | hit C1". */
export function answersOf(turn: SequenceTurn, rules: RuleSet = FROSTHAVEN): string[] {
  return optionsOf(turn, rules)
    .map((o) => o.steps.map(stepWords).join(" | "))
    .sort();
}
