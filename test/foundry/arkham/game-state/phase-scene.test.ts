import { describe, expect, it } from "vitest";
import type { PhaseMonster } from "../../../../src/core/arkham";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import type { SceneChanges } from "../../../../src/foundry/arkham/game-state/phase-input";
import {
  acceptPhase,
  undoLastPhase,
  type PhaseScenePort,
  type TokenData,
} from "../../../../src/foundry/arkham/game-state/phase-scene";
import type { PhaseUndoSet } from "../../../../src/foundry/arkham/game-state/phase-undo";
import type { GameStateFlag } from "../../../../src/foundry/arkham/game-state/state-flag";

/** A scene held in memory: flags as JSON copies, tokens by id, new ids counted, walks straight to the last waypoint. */
function memoryScene(tokens: TokenData[], state: GameStateFlag | null) {
  const scene = {
    state: structuredClone(state) as GameStateFlag | null,
    undo: undefined as unknown,
    tokens: new Map(tokens.map((t) => [String(t["_id"]), structuredClone(t)])),
    next: 1,
  };
  const port: PhaseScenePort = {
    writeState: async (value) => void (scene.state = structuredClone(value)),
    readUndo: () => scene.undo,
    writeUndo: async (value: { sets: readonly PhaseUndoSet[] }) => void (scene.undo = structuredClone(value)),
    tokenData: (id) => structuredClone(scene.tokens.get(id)),
    createTokens: async (data, keepId) =>
      data.map((d) => {
        const id = keepId ? String(d["_id"]) : `new${scene.next++}`;
        scene.tokens.set(id, { ...structuredClone(d), _id: id });
        return id;
      }),
    deleteTokens: async (ids) => {
      for (const id of ids) scene.tokens.delete(id);
    },
    mover: {
      position: (tokenId) => {
        const t = scene.tokens.get(tokenId);
        return t === undefined
          ? undefined
          : {
              tokenId,
              x: Number(t["x"]),
              y: Number(t["y"]),
              elevation: 0,
              rotation: Number(t["rotation"] ?? 0),
            };
      },
      walk: async (tokenId, waypoints) => {
        const t = scene.tokens.get(tokenId);
        const last = waypoints.at(-1);
        if (t === undefined || last === undefined) return "refused";
        Object.assign(t, { x: last.x, y: last.y, rotation: 90 });
        return "moved";
      },
      recorded: (tokenId) => [`walk-${tokenId}`],
      place: async (position) => {
        const t = scene.tokens.get(position.tokenId);
        if (t === undefined) return false;
        Object.assign(t, { x: position.x, y: position.y, rotation: position.rotation });
        return true;
      },
    },
  };
  return { scene, port };
}

const drawn: PhaseMonster = { id: "cup:base/cultist:1", name: "Cultist", dimension: "plus", at: "woods" };
const tokenFor = (m: PhaseMonster): TokenData => ({ name: m.name, x: 0, y: 0 });

describe("accepting and undoing a whole phase on the scene", () => {
  it("creates, removes and rewrites at once, and Undo restores tokens and flag exactly", async () => {
    const before = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    const gug = { _id: "gug", name: "Gug", x: 10, y: 20, flags: { a: 1 } };
    const { scene, port } = memoryScene([gug], before);
    const changes: SceneChanges = {
      flag: { ...before, doom: 1, terror: 2 },
      create: [drawn],
      remove: ["gug"],
    };

    const { created } = await acceptPhase(port, before, changes, tokenFor);
    expect(created).toEqual(["new1"]);
    expect([...scene.tokens.keys()]).toEqual(["new1"]);
    expect(scene.state).toMatchObject({ doom: 1, terror: 2 });

    expect(await undoLastPhase(port)).toEqual({ unplaced: [] });
    expect([...scene.tokens.values()]).toEqual([gug]);
    expect(scene.state).toEqual(before);
    expect(await undoLastPhase(port)).toBe(false);
  });

  it("undoes phases one at a time, newest first", async () => {
    const first = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    const { scene, port } = memoryScene([], null);
    await acceptPhase(port, null, { flag: first, create: [drawn], remove: [] }, tokenFor);
    const second = { ...first, doom: 2 };
    await acceptPhase(port, first, { flag: second, create: [], remove: ["new1"] }, tokenFor);
    expect(scene.tokens.size).toBe(0);
    await undoLastPhase(port);
    expect(scene.state).toEqual(first);
    expect([...scene.tokens.keys()]).toEqual(["new1"]);
    await undoLastPhase(port);
    expect(scene.state).toBeNull();
    expect(scene.tokens.size).toBe(0);
  });

  it("undoes a phase saved before its walks were kept as one that walked nothing", async () => {
    const before = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    const { scene, port } = memoryScene([{ _id: "new1", name: "Cultist", x: 0, y: 0 }], null);
    scene.undo = { sets: [{ state: before, created: ["new1"], removed: [] }] };
    expect(await undoLastPhase(port)).toEqual({ unplaced: [] });
    expect(scene.tokens.size).toBe(0);
    expect(scene.state).toEqual(before);
  });

  it("treats a damaged undo flag as nothing to undo", async () => {
    const { port } = memoryScene([], null);
    await port.writeUndo({ sets: [{ state: null, created: [""], removed: [], moved: [] }] });
    expect(await undoLastPhase(port)).toBe(false);
  });

  it("walks step 3 after the tokens are created, drawn monsters by their new ids, and keeps the phase one undo entry", async () => {
    const before = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    const gug = { _id: "gug", name: "Gug", x: 10, y: 20, rotation: 0 };
    const { scene, port } = memoryScene([gug], before);
    const seen: string[] = [];
    const accepted = await acceptPhase(
      port,
      before,
      { flag: { ...before, doom: 1 }, create: [drawn], remove: [] },
      tokenFor,
      (tokenOf) => {
        seen.push(tokenOf(drawn.id), tokenOf("gug"));
        return {
          placements: [
            { tokenId: tokenOf("gug"), from: { x: 10, y: 20 }, waypoints: [{ x: 300, y: 400 }] },
            { tokenId: tokenOf(drawn.id), from: { x: 0, y: 0 }, waypoints: [{ x: 500, y: 600 }] },
          ],
          failures: [],
        };
      },
    );
    expect(seen).toEqual(["new1", "gug"]);
    expect(accepted.walked.moved).toEqual(["gug", "new1"]);
    expect(scene.tokens.get("gug")).toMatchObject({ x: 300, y: 400, rotation: 90 });
    expect(scene.tokens.get("new1")).toMatchObject({ x: 500, y: 600 });
    const undo = scene.undo as { sets: PhaseUndoSet[] };
    expect(undo.sets).toHaveLength(1);
    expect(undo.sets[0]?.moved).toEqual([
      { tokenId: "gug", x: 10, y: 20, elevation: 0, rotation: 0, movementIds: ["walk-gug"] },
      { tokenId: "new1", x: 0, y: 0, elevation: 0, rotation: 0, movementIds: ["walk-new1"] },
    ]);

    expect(await undoLastPhase(port)).toEqual({ unplaced: [] });
    expect([...scene.tokens.values()]).toEqual([gug]);
    expect(scene.state).toEqual(before);
  });

  it("names the walked tokens it could not put back", async () => {
    const before = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    const { port } = memoryScene([{ _id: "gug", name: "Gug", x: 10, y: 20 }], before);
    await acceptPhase(port, before, { flag: before, create: [], remove: [] }, tokenFor, (tokenOf) => ({
      placements: [{ tokenId: tokenOf("gug"), from: { x: 10, y: 20 }, waypoints: [{ x: 1, y: 2 }] }],
      failures: [],
    }));
    port.mover.place = async () => false;
    expect(await undoLastPhase(port)).toEqual({ unplaced: ["gug"] });
  });
});
