import type { MonsterDecision } from "../../core/arkham";
import { chosenOption } from "../../view/arkham";
import type { MoveDrawing } from "./canvas-arrows";
import type { Point } from "./geometry";
import { movePathPoints } from "./overlay-geometry";
import type { ArkhamScene } from "./scene-reading";

/**
 * The moves of a movement result to draw on the canvas (rules §3–4): each monster with a start
 * point, its chosen path solid, every option faint while the first player has not picked one;
 * monsters `done` says are finished are left out.
 */
export function decisionDrawings(
  decisions: readonly MonsterDecision[],
  starts: ReadonlyMap<string, Point>,
  picks: ReadonlyMap<string, number>,
  reading: Pick<ArkhamScene, "centreOf" | "regionsOf" | "step">,
  done: (monsterId: string) => boolean = () => false,
): MoveDrawing[] {
  // The arrows end inside the destination's region, clear of its name: the arrow's own inset
  // (0.2 grid space, canvas-arrows.ts) plus 0.15 of a grid space (step = half a grid space).
  const end = {
    boundsOf: (area: string) => reading.regionsOf(area)[0]?.bounds,
    margin: reading.step * 0.7,
  };
  return decisions.flatMap((decision) => {
    const start = starts.get(decision.monsterId);
    if (start === undefined || done(decision.monsterId)) return [];
    if (decision.kind !== "move" && decision.kind !== "choose") return [];
    const chosen = chosenOption(decision, picks);
    return decision.options
      .map((option, index) => ({ option, index }))
      .filter(({ index }) => chosen === undefined || index === chosen)
      .map(({ option }) => ({
        monsterId: decision.monsterId,
        points: movePathPoints(start, option.path, reading.centreOf, end),
        faint: chosen === undefined,
      }));
  });
}
