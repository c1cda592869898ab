// The Monster turn window's whole-card play (rules reference: docs/rules/gloomhaven-sequences.md).
export type { SequenceCard } from "./sequence-controller";
