// The Gloomhaven-family conformance case format (test/fixtures/conformance/gloomhaven/README.md):
// read and write cases, and compare answers as sets. Used by the CLI, the sandbox and the tests;
// the rules themselves (src/core/gloomhaven) do not depend on it.
export { answerSet, caseAnswers, compareAnswers, type CaseAnswer } from "./answers";
/** @public The sandbox's case panel names it (knip does not reach the sandbox from its entries). */
export type { AnswerComparison } from "./answers";
export { CORPUS_RULE_OVERRIDES, parseCase, type CaseParseResult, type GloomhavenCase } from "./parse";
export { caseProblemPath } from "./problem-path";
export type { CaseJson } from "./schema";
export { serializeCase } from "./serialize";
export { isSequenceCase, parseSequenceCase, type SequenceCase } from "./sequence-case";
export { serializeSequenceCase, type SequenceCaseOutput } from "./sequence-serialize";
export { compareSequenceAnswers, sequenceAnswerSet } from "./sequence-answers";
/** @public The sandbox's case panel names it (knip does not reach the sandbox from its entries). */
export type { SequenceAnswerComparison } from "./sequence-answers";
