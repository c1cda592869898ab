// Whole monster ability cards as sequences of abilities (rules reference: docs/rules/gloomhaven-sequences.md).
export { decideSequence } from "./decide-sequence";
export { continueSequence } from "./continue-sequence";
export { sequenceAnswers } from "./answers";
export { sequenceOfAction } from "./from-action";
export type * from "./abilities";
export type * from "./steps";
export { samePair, sameLink, standingLinks, togglePair } from "./link-pairs";
