// The prepared Arkham board of the in-world batches: the base-game board as one square region per
// area (rows of six), each bound to its area; a Gug in Northside, Amanda Sharpe (an investigator,
// Sneak 2) in Easttown; the Mythos card "Manhunt in Arkham!" chosen.
import { baseBoard } from "../../../core/arkham";
import type { WorldDriver } from "../world-driver";

/** Side of an area's square region, in pixels (4 grid spaces). */
const AREA_SIZE = 400;
const PER_ROW = 6;

/** The ids of the prepared board's documents. */
export interface ArkhamBoard {
  readonly sceneId: string;
  readonly gug: string;
  readonly amanda: string;
  /** The rectangle of an area's region, in pixels. */
  areaRect(areaId: string): { x: number; y: number; width: number; height: number };
}

/** Creates and views the board scene, binds its regions and places the pieces. */
export async function arkhamBoard(world: WorldDriver): Promise<ArkhamBoard> {
  const areas = baseBoard().areas;
  const sceneId = await world.createScene({
    name: "Monster Autopilot test: Arkham board",
    grid: "square",
    columns: (PER_ROW * AREA_SIZE) / 100,
    rows: (Math.ceil(areas.length / PER_ROW) * AREA_SIZE) / 100,
  });
  const corner = new Map<string, { x: number; y: number }>();
  areas.forEach((area, n) =>
    corner.set(area.id, { x: (n % PER_ROW) * AREA_SIZE, y: Math.floor(n / PER_ROW) * AREA_SIZE }),
  );
  await world.createRegions(
    sceneId,
    areas.map((area) => {
      const at = corner.get(area.id) ?? { x: 0, y: 0 };
      return {
        name: area.id,
        rect: { ...at, width: AREA_SIZE - 1, height: AREA_SIZE - 1 },
        flags: { arkhamArea: area.id },
      };
    }),
  );
  const inside = (area: string) => {
    const at = corner.get(area);
    if (!at) throw new Error(`The base board has no area ${area}`);
    return { x: at.x + 100, y: at.y + 100 };
  };
  const [gug, amanda] = await world.createTokens(sceneId, [
    { name: "Gug", at: inside("northside"), disposition: "hostile" },
    {
      name: "Amanda Sharpe",
      at: inside("easttown"),
      disposition: "friendly",
      flags: { arkhamRole: "investigator" },
      actorSystem: { skills: { sneak: 2 } },
    },
  ]);
  if (!gug || !amanda) throw new Error("The test tokens were not created");
  await world.setSceneFlag(sceneId, "arkhamBoard", { source: "preset" });
  await world.setSceneFlag(sceneId, "arkhamMythos", {
    card: "Manhunt in Arkham!",
    white: [],
    black: [],
    modifiers: [],
  });
  const areaRect = (areaId: string) => {
    const at = corner.get(areaId);
    if (!at) throw new Error(`The base board has no area ${areaId}`);
    return { ...at, width: AREA_SIZE - 1, height: AREA_SIZE - 1 };
  };
  return { sceneId, gug, amanda, areaRect };
}
