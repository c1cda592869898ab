import type { AreaId } from "../model";
import { planLowestSneak, stayPlan, stepsFrom, targetsWithin, type MoveContext, type Plan } from "./plan";
import type { MonsterEffect } from "./types";

/**
 * Hound of Tindalos (spec §5): straight to the location (never a street) of the nearest
 * investigator, nearest by steps through adjacent areas, ignoring investigators in streets and
 * refuge locations; equally near → lowest Sneak, then every tied option. None → stays.
 */
export function planHound(ctx: MoveContext, from: AreaId): Plan {
  const { board } = ctx;
  const steps = stepsFrom(board, from);
  const eligible = (id: AreaId) => {
    const area = board.areaById.get(id);
    return area?.kind === "location" && !area.refuge;
  };
  const candidates = targetsWithin(ctx, steps, eligible);
  if (candidates.length === 0) return stayPlan("hound.no-eligible-investigator");
  const nearest = Math.min(...candidates.map((c) => c.distance));
  const plan = planLowestSneak(
    "hound.nearest-location",
    candidates.filter((c) => c.distance === nearest),
  );
  const rest = candidates.filter((c) => c.distance !== nearest);
  return {
    ...plan,
    candidates: [...plan.candidates, ...rest.sort((a, b) => a.distance - b.distance || a.sneak - b.sneak)],
  };
}

/** Chthonian (spec §5): it never travels; the GM rolls one die, on 4–6 every investigator in Arkham loses 1 Stamina. */
export function chthonianEffect(ctx: MoveContext): MonsterEffect {
  return {
    kind: "roll",
    succeedsOn: [4, 5, 6],
    onSuccess: { investigatorIds: ctx.investigatorIds, stamina: 1, sanity: 0 },
  };
}

/** Lloigor (monsters.json, single source): it never travels; every investigator in its area or an adjacent area loses 1 Sanity and 1 Stamina. */
export function lloigorEffect(ctx: MoveContext, from: AreaId): MonsterEffect {
  const areas = [from, ...(ctx.board.neighbours.get(from) ?? [])];
  const investigatorIds = areas.flatMap((a) => ctx.investigatorsAt.get(a)?.investigatorIds ?? []).sort();
  return { kind: "loss", loss: { investigatorIds, stamina: 1, sanity: 1 } };
}
