// The Mythos phase's basic terms, shared by the game state (types.ts), the events and the outcome
// record, which types.ts in turn names.
import type { DimensionSymbol } from "../model";

/** A gate marker (mythos §S `gates`, MY-3.2): its id, its Other World and that world's dimension symbol. */
export interface GateMarker {
  readonly id: string;
  readonly world: string;
  readonly dimension: DimensionSymbol;
}

/** The three kinds of Mythos card that matter for step 4 (MY-12). */
export type MythosCardType = "headline" | "environment" | "rumor";

/** How the first player or the GM seals a gate (MY-13.3): with clue tokens or the Elder Sign item; null = only closed. */
export type SealWith = "clues" | "elder-sign" | null;

/** The reasons the Ancient One awakens (MY-10), as reported. */
export type AwakeningReason =
  "doom-track-full" | "too-many-gates" | "no-gate-markers" | "monster-cup-empty" | "too-many-monsters";
