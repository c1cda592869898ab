// Accepting and undoing a monster's move when Foundry's move does not simply complete (v14 stops
// and pauses), and keeping Foundry's movement history and the token's rotation in step with Undo.
import { describe, expect, it } from "vitest";
import { readScene } from "../../../src/foundry/gloomhaven/read-scene";
import { acceptMove, undoLastMove } from "../../../src/foundry/gloomhaven/token-mover";
import { TurnController, type TurnEnvironment } from "../../../src/foundry/gloomhaven/turn-controller";
import { defaultAbilityForm } from "../../../src/view/gloomhaven/ability-form";
import type { Release } from "../runtime/token-movement";
import { actResult, historyOn, option } from "./builders";
import { fakeScene, fakeToken, FakeHexGrid, FakeMovableToken, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });
const topLeft = (i: number, j: number) => ({
  x: Math.round(centre(i, j).x - 50),
  y: Math.round(centre(i, j).y - 50),
});
const scene = fakeScene({
  grid,
  tokens: [
    fakeToken("guard", centre(3, 3)),
    fakeToken("brute", centre(3, 7), { hasPlayerOwner: true, name: "Brute" }),
  ],
});
const read = () =>
  readScene(scene, { activeTokenId: "guard", recognition: "disposition", labelOf: (o) => `${o.i}:${o.j}` });
const reading = read();
if (!reading.ok) throw new Error("fixture scene must read");
const hexOf = (i: number, j: number) => reading.index.toHex({ i, j });
const ACTIONS = new Set(["walk", "fly", "jump", "blink", "displace"]);

/** The guard walks three hexes east toward the brute. */
const threeSteps = actResult([
  option({ path: [hexOf(3, 3), hexOf(3, 4), hexOf(3, 5), hexOf(3, 6)], targets: ["brute"] }),
]);

/** A window's logic for the guard on Foundry `release`. */
function setUp(release: Release) {
  const token = new FakeMovableToken("guard", topLeft(3, 3));
  token.motion.release = release;
  const { history, flags } = historyOn();
  const env: TurnEnvironment = {
    readScene: () => read(),
    decide: () => threeSteps,
    ruleSet: () => "gloomhaven",
    highlight: () => undefined,
    movementActions: () => ACTIONS,
    findToken: (_scene, id) => (id === "guard" ? token : undefined),
    animate: () => false,
    history,
  };
  const controller = new TurnController(
    env,
    "scene",
    "guard",
    defaultAbilityForm({ move: 3, range: 0, flying: false }),
  );
  controller.recompute();
  const undo = () => undoLastMove(history, "scene", env.findToken, ACTIONS);
  return { controller, token, history, flags, undo };
}

/** Resolves "hung" when `promise` has not settled within two seconds (the fake answers within a few ticks). */
async function orHung<T>(promise: Promise<T>): Promise<T | "hung"> {
  const hung = new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 2000));
  return Promise.race([promise, hung]);
}

describe("a stopped move (v14: move resolves false, the token stays where it stopped)", () => {
  it.each([13, 14] as const)(
    "v%i: keeps the undo entry for the part that happened and says where the token stopped",
    async (release) => {
      const { controller, token, history, undo } = setUp(release);
      token.motion.script = { kind: "stop", after: 2 };
      expect(await controller.accept()).toBe("stopped");
      expect(controller.stoppedAt).toBe("3:5");
      expect({ x: token.x, y: token.y }).toEqual(topLeft(3, 5));
      expect(history.size("scene")).toBe(1);
      expect(controller.canUndo).toBe(true);
      expect(await undo()).toBe("undone");
      expect({ x: token.x, y: token.y }).toEqual(topLeft(3, 3));
    },
  );

  it("a move stopped before its first step changes nothing and is reported as refused", async () => {
    const { controller, token, history } = setUp(14);
    token.motion.script = { kind: "stop", after: 0 };
    expect(await controller.accept()).toBe("refused");
    expect(history.size("scene")).toBe(0);
  });
});

describe("a paused move (v14: move stays pending until resumed or stopped)", () => {
  it("Accept returns, the window is usable and Undo puts the token back where it stood", async () => {
    const { controller, token, history, undo } = setUp(14);
    token.motion.script = { kind: "pause", after: 1 };
    expect(await orHung(controller.accept())).toBe("paused");
    expect(controller.state.busy).toBe(false);
    expect(controller.canUndo).toBe(true);
    expect(history.size("scene")).toBe(1);
    expect(await orHung(undo())).toBe("undone");
    expect({ x: token.x, y: token.y }).toEqual(topLeft(3, 3));
    expect(history.size("scene")).toBe(0);
    expect(await controller.settling).toBeNull(); // undone meanwhile: nothing more to tell
  });

  it("once resumed, the move completes and the window is told", async () => {
    const { controller, token } = setUp(14);
    token.motion.script = { kind: "pause", after: 1 };
    expect(await orHung(controller.accept())).toBe("paused");
    token.motion.resumeMovement();
    expect(await controller.settling).toBe("moved");
    expect({ x: token.x, y: token.y }).toEqual(topLeft(3, 6));
  });

  it("a scene change is no longer ignored once the paused move is undone", async () => {
    const { controller, token } = setUp(14);
    token.motion.script = { kind: "pause", after: 1 };
    await orHung(controller.accept());
    expect(controller.state.moved).toBe(true);
    expect(await orHung(controller.undo())).toBe("undone");
    controller.recompute(true);
    expect(controller.state.moved).toBe(false);
  });
});

describe("Undo and Foundry's movement history", () => {
  /** The guard's accepted move along the three steps, rotating as Foundry does. */
  async function accepted(release: Release) {
    const set = setUp(release);
    set.token.rotation = 30;
    set.token.elevation = 0;
    expect(await set.controller.accept()).toBe("moved");
    return set;
  }

  it.each([13, 14] as const)("v%i: Accept turns the token and Undo turns it back", async (release) => {
    const { token, undo } = await accepted(release);
    expect(token.rotation).not.toBe(30);
    expect(await undo()).toBe("undone");
    expect(token.rotation).toBe(30);
  });

  it("reverts the recorded movement instead of recording a new one", async () => {
    const { token, undo } = await accepted(14);
    const acceptedId = token.movement?.id;
    expect(await undo()).toBe("undone");
    expect(token.motion.log.filter((e) => e.kind === "revert")).toEqual([
      { kind: "revert", data: acceptedId },
    ]);
    expect(token.movementHistory.some((w) => w.movementId === acceptedId)).toBe(false);
    expect(token.movementHistory.filter((w) => w.action === "displace").length).toBeLessThanOrEqual(1);
    expect({ x: token.x, y: token.y, elevation: token.elevation }).toEqual({
      ...topLeft(3, 3),
      elevation: 0,
    });
  });

  it("falls back to the stored position when Foundry's history no longer holds the move", async () => {
    const { token, undo } = await accepted(14);
    await token.motion.clearMovementHistory();
    expect(await undo()).toBe("undone");
    expect({ x: token.x, y: token.y, rotation: token.rotation }).toEqual({ ...topLeft(3, 3), rotation: 30 });
    expect(token.calls.at(-1)?.waypoints).toEqual([{ ...topLeft(3, 3), elevation: 0, action: "displace" }]);
  });

  it("does not revert moves made after the monster's (it puts the token back directly)", async () => {
    const { token, undo } = await accepted(14);
    await token.motion.move([{ ...topLeft(4, 6), elevation: 0 }]); // a player drags it on
    expect(await undo()).toBe("undone");
    expect(token.motion.log.some((e) => e.kind === "revert")).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual(topLeft(3, 3));
  });

  it("restores the elevation the token had", async () => {
    const token = new FakeMovableToken("guard", topLeft(3, 3));
    token.elevation = 5;
    const { history } = historyOn();
    await acceptMove(token, "scene", [{ ...topLeft(3, 4), elevation: 0 }], history, { animate: false });
    await undoLastMove(history, "scene", () => token, ACTIONS);
    expect(token.elevation).toBe(5);
  });
});
