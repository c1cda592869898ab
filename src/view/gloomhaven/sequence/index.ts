// The Monster turn window's sequence view-models (rules reference: docs/rules/gloomhaven-sequences.md).
export { buildSequenceOptions, type PlaybackState, type SequenceOptionsContext } from "./sequence-options";
export type { SequenceNaming } from "./sequence-words";
