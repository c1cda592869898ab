import type { AreaId, ArrowColour } from "../model";
import { planNormal } from "./arrow-rules";
import type { ModifierId } from "./modifier-ids";
import {
  planLowestSneak,
  stayPlan,
  stepsFrom,
  targetsAmong,
  targetsWithin,
  type MoveContext,
  type Plan,
} from "./plan";

/**
 * Flying movement (spec §3 sky blue, §4): from an area, to an adjacent street holding an
 * investigator (lowest Sneak), else up to the Sky; from the Sky, swoop to any street holding an
 * investigator, else stay. Modifiers: An Evil Fog, Aldebaran Ascendant, Angry Red Skies, Windy.
 */
export function planFlying(ctx: MoveContext, from: AreaId): Plan {
  const { board, env } = ctx;
  if (env.flyersStill) return stayPlan("flying.grounded", { modifiers: ["an-evil-fog"] });
  const kindOf = (area: AreaId) => board.areaById.get(area)?.kind;
  if (from === board.skyId) {
    if (!env.flyersLeaveSky) return stayPlan("flying.grounded", { modifiers: ["angry-red-skies"] });
    const unstableToo = (area: AreaId) =>
      env.swoopToUnstable && kindOf(area) === "location" && board.areaById.get(area)?.unstable === true;
    const candidates = targetsAmong(
      ctx,
      ctx.investigatorsAt.keys(),
      (a) => kindOf(a) === "street" || unstableToo(a),
    );
    if (candidates.length === 0) return stayPlan("flying.stays-in-sky");
    const windy: ModifierId[] = candidates.some((c) => unstableToo(c.area)) ? ["windy"] : [];
    return planLowestSneak("flying.swoop", candidates, { modifiers: windy });
  }
  const adjacent = targetsAmong(ctx, board.neighbours.get(from) ?? [], (a) => kindOf(a) === "street");
  if (adjacent.length > 0) return planLowestSneak("flying.adjacent-street", adjacent);
  if (!env.flyersEnterSky) {
    const blocking = (["angry-red-skies", "aldebaran-ascendant"] as const).filter((id) => env.active.has(id));
    return stayPlan("flying.grounded", { modifiers: blocking });
  }
  return { rule: "flying.to-sky", options: [{ path: [board.skyId] }] };
}

/**
 * Aquatic movement (spec §3 orange, §4): in an aquatic location, straight to another aquatic
 * location holding an investigator (lowest Sneak); otherwise normal movement. The Streets are
 * Flooded makes every street aquatic.
 */
export function planAquatic(ctx: MoveContext, from: AreaId, colour: ArrowColour): Plan {
  const { board, env } = ctx;
  const isAquatic = (id: AreaId) => {
    const area = board.areaById.get(id);
    return area !== undefined && (area.aquatic || (env.streetsAquatic && area.kind === "street"));
  };
  if (isAquatic(from)) {
    const candidates = targetsAmong(ctx, ctx.investigatorsAt.keys(), (a) => a !== from && isAquatic(a));
    if (candidates.length > 0) {
      const flooded = [from, ...candidates.map((c) => c.area)].some((a) => !board.areaById.get(a)?.aquatic);
      return planLowestSneak("aquatic.to-aquatic", candidates, {
        modifiers: flooded ? ["the-streets-are-flooded"] : [],
      });
    }
  }
  return planNormal(ctx, from, colour);
}

/**
 * Stalker movement (spec §3 purple, §4): straight to an adjacent street or adjacent unstable
 * location holding an investigator (adjacency, not arrows; lowest Sneak, ties offered); otherwise
 * normal movement. Balmy extends the reach to 2 steps.
 */
export function planStalker(ctx: MoveContext, from: AreaId, colour: ArrowColour): Plan {
  const { board, env } = ctx;
  const steps = stepsFrom(board, from, env.stalkerReach);
  const accept = (id: AreaId) => {
    const area = board.areaById.get(id);
    return id !== from && (area?.kind === "street" || (area?.kind === "location" && area.unstable));
  };
  const candidates = targetsWithin(ctx, steps, accept);
  if (candidates.length === 0) return planNormal(ctx, from, colour);
  const balmy: ModifierId[] = candidates.some((c) => c.distance > 1) ? ["balmy"] : [];
  return planLowestSneak("stalker.to-investigator", candidates, { modifiers: balmy });
}
