// The Gloomhaven-family conformance case format (test/fixtures/conformance/gloomhaven/README.md):
// read and write cases, and compare answers as sets. Used by the CLI, the sandbox and the tests;
// the rules themselves (src/core/gloomhaven) do not depend on it.
export {
  answerKey,
  answerSet,
  caseAnswers,
  compareAnswers,
  type AnswerComparison,
  type CaseAnswer,
} from "./answers";
export { CORPUS_RULE_OVERRIDES, parseCase, type CaseParseResult, type GloomhavenCase } from "./parse";
export { caseJsonPath, caseProblemPath } from "./problem-path";
export { defaultFigureId, type CaseJson } from "./schema";
export { serializeCase, type CaseInput } from "./serialize";
