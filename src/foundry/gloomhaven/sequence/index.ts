// The Monster turn window's whole-card play (rules reference: docs/rules/gloomhaven-sequences.md).
export { SequenceTurnController, type SequenceCard } from "./sequence-controller";
export { planSequenceHighlight } from "./sequence-highlight";
export { sequenceTurnInput } from "./sequence-input";
export { SequencePlayback, type PlaybackStep } from "./sequence-playback";
