// "Check this scene" on the prepared scenes in a live world: every check passes on the hex scene and
// on the Arkham board, and the report counts what the scene holds. On v14 a scene of two levels is
// read one level at a time: viewing the lower level counts only its tokens.
import type { Assert, Batch, Scenario } from "../scenario";
import type { WorldDriver } from "../world-driver";
import { arkhamBoard } from "./arkham-board";
import { hexBoard } from "./hex-board";
import { readFields } from "./report-fields";

type Report = Awaited<ReturnType<ReturnType<WorldDriver["api"]>["checkScene"]>>;

/**
 * The counts a check's first line reports (its lang key's placeholders: monsters, characters,
 * terrain …), read in the world's language.
 */
function counts(world: WorldDriver, report: Report, id: string, key: string): Record<string, string> {
  const line = report.checks.find((c) => c.id === id)?.details[0] ?? "";
  return readFields(world.localize(`MONSTER_AUTOPILOT.SelfCheck.${key}`), line) ?? { line };
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
    const found = counts(world, report, "hex", "HexFound");
    assert.deepEqual(
      [found["monsters"], found["characters"]],
      ["2", "1"],
      "the hex check counts the figures",
    );
  },
};

const arkhamScene: Scenario = {
  title: "the prepared Arkham board passes every check",
  async run(world: WorldDriver, assert: Assert) {
    await arkhamBoard(world);
    const report = await world.api().checkScene();
    assert.ok(report.passed, `every check passed: ${failures(report)}`);
    const found = counts(world, report, "arkham", "ArkhamFound");
    assert.deepEqual(
      [found["monsters"], found["investigators"]],
      ["1", "1"],
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
    const found = counts(world, report, "hex", "HexFound");
    assert.deepEqual(
      [found["monsters"], found["characters"], found["terrain"]],
      ["2", "1", "0"],
      "only the lower level's figures and terrain are read",
    );
  },
};

/** The scene self-check batch. */
export const SCENE_CHECK: Batch = {
  key: "monster-autopilot.scene-check",
  title: "Check this scene: the prepared scenes",
  scenarios: [hexScene, arkhamScene, twoLevels],
};
