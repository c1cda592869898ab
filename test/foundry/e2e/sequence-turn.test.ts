// @vitest-environment happy-dom
// On the fake Foundry runtime (real async token movement, the scene's move history in its flags):
// a real attack–move–attack card (Cave Bear 601, SQ-0 S1) played step by step by the Monster turn
// window's sequence logic: Move moves the token and stops at the attack, Continue finishes, Undo
// puts the token back; after the GM says the focus died the rest is recomputed on the board as it is.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MoveHistory } from "../../../src/foundry/gloomhaven/move-history";
import type { RegionReading } from "../../../src/foundry/gloomhaven/region-terrain";
import { SceneBoards } from "../../../src/foundry/gloomhaven/scene-boards";
import { SceneCache } from "../../../src/foundry/gloomhaven/scene-cache";
import { sceneHistoryStore } from "../../../src/foundry/gloomhaven/scene-history-store";
import { SequenceTurnController } from "../../../src/foundry/gloomhaven/sequence/sequence-controller";
import { createTurnEnvironment } from "../../../src/foundry/gloomhaven/turn-environment";
import { WallCache } from "../../../src/foundry/gloomhaven/wall-cache";
import { FakeActor, FakeToken } from "../runtime/documents";
import { bootModule, settle } from "../runtime/install";
import { cardOf } from "../gloomhaven/sequence/card-turns";
import { cornerOf, hexCombatScene } from "./hex-scene";

/** Where a token moved onto row `i`, column `j` stands (Foundry keeps whole pixels). */
function standsOn(i: number, j: number): { x: number; y: number } {
  const { x, y } = cornerOf(i, j);
  return { x: Math.round(x), y: Math.round(y) };
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The Guard plays Cave Bear 601 on scene s1, its Brute moved to row 2 column `bruteColumn`. */
async function setUp(bruteColumn: number, tinkererColumn?: number) {
  const gm = await bootModule();
  const built = hexCombatScene(gm);
  const bruteAt = cornerOf(2, bruteColumn);
  built.brute.x = bruteAt.x;
  built.brute.y = bruteAt.y;
  if (tinkererColumn !== undefined) {
    const at = cornerOf(2, tinkererColumn);
    built.scene.addToken(
      new FakeToken("tinker", "Tinkerer", at.x, at.y, 1, new FakeActor("a3", "Tinkerer", true)),
    );
  }
  const problems: unknown[] = [];
  const history = new MoveHistory(sceneHistoryStore(), (p) => problems.push(p));
  const caches = {
    walls: new WallCache(),
    regions: new SceneCache<RegionReading>(),
    boards: new SceneBoards(),
  };
  const env = createTurnEnvironment(caches, history, "guard");
  const controller = new SequenceTurnController(env, "s1", "guard", cardOf("gloomhaven/cave-bear", 601));
  controller.recompute();
  await settle();
  return { gm, ...built, controller, problems };
}

describe("SQ-1: Move plays a whole card step by step on the canvas", () => {
  it("moves to the Brute, stops at the attack, finishes on Continue and Undo puts the Guard back", async () => {
    const { gm, guard, guardAt, controller, problems } = await setUp(3);
    expect(controller.result?.kind).toBe("act");
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);
    expect(await controller.accept()).toBe("moved");
    await settle();
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 2));
    expect(controller.current()).toMatchObject({
      kind: "pause",
      step: { kind: "attack", targets: ["brute"] },
    });
    controller.continue();
    expect(controller.current()).toEqual({ kind: "done" });
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);
    expect(await controller.undoTurn()).toBe("undone");
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(controller.playing).toBe(false);
    expect(problems).toEqual([]);
  });

  it("after the GM says the focus died, the Guard moves on to the next enemy and attacks it", async () => {
    const { scene, guard, controller } = await setUp(2, 3);
    expect(controller.result?.kind === "act" && controller.result.options[0]?.focus).toEqual(["brute"]);
    expect(await controller.accept()).toBe("refused");
    expect(controller.current()).toMatchObject({ kind: "pause", step: { targets: ["brute"] } });
    await scene.deleteEmbeddedDocuments("Token", ["brute"]);
    controller.targetChanged();
    expect(controller.result?.kind === "act" && controller.result.options[0]?.focus).toEqual(["tinker"]);
    expect(await controller.accept()).toBe("moved");
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 2));
    expect(controller.current()).toMatchObject({ kind: "pause", step: { targets: ["tinker"] } });
  });
});
