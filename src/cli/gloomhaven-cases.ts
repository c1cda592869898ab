import en from "../../lang/en.json";
import { decideAnswers, type Problem } from "../core/gloomhaven";
import {
  answerSet,
  caseProblemPath,
  parseCase,
  type CaseAnswer,
  type GloomhavenCase,
} from "../core/gloomhaven-cases";
import { groupOptions } from "../view/gloomhaven";
import { targetWords } from "../view/gloomhaven";
import { localizerFromJson, type Localizer } from "../view";
import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";
import { BoardReuse } from "./shared-board";
import type { KeyShape } from "./case-family";

let english: Localizer | undefined;
/** The English messages, flattened on first use: answering well-formed cases needs none. */
const localizer = (): Localizer => (english ??= localizerFromJson(en));

type Pair = [number, number];
interface AnswerJson {
  readonly destination: Pair;
  readonly attacks: readonly Pair[];
}

/** Puts problems into words with the English messages (MONSTER_AUTOPILOT.Problems), joined with "; ". */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((p) => localizer().format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params)).join("; ");
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
          : localizer().format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params),
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

const pairLabel = (p: Pair): string => `(${p.join(", ")})`;

/**
 * The readable answers of `solve`, grouped by end hex (the same grouping as the Monster turn
 * window, src/view/gloomhaven/option-groups.ts): "end (5, 0): attacks (1, 1), then any 2 of …".
 */
function summarizeAnswers(answers: readonly AnswerJson[]): string[] {
  if (answers.length === 0) return ["(no answers)"];
  const groups = groupOptions(
    answers.map((a) => ({
      endHex: { q: a.destination[0], r: a.destination[1] },
      path: [],
      targets: a.attacks.map(pairLabel),
    })),
  );
  return groups.map((g) => {
    const end = `end ${pairLabel([g.endHex.q, g.endHex.r])}`;
    const attack = targetWords(localizer(), g.targets, (name) => name);
    const count = g.indices.length > 1 ? ` [${g.indices.length} answers]` : "";
    return `${end}: ${attack.charAt(0).toLowerCase()}${attack.slice(1)}${count}`;
  });
}

const boards = new BoardReuse();

/**
 * The keys of a case as the case schema knows them (src/core/gloomhaven-cases/schema.ts; a test
 * holds them equal), looked into where a key is optional: a misspelled required key is already an
 * error (the key is missing), while a misspelled optional one would silently read as left out.
 */
/** The keys of a version-1 case (README of the conformance cases); version 2 shares its board fields. */
export const HEX_CASE_KEYS: KeyShape = {
  id: null,
  index: null,
  rules: null,
  split: null,
  map: null,
  wall_hexes: null,
  terrain: null,
  walls: null,
  figures: [
    {
      at: null,
      side: null,
      active: null,
      initiative: null,
      id: null,
      name: null,
      invisible: null,
      turn_order: null,
      summoner: null,
    },
  ],
  action: {
    move: null,
    range: null,
    targets: null,
    targets_all: null,
    aoe: null,
    aoe_origin: null,
    flying: null,
    jumping: null,
    teleport: null,
    muddled: null,
    stunned: null,
    immobilized: null,
    disarmed: null,
  },
  answers: null,
  tags: null,
  grid: null,
  board: null,
  void_blocks_los: null,
};

/** Gloomhaven-family case files (test/fixtures/conformance/gloomhaven/README.md; the command-line contract). */
export const gloomhavenCases: CaseFamily = {
  name: "gloomhaven",
  knownKeys: HEX_CASE_KEYS,
  solve: (raw, index) => {
    const id = caseId(raw, index);
    const parsed = boards.parse(raw);
    if (!parsed.ok) return { id, error: hexCaseError(id, parsed.problems) };
    const { action, rules, scenario } = parsed.value;
    // The answers alone: the command line prints no paths or explanation.
    const result = decideAnswers(scenario, action, rules);
    if (result.kind === "invalid") return { id, error: hexCaseError(id, result.problems, parsed.value) };
    return { id, answers: toJson(result.answers) };
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
  summarize: (output) => {
    if (isErrorOutput(output)) return [`error: ${output.error}`];
    return summarizeAnswers(answersOf(output));
  },
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
