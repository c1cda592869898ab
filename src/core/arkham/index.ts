// Public API of the Arkham Horror 2e movement core (issue 3). Pure and deterministic.
export * from "./model";
export * from "./problems";
export * from "./mythos/types";
export * from "./mythos/modifier-ids";
