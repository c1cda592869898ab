import { isSequenceCase } from "../core/gloomhaven-cases";
import type { CaseFamily, CaseOutput } from "./case-family";
import { gloomhavenCases } from "./gloomhaven-cases";
import { isSequenceOutput, sequenceCases } from "./sequence-cases";

/** The family of one raw case: version 2 by its schema tag (CF-1), else version 1. */
const ofCase = (raw: unknown): CaseFamily => (isSequenceCase(raw) ? sequenceCases : gloomhavenCases);
/** The family of one output: version 2 when its options have steps. */
const ofOutput = (output: CaseOutput): CaseFamily =>
  isSequenceOutput(output) ? sequenceCases : gloomhavenCases;

/**
 * Gloomhaven-family case files: a JSON array whose cases are version 1 (no "schema") or version 2
 * ("gloomhaven-sequence-case/2"), case by case (CF-1). A version-1 case gets exactly the version-1
 * reader's output.
 */
export const hexCases: CaseFamily = {
  name: gloomhavenCases.name,
  knownKeysOf: (raw) => ofCase(raw).knownKeys,
  solve: (raw, index) => ofCase(raw).solve(raw, index),
  expected: (raw, index) => ofCase(raw).expected(raw, index),
  canonical: (output) => ofOutput(output).canonical(output),
  describe: (output) => ofOutput(output).describe(output),
  summarize: (output) => {
    const family = ofOutput(output);
    return family.summarize?.(output) ?? family.describe(output);
  },
};
