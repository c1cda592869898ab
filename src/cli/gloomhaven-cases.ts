import { caseId, type CaseFamily } from "./case-family";

/** Gloomhaven-family case files (test/fixtures/conformance/gloomhaven/README.md). */
export const gloomhavenCases: CaseFamily = {
  name: "gloomhaven",
  solve: (raw, index) => ({ id: caseId(raw, index), error: "the Gloomhaven engine is not implemented yet" }),
  expected: (raw, index) => ({ id: caseId(raw, index), error: "not implemented yet" }),
  canonical: (output) => JSON.stringify(output),
  describe: (output) => [JSON.stringify(output)],
};
