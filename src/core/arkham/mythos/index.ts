// The movement step's API inside the Arkham core: what the Mythos-phase engine (../phase) runs as step 3 (MY-11).
export type { MythosResult } from "./types";
export { findModifierId } from "./modifiers";
export { resolveMythosMovement } from "./resolve-mythos-movement";
export { readCaseBoard } from "./read-case";
