// Builders for sequence-window tests: a real card from the decks played on a small board.
import { GLOOMHAVEN } from "../../../../src/core/gloomhaven";
import { cardSequence, monsterCatalogue, rankOf, statsAt } from "../../../../src/core/gloomhaven/decks";
import {
  decideSequence,
  type SequenceResult,
  type SequenceTurn,
} from "../../../../src/core/gloomhaven/sequence";
import type { SequenceCard } from "../../../../src/foundry/gloomhaven/sequence/sequence-controller";
import { sequenceTurnInput } from "../../../../src/foundry/gloomhaven/sequence/sequence-input";
import { scenario, type ScenarioSpec } from "../../../core/gloomhaven/builders";

const catalogue = monsterCatalogue();

/** A normal level-1 monster's card as the window plays it: abilities, focus instruction, a walking mover. */
export function cardOf(deckId: string, card: number): SequenceCard {
  const monster = catalogue.monsterById.get(deckId);
  const printed = catalogue.deckById.get(deckId)?.cards.find((c) => c.card === card);
  if (!monster || !printed) throw new Error(`no card ${deckId} ${card}`);
  const rank = rankOf(monster, false);
  const played = cardSequence(deckId, printed, statsAt(monster, 1, rank), rank, catalogue.areas);
  if (played.kind !== "sequence") throw new Error(`card ${card} is played by hand`);
  return { abilities: played.abilities, focus: played.focus, mover: { flying: false } };
}

/** The turn of a normal level-1 monster of `deckId` playing card `card` on the board of `spec` (no links). */
export function cardTurn(deckId: string, card: number, spec: ScenarioSpec): SequenceTurn {
  const played = cardOf(deckId, card);
  return sequenceTurnInput(scenario(spec), [], played.mover, played.focus, played.abilities);
}

/** The engine's "act" answer for a turn (fails the test otherwise). */
export function actOf(turn: SequenceTurn): Extract<SequenceResult, { kind: "act" }> {
  const result = decideSequence(turn, GLOOMHAVEN);
  if (result.kind !== "act") throw new Error(`expected an act result, got ${result.kind}`);
  return result;
}

/** Cave Bear 601 (SQ-0 S1: attack, move, attack). */
export const caveBear = (spec: ScenarioSpec): SequenceTurn => cardTurn("gloomhaven/cave-bear", 601, spec);
/** Ancient Artillery 703 (S7: push all adjacent enemies, then an area attack). */
export const artillery = (spec: ScenarioSpec): SequenceTurn =>
  cardTurn("gloomhaven/ancient-artillery", 703, spec);
