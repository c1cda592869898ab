import type { AreaId } from "../model";
import type { MonsterDecision } from "./types";

/** A decision's outcomes as the case files write them (spec §6): areas entered in order, [] = stays. */
export function outcomesOf(decision: MonsterDecision): AreaId[][] {
  return decision.options.map((option) => [...option.path]);
}
