import type { Hex } from "../core/hex";
import type { Problem } from "../core/gloomhaven";
import { decideSequence, sequenceAnswers, type SequenceAnswer } from "../core/gloomhaven/sequence";
import type { SequenceAnswerStep } from "../core/gloomhaven/sequence";
import {
  caseProblemPath,
  parseSequenceCase,
  sequenceAnswerSet,
  type GloomhavenCase,
} from "../core/gloomhaven-cases";
import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";
import { describeProblems, HEX_CASE_KEYS } from "./gloomhaven-cases";
import type { KeyShape } from "./case-family";

type Pair = [number, number];
type StepJson =
  | { readonly destination: Pair }
  | { readonly attacks: readonly Pair[] }
  | { readonly moved: readonly { readonly from: Pair; readonly to: Pair }[] }
  | { readonly controlled: readonly { readonly by: Pair; readonly attacks: readonly Pair[] }[] };
interface OptionJson {
  readonly focus: Pair | null;
  readonly steps: readonly StepJson[];
}

const pair = (h: Hex): Pair => [h.q, h.r];
const hexOf = ([q, r]: Pair): Hex => ({ q, r });

function stepJson(step: SequenceAnswerStep): StepJson {
  if ("destination" in step) return { destination: pair(step.destination) };
  if ("attacks" in step) return { attacks: step.attacks.map(pair) };
  if ("moved" in step) return { moved: step.moved.map((m) => ({ from: pair(m.from), to: pair(m.to) })) };
  return { controlled: step.controlled.map((c) => ({ by: pair(c.by), attacks: c.attacks.map(pair) })) };
}

function toJson(answers: readonly SequenceAnswer[]): OptionJson[] {
  return answers.map((a) => ({ focus: a.focus ? pair(a.focus) : null, steps: a.steps.map(stepJson) }));
}

function fromJson(option: OptionJson): SequenceAnswer {
  return {
    focus: option.focus ? hexOf(option.focus) : null,
    steps: option.steps.map((s): SequenceAnswerStep => {
      if ("destination" in s) return { destination: hexOf(s.destination) };
      if ("attacks" in s) return { attacks: s.attacks.map(hexOf) };
      if ("moved" in s) return { moved: s.moved.map((m) => ({ from: hexOf(m.from), to: hexOf(m.to) })) };
      return { controlled: s.controlled.map((c) => ({ by: hexOf(c.by), attacks: c.attacks.map(hexOf) })) };
    }),
  };
}

function optionsOf(output: CaseOutput): readonly OptionJson[] {
  return (output as { answers?: readonly OptionJson[] }).answers ?? [];
}

/** A version-2 case's problems in the CLI's one error format; an ability's problem names the abilities. */
function sequenceCaseError(id: string, problems: readonly Problem[], read?: GloomhavenCase): string {
  return caseError(
    id,
    problems.map((p) => ({
      path: caseProblemPath(p, read).replace(/^\$\.action\b.*/, "$.abilities"),
      message: p.code === "HexCaseFormat" ? String(p.params["message"]) : describeProblems([p]),
    })),
  );
}

const label = (p: Pair): string => `(${p.join(", ")})`;

/** One step in words, for `check`'s failure reports and `solve`'s readable output. */
function stepWords(step: StepJson): string {
  if ("destination" in step) return `end ${label(step.destination)}`;
  if ("attacks" in step)
    return step.attacks.length === 0 ? "no attack" : `attack ${step.attacks.map(label).join(" ")}`;
  if ("moved" in step)
    return step.moved.length === 0
      ? "nobody moved"
      : `moved ${step.moved.map((m) => `${label(m.from)}→${label(m.to)}`).join(" ")}`;
  return step.controlled.length === 0
    ? "nobody controlled"
    : `controlled ${step.controlled
        .map((c) => `${label(c.by)}→${c.attacks.length === 0 ? "nobody" : c.attacks.map(label).join(" ")}`)
        .join(" ")}`;
}

/** Version-2 Gloomhaven-family cases (CF-1…CF-3, test/fixtures/conformance/gloomhaven-sequences/README.md). */
/** The keys of a version-2 case (CF-1, CF-2): the version-1 board fields, `action` replaced. */
const SEQUENCE_CASE_KEYS: KeyShape = (() => {
  const { action: _action, ...board } = HEX_CASE_KEYS as Record<string, KeyShape>;
  return {
    ...board,
    schema: null,
    links: null,
    mover: { flying: null, muddled: null, stunned: null, immobilized: null, disarmed: null },
    focus: { rule: null, within: null },
    abilities: [
      {
        kind: null,
        move: null,
        jumping: null,
        teleport: null,
        range: null,
        targets: null,
        targets_all: null,
        aoe: null,
        aoe_origin: null,
        same_target: null,
        melee: null,
        value: null,
        attack_range: null,
      },
    ],
    shape: null,
    card: null,
    note: null,
  };
})();

export const sequenceCases: CaseFamily = {
  name: "gloomhaven",
  knownKeys: SEQUENCE_CASE_KEYS,
  solve: (raw, index) => {
    const id = caseId(raw, index);
    const parsed = parseSequenceCase(raw);
    if (!parsed.ok) return { id, error: sequenceCaseError(id, parsed.problems) };
    const { turn, rules, read } = parsed.value;
    const result = decideSequence(turn, rules);
    const answers = sequenceAnswers(turn, result);
    if (result.kind === "invalid" || answers === null)
      return { id, error: sequenceCaseError(id, result.kind === "invalid" ? result.problems : [], read) };
    return { id, answers: toJson(answers) };
  },
  expected: (raw, index) => {
    const id = caseId(raw, index);
    const parsed = parseSequenceCase(raw);
    if (!parsed.ok) return { id, error: sequenceCaseError(id, parsed.problems) };
    if (parsed.value.answers === null)
      return { id, error: caseError(id, [{ path: "$.answers", message: "the case has no stored answers" }]) };
    return { id, answers: toJson(parsed.value.answers) };
  },
  canonical: (output) =>
    isErrorOutput(output)
      ? `error: ${output.error}`
      : sequenceAnswerSet(optionsOf(output).map(fromJson)).join(" / "),
  describe: (output) => {
    if (isErrorOutput(output)) return [`error: ${output.error}`];
    const options = optionsOf(output);
    if (options.length === 0) return ["(no answers)"];
    return options.map((o) => o.steps.map(stepWords).join("; "));
  },
};

/** Whether an output holds version-2 options (each with its steps). */
export function isSequenceOutput(output: CaseOutput): boolean {
  const first = optionsOf(output)[0] as { steps?: unknown } | undefined;
  return first !== undefined && Array.isArray(first.steps);
}
