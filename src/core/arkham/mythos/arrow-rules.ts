import type { AreaId, ArrowColour } from "../model";
import { arrowTarget, stayPlan, type MoveContext, type Plan } from "./plan";
import type { DecisionWarning } from "./types";

/** Missing arrows out of a street or location mean the board data is incomplete; the Sky has none by design. */
function missingArrowWarnings(ctx: MoveContext, from: AreaId): readonly DecisionWarning[] {
  const kind = ctx.board.areaById.get(from)?.kind;
  return kind === "street" || kind === "location" ? ["board-incomplete"] : [];
}

/** Normal movement (spec §3 black border): one step along the arrow of the box's colour; none → stays with a warning. */
export function planNormal(ctx: MoveContext, from: AreaId, colour: ArrowColour): Plan {
  const next = arrowTarget(ctx.board, from, colour);
  if (next === undefined) return stayPlan("normal.no-arrow", { warnings: missingArrowWarnings(ctx, from) });
  return { rule: "normal.arrow", options: [{ path: [next], colour }] };
}

/** Fast movement (spec §3 red border): two steps along arrows of the same colour, stopping on entering an investigator's area. */
export function planFast(ctx: MoveContext, from: AreaId, colour: ArrowColour): Plan {
  const first = arrowTarget(ctx.board, from, colour);
  if (first === undefined) return stayPlan("normal.no-arrow", { warnings: missingArrowWarnings(ctx, from) });
  if (ctx.investigatorsAt.has(first)) {
    return { rule: "fast.stopped-at-investigator", options: [{ path: [first], colour }] };
  }
  const second = arrowTarget(ctx.board, first, colour);
  if (second === undefined) {
    return {
      rule: "fast.no-second-arrow",
      options: [{ path: [first], colour }],
      warnings: missingArrowWarnings(ctx, first),
    };
  }
  return { rule: "fast.two-steps", options: [{ path: [first, second], colour }] };
}
