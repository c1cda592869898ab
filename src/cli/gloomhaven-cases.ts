import en from "../../lang/en.json";
import { decideMonsterTurn, type Problem } from "../core/gloomhaven";
import {
  answerSet,
  caseAnswers,
  caseProblemPath,
  parseCase,
  type CaseAnswer,
  type GloomhavenCase,
} from "../core/gloomhaven-cases";
import { localizerFromJson } from "../view/i18n";
import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";

const localizer = localizerFromJson(en);

type Pair = [number, number];
interface AnswerJson {
  readonly destination: Pair;
  readonly attacks: readonly Pair[];
}

/** Puts problems into words with the English messages (MONSTER_AUTOPILOT.Problems), joined with "; ". */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((p) => localizer.format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params)).join("; ");
}

/** A case's problems in the CLI's error format (`<case id>: <JSON path>: <message>`; ...). */
function hexCaseError(id: string, problems: readonly Problem[], read?: GloomhavenCase): string {
  return caseError(
    id,
    problems.map((p) => ({
      path: caseProblemPath(p, read),
      message:
        p.code === "HexCaseFormat"
          ? String(p.params["message"])
          : localizer.format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params),
    })),
  );
}

function toJson(answers: readonly CaseAnswer[]): AnswerJson[] {
  return answers.map((a) => ({
    destination: [a.destination.q, a.destination.r],
    attacks: a.attacks.map((h): Pair => [h.q, h.r]),
  }));
}

function answersOf(output: CaseOutput): readonly AnswerJson[] {
  return (output as { answers?: readonly AnswerJson[] }).answers ?? [];
}

function fromJson(answer: AnswerJson): CaseAnswer {
  return {
    destination: { q: answer.destination[0], r: answer.destination[1] },
    attacks: answer.attacks.map(([q, r]) => ({ q, r })),
  };
}

/** Gloomhaven-family case files (test/fixtures/conformance/gloomhaven/README.md; CLI contract of the foundation issue). */
export const gloomhavenCases: CaseFamily = {
  name: "gloomhaven",
  solve: (raw, index) => {
    const id = caseId(raw, index);
    const parsed = parseCase(raw);
    if (!parsed.ok) return { id, error: hexCaseError(id, parsed.problems) };
    const { scenario, action, rules } = parsed.value;
    const result = decideMonsterTurn(scenario, action, rules);
    if (result.kind === "invalid") return { id, error: hexCaseError(id, result.problems, parsed.value) };
    return { id, answers: toJson(caseAnswers(result, scenario) ?? []) };
  },
  expected: (raw, index) => {
    const id = caseId(raw, index);
    const parsed = parseCase(raw);
    if (!parsed.ok) return { id, error: hexCaseError(id, parsed.problems) };
    if (parsed.value.answers === null)
      return { id, error: caseError(id, [{ path: "$.answers", message: "the case has no stored answers" }]) };
    return { id, answers: toJson(parsed.value.answers) };
  },
  canonical: (output) =>
    isErrorOutput(output) ? `error: ${output.error}` : answerSet(answersOf(output).map(fromJson)).join(" / "),
  describe: (output) => {
    if (isErrorOutput(output)) return [`error: ${output.error}`];
    const answers = answersOf(output);
    if (answers.length === 0) return ["(no answers)"];
    return answers.map((a) => {
      const to = `(${a.destination.join(", ")})`;
      return a.attacks.length === 0
        ? `end ${to}, no attack`
        : `end ${to}, attack ${a.attacks.map((h) => `(${h.join(", ")})`).join(" ")}`;
    });
  },
};
