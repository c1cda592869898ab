// "Check this scene" on the prepared scenes in a live world: every check passes on the hex scene and
// on the Arkham board, and the report counts what the scene holds. On v14 a scene of two levels is
// read one level at a time: viewing the lower level counts only its tokens.
import type { Assert, Batch, Scenario } from "../scenario";
import type { WorldDriver } from "../world-driver";
import { arkhamBoard } from "./arkham-board";
import { hexBoard } from "./hex-board";

type Report = Awaited<ReturnType<ReturnType<WorldDriver["api"]>["checkScene"]>>;

/** The details of one check of the report, as one line. */
function details(report: Report, id: string): string {
  return report.checks.find((c) => c.id === id)?.details.join(" ") ?? "";
}

/** Every failed check with its details, for the assertion message. */
function failures(report: Report): string {
  return JSON.stringify(report.checks.filter((c) => !c.passed));
}

const hexScene: Scenario = {
  title: "the prepared hex scene passes every check",
  async run(world: WorldDriver, assert: Assert) {
    const board = await hexBoard(world, "Monster Autopilot test: scene check");
    await world.createCombat(
      board.sceneId,
      [...board.guards, board.brute].map((tokenId) => ({ tokenId, initiative: null })),
    );
    const report = await world.api().checkScene();
    assert.ok(report.passed, `every check passed: ${failures(report)}`);
    assert.include(details(report, "hex"), "2 monsters, 1 characters", "the hex check counts the figures");
  },
};

const arkhamScene: Scenario = {
  title: "the prepared Arkham board passes every check",
  async run(world: WorldDriver, assert: Assert) {
    await arkhamBoard(world);
    const report = await world.api().checkScene();
    assert.ok(report.passed, `every check passed: ${failures(report)}`);
    assert.include(
      details(report, "arkham"),
      "1 monsters and 1 investigators",
      "the Arkham check counts the pieces",
    );
  },
};

const twoLevels: Scenario = {
  title: "v14: a scene of two levels is read one level at a time",
  skipOn: (generation) => (generation < 14 ? "scene levels are new in Foundry v14" : null),
  async run(world: WorldDriver, assert: Assert) {
    const sceneId = await world.createScene({
      name: "Monster Autopilot test: two levels",
      grid: "hex",
      columns: 10,
      rows: 8,
      levels: ["Lower", "Upper"],
    });
    await world.optInScene(sceneId);
    await world.createTokens(sceneId, [
      { name: "Bandit Guard", at: { i: 1, j: 1 }, disposition: "hostile", level: "Lower" },
      { name: "Bandit Guard", at: { i: 5, j: 1 }, disposition: "hostile", level: "Lower" },
      {
        name: "Brute",
        at: { i: 3, j: 6 },
        disposition: "friendly",
        level: "Lower",
        flags: { side: "character" },
      },
      { name: "Bandit Archer", at: { i: 3, j: 3 }, disposition: "hostile", level: "Upper" },
    ]);
    const upper = world.centreOf(sceneId, { i: 3, j: 4 });
    await world.createRegions(sceneId, [
      {
        name: "Upper rubble",
        rect: { x: upper.x - 100, y: upper.y - 100, width: 200, height: 200 },
        flags: { terrain: "obstacle" },
        levels: ["Upper"],
      },
    ]);
    await world.viewScene(sceneId, "Lower");
    const report = await world.api().checkScene();
    assert.ok(report.passed, `every check passed: ${failures(report)}`);
    assert.include(
      details(report, "hex"),
      "2 monsters, 1 characters",
      "only the lower level's figures are read",
    );
    assert.include(details(report, "hex"), "0 terrain hexes", "the upper level's region is not read");
  },
};

/** The scene self-check batch. */
export const SCENE_CHECK: Batch = {
  key: "monster-autopilot.scene-check",
  title: "Check this scene: the prepared scenes",
  scenarios: [hexScene, arkhamScene, twoLevels],
};
