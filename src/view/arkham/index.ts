// Public API of the Arkham view layer (board, pieces and Mythos contexts, moves in words): other
// folders import from here, never from its files.
export {
  type AreaArrows,
  arrowsOutOf,
  type BindReportInput,
  type BoardAreasContext,
  buildBoardAreasContext,
} from "./board-context";
export { phaseRefusal } from "./card-refusal";
export { chosenOption, type MythosProgress } from "./decision-views";
export { MOVEMENT_LABEL_KEYS, RULE_KEYS, setLabel, SYMBOL_GLYPHS } from "./labels";
export { buildMonsterActorsContext, type MonsterActorsContext } from "./monster-actors-context";
export { groupMonsterTypes, type MonsterTypeGroup } from "./monster-type-groups";
export { edgePoint, moveArrowEnd } from "./move-geometry";
export { explainDecision, monsterLabel, type PieceNames } from "./move-words";
export { cardSummaries, modifierSummaries } from "./mythos-catalogue";
export { buildMythosContext, type MythosContext } from "./mythos-context";
export { outcomeHighlight, type PhaseOutcomeView, viewPhaseOutcomes } from "./phase-steps";
export { buildPhaseTrackerContext, type PhaseTrackerContext } from "./phase-context";
export { buildPiecesContext, type PieceInput, type PiecesContext } from "./pieces-context";
export { describeProblem, describeSetupWarnings, type SetupWarning } from "./setup-warnings";
export { buildStateContext, type StateWindowContext, type StateWindowInput } from "./state-context";
export { describeGmEvents } from "./state-events";
export { shuffled, type RandomSource } from "./shuffle";
