import type { AreaId } from "../model";
import type { MonsterDecision } from "./types";

/** A decision's outcomes as the case files write them (spec §6): areas entered in order, [] = stays. */
export function outcomesOf(decision: MonsterDecision): AreaId[][] {
  return decision.options.map((option) => [...option.path]);
}

/** Outcomes per monster id, as the case files store them (spec §6 `expected`). */
export type OutcomesByMonster = Readonly<Record<string, readonly (readonly AreaId[])[]>>;

/**
 * One monster's outcomes as a set (spec §6: a case passes when the sets are equal): each path once,
 * as text, sorted. The one set comparison of the Arkham family, used by the CLI, sandbox and tests.
 */
export function outcomeSet(outcomes: readonly (readonly AreaId[])[]): string[] {
  return [...new Set(outcomes.map((path) => JSON.stringify(path)))].sort();
}

/** Every monster's outcome set, monsters by id: equal text means equal sets (spec §6). */
export function canonicalOutcomes(outcomes: OutcomesByMonster): string {
  const ids = Object.keys(outcomes).sort();
  return JSON.stringify(ids.map((id) => [id, outcomeSet(outcomes[id] ?? [])]));
}
