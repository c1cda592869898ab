// Accept all and Undo on Foundry's token documents (the fake runtime's tokens move as
// test/foundry/runtime/token-movement.ts documents): stopped and paused walks, and Undo kept in
// step with Foundry's movement history.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceptPlacements, undoLastSet, type UndoStore } from "../../../src/foundry/arkham/accept-moves";
import type { UndoSet } from "../../../src/foundry/arkham/flag-types";
import { foundryTokenMover } from "../../../src/foundry/arkham/foundry-token-mover";
import type { Placement } from "../../../src/foundry/arkham/plan-placements";
import { FakeScene, FakeToken } from "../runtime/documents";
import { FakeHooks } from "../runtime/globals";

beforeEach(() => {
  vi.stubGlobal("Hooks", new FakeHooks());
  vi.stubGlobal("CONFIG", { Token: { movement: { actions: { walk: {}, displace: {} } } } });
});
afterEach(() => vi.unstubAllGlobals());

function board() {
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 2000, height: 2000 } });
  const gug = scene.addToken(new FakeToken("gug", "Gug", 0, 0, -1, null));
  const ghoul = scene.addToken(new FakeToken("ghoul", "Ghoul", 500, 0, -1, null));
  gug.motion.release = 14;
  ghoul.motion.release = 14;
  let sets: readonly UndoSet[] = [];
  const undo: UndoStore = { read: () => sets, write: async (next) => void (sets = next) };
  const mover = foundryTokenMover(scene as unknown as Scene.Implementation);
  return { gug, ghoul, undo, mover, sets: () => sets };
}

const placements: Placement[] = [
  {
    tokenId: "gug",
    from: { x: 0, y: 0 },
    waypoints: [
      { x: 100, y: 0 },
      { x: 200, y: 0 },
      { x: 300, y: 0 },
    ],
  },
  { tokenId: "ghoul", from: { x: 500, y: 0 }, waypoints: [{ x: 600, y: 0 }] },
];

/** Resolves "hung" when `promise` has not settled within two seconds (the fake answers within a few ticks). */
async function orHung<T>(promise: Promise<T>): Promise<T | "hung"> {
  const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 2000));
  return Promise.race([promise, hung]);
}

describe("Arkham Accept all on Foundry's moves", () => {
  it("v14: a walk Foundry stops part-way is reported as stopped; Undo still puts that token back", async () => {
    const { gug, ghoul, undo, mover } = board();
    gug.motion.script = { kind: "stop", after: 1 };
    const accepted = await acceptPlacements(placements, mover, undo);
    expect(accepted).toEqual({ moved: ["ghoul"], stopped: ["gug"], paused: [] });
    expect({ x: gug.x, y: gug.y }).toEqual({ x: 100, y: 0 });
    expect(await undoLastSet(mover, undo)).toEqual(["gug", "ghoul"]);
    expect([gug.x, ghoul.x]).toEqual([0, 500]);
  });

  it("a paused walk does not hold up the others, and Undo stops it and puts the token back", async () => {
    const { gug, ghoul, undo, mover } = board();
    gug.motion.script = { kind: "pause", after: 1 };
    const accepted = await orHung(acceptPlacements(placements, mover, undo));
    expect(accepted).toEqual({ moved: ["ghoul"], stopped: [], paused: ["gug"] });
    expect(ghoul.x).toBe(600);
    expect(await orHung(undoLastSet(mover, undo))).toEqual(["gug", "ghoul"]);
    expect([gug.x, ghoul.x]).toEqual([0, 500]);
  });

  it("Undo reverts the recorded movement instead of recording a displacement", async () => {
    const { gug, undo, mover } = board();
    await acceptPlacements(placements, mover, undo);
    const acceptedId = gug.movement?.id;
    await undoLastSet(mover, undo);
    expect(gug.motion.log.filter((e) => e.kind === "revert")).toEqual([{ kind: "revert", data: acceptedId }]);
    expect(gug.movementHistory.some((w) => w.movementId === acceptedId)).toBe(false);
    expect(gug.moves).toHaveLength(1);
  });

  it("Undo displaces the token back when Foundry's history no longer holds the move", async () => {
    const { gug, undo, mover } = board();
    await acceptPlacements(placements, mover, undo);
    await gug.motion.clearMovementHistory();
    await undoLastSet(mover, undo);
    expect({ x: gug.x, y: gug.y }).toEqual({ x: 0, y: 0 });
    expect(gug.moves.at(-1)?.waypoints).toEqual([{ x: 0, y: 0, elevation: 0, action: "displace" }]);
  });

  it("Undo turns a token back to the rotation it had before the move", async () => {
    const { gug, undo, mover } = board();
    gug.rotation = 90;
    await acceptPlacements(placements, mover, undo);
    gug.rotation = 180; // another module or the GM turned it while it moved
    await undoLastSet(mover, undo);
    expect(gug.rotation).toBe(90);
  });
});
