// Public API of the Gloomhaven-family rules core (rules reference: docs/rules/gloomhaven.md).
export { decideAnswers, decideMonsterTurn } from "./decide";
export { validateScenario } from "./validate";
export { PROBLEM_CODES, type ProblemCode } from "./problems";
export { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, RULE_SETS, type RuleSet } from "./rule-sets";
export * from "./model";
export * from "./result";
export { compareMonsterStandees, orderMonsterSets, type MonsterStandee } from "./monster-order";
export { createLineOfSight, findSightLine, type LosRule, type SightLine } from "./line-of-sight";
