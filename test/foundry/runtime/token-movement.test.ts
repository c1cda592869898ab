// Pins the fake token movement to the pages it models (cited in ./token-movement.ts).
import { describe, expect, it } from "vitest";
import { TokenMovement, type MovingBody, type Release } from "./token-movement";

const path = [
  { x: 100, y: 0, elevation: 0 },
  { x: 200, y: 0, elevation: 0 },
  { x: 200, y: 100, elevation: 0 },
];

function token(release: Release = 14): { body: MovingBody; motion: TokenMovement; hooks: string[] } {
  const body: MovingBody = { x: 0, y: 0, elevation: 0, rotation: 0 };
  const hooks: string[] = [];
  const motion = new TokenMovement(body, body);
  motion.release = release;
  motion.hooks = (hook) => hooks.push(hook);
  return { body, motion, hooks };
}

/** Whether a promise has settled after the fake's server round trips. */
async function settledWithin(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe("TokenDocument#move (v13 and v14 pages)", () => {
  it.each([13, 14] as const)(
    "v%i: a complete move resolves true with the token on the last waypoint",
    async (release) => {
      const { body, motion } = token(release);
      expect(await motion.move(path)).toBe(true);
      expect(body).toMatchObject({ x: 200, y: 100 });
      expect(motion.movement?.state).toBe("completed");
    },
  );

  it("resolves only after the server answered, never synchronously", async () => {
    const { body, motion } = token();
    const moving = motion.move(path);
    expect(body.x).toBe(0);
    await moving;
    expect(body.x).toBe(200);
  });

  it("v14: a stopped move resolves false and leaves the token at the stop", async () => {
    const { body, motion, hooks } = token(14);
    motion.script = { kind: "stop", after: 1 };
    expect(await motion.move(path)).toBe(false);
    expect(body).toMatchObject({ x: 100, y: 0 });
    expect(motion.movement?.state).toBe("stopped");
    expect(motion.movement?.pending.waypoints).toHaveLength(2);
    expect(hooks).toEqual(["stopToken"]);
  });

  it("v13: a move stopped part-way resolves true (the token was moved) and leaves it at the stop", async () => {
    const { body, motion } = token(13);
    motion.script = { kind: "stop", after: 2 };
    expect(await motion.move(path)).toBe(true);
    expect(body).toMatchObject({ x: 200, y: 0 });
  });

  it("v13: a move stopped before its first waypoint resolves false", async () => {
    const { motion } = token(13);
    motion.script = { kind: "stop", after: 0 };
    expect(await motion.move(path)).toBe(false);
  });

  it("a paused move stays pending, with the token where it paused, until it is resumed", async () => {
    const { body, motion, hooks } = token(14);
    motion.script = { kind: "pause", after: 1 };
    let paused = 0;
    motion.onPause(() => paused++);
    const moving = motion.move(path);
    expect(await settledWithin(moving)).toBe(false);
    expect(motion.movement?.state).toBe("paused");
    expect(body).toMatchObject({ x: 100, y: 0 });
    expect(paused).toBe(1);
    expect(hooks).toEqual(["pauseToken"]);
    motion.resumeMovement();
    expect(await moving).toBe(true);
    expect(body).toMatchObject({ x: 200, y: 100 });
  });

  it("v14: a paused move that is stopped resolves false where it paused", async () => {
    const { body, motion } = token(14);
    motion.script = { kind: "pause", after: 2 };
    const moving = motion.move(path);
    await settledWithin(moving);
    expect(motion.stopMovement()).toBe(true);
    expect(await moving).toBe(false);
    expect(body).toMatchObject({ x: 200, y: 0 });
  });

  it("stopMovement is false when nothing is moving", async () => {
    const { motion } = token();
    await motion.move(path);
    expect(motion.stopMovement()).toBe(false);
  });

  it("autoRotate turns the token in the direction of its last step; without it the rotation stays", async () => {
    const turning = token();
    await turning.motion.move(path.slice(0, 2), { autoRotate: true });
    expect(turning.body.rotation).not.toBe(0);
    await turning.motion.move([{ x: 200, y: 300 }], { autoRotate: true });
    expect(turning.body.rotation).toBe(0); // facing down, this fake's zero
    const still = token();
    await still.motion.move(path, { autoRotate: false });
    expect(still.body.rotation).toBe(0);
  });
});

describe("the movement history (movementHistory, revertRecordedMovement)", () => {
  it("records each move's waypoints under its movement id, after the position it left from", async () => {
    const { motion } = token();
    await motion.move(path);
    const id = motion.movement?.id;
    expect(motion.movement?.recorded).toBe(true);
    expect(motion.movementHistory.map((w) => [w.x, w.y])).toEqual([
      [0, 0],
      [100, 0],
      [200, 0],
      [200, 100],
    ]);
    expect(motion.movementHistory.slice(1).every((w) => w.movementId === id)).toBe(true);
  });

  it("records nothing when the document does not record movement", async () => {
    const { motion } = token();
    motion.recordsHistory = false;
    await motion.move(path);
    expect(motion.movement?.recorded).toBe(false);
    expect(motion.movementHistory).toEqual([]);
  });

  it("reverting a movement displaces the token to where it started and rolls that movement and later ones back", async () => {
    const { body, motion } = token();
    await motion.move(path.slice(0, 1));
    const first = motion.movement?.id ?? "";
    await motion.move(path.slice(1), { autoRotate: true });
    const rotation = body.rotation;
    expect(await motion.revertRecordedMovement(first)).toBe(true);
    expect(body).toMatchObject({ x: 0, y: 0, elevation: 0, rotation });
    expect(motion.movementHistory.map((w) => [w.x, w.y])).toEqual([[0, 0]]);
    expect(motion.movement).toMatchObject({ recorded: false, method: "undo" });
  });

  it("reverting the last movement keeps the earlier ones", async () => {
    const { body, motion } = token();
    await motion.move(path.slice(0, 1));
    await motion.move(path.slice(1));
    expect(await motion.revertRecordedMovement(motion.movement?.id)).toBe(true);
    expect(body).toMatchObject({ x: 100, y: 0 });
    expect(motion.movementHistory).toHaveLength(2);
  });

  it("reverting a movement that is not recorded (or was cleared) is false and moves nothing", async () => {
    const { body, motion } = token();
    await motion.move(path);
    const id = motion.movement?.id;
    await motion.clearMovementHistory();
    expect(await motion.revertRecordedMovement(id)).toBe(false);
    expect(body).toMatchObject({ x: 200, y: 100 });
  });

  it("a paused move has recorded what it passed", async () => {
    const { motion } = token();
    motion.script = { kind: "pause", after: 1 };
    const moving = motion.move(path);
    await settledWithin(moving);
    expect(motion.movementHistory.map((w) => [w.x, w.y])).toEqual([
      [0, 0],
      [100, 0],
    ]);
    motion.resumeMovement();
    await moving;
  });
});
