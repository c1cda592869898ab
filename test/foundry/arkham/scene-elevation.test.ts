// Regions of an Arkham board are tested at the moving token's elevation: a board area may have a
// region per floor, and a token belongs to the one that spans its elevation
// (RegionDocument#testPoint, https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html#testpoint).
import { describe, expect, it } from "vitest";
import { planPlacements } from "../../../src/foundry/arkham/plan-placements";
import { readArkhamScene } from "../../../src/foundry/arkham/scene-reading";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeActor, FakeRegion, FakeScene, FakeToken } from "../runtime/documents";

/** A scene whose area "roof" has a ground-floor region (elevation 0–5) and an upper one (10–30). */
async function twoFloorScene(elevation: number) {
  const scene = new FakeScene("s", "Arkham", { sceneRect: { x: 0, y: 0, width: 2000, height: 2000 } });
  const ground = scene.addRegion(new FakeRegion("ground", "Ground", { x: 0, y: 0, width: 400, height: 400 }));
  const upper = scene.addRegion(new FakeRegion("upper", "Upper", { x: 400, y: 0, width: 400, height: 400 }));
  Object.assign(ground.elevation, { bottom: 0, top: 5 });
  Object.assign(upper.elevation, { bottom: 10, top: 30 });
  for (const region of [ground, upper]) await region.setFlag(MODULE_ID, "arkhamArea", "roof");
  const bird = scene.addToken(
    new FakeToken("bird", "Byakhee", 1200, 1200, -1, new FakeActor("a", "Byakhee")),
  );
  bird.elevation = elevation;
  const reading = readArkhamScene(scene as unknown as Scene.Implementation, "system.skills.sneak");
  const { placements, failures } = planPlacements([{ tokenId: "bird", path: ["roof"] }], {
    tokens: reading.tokenRects,
    elevations: reading.tokenElevations,
    regionsOf: reading.regionsOf,
    step: reading.step,
  });
  return { placements, failures };
}

describe("a moved Arkham monster is placed in the region that spans its elevation", () => {
  it("a flying monster (elevation 20) lands in the upper region", async () => {
    const { placements, failures } = await twoFloorScene(20);
    expect(failures).toEqual([]);
    const spot = placements[0]?.waypoints.at(-1);
    expect(spot?.x).toBeGreaterThanOrEqual(400);
  });

  it("a monster on the ground lands in the ground region", async () => {
    const { placements } = await twoFloorScene(0);
    const spot = placements[0]?.waypoints.at(-1);
    expect(spot?.x).toBeLessThan(400);
  });
});
