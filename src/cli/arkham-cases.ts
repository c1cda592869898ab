import { caseId, type CaseFamily } from "./case-family";

/** Arkham case files (schema arkham-movement-cases/1, test/fixtures/conformance/arkham/README.md). */
export const arkhamCases: CaseFamily = {
  name: "arkham",
  solve: (raw, index) => ({ id: caseId(raw, index), error: "the Arkham engine is not implemented yet" }),
  expected: (raw, index) => ({ id: caseId(raw, index), error: "not implemented yet" }),
  canonical: (output) => JSON.stringify(output),
  describe: (output) => [JSON.stringify(output)],
};
