import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptPlacements,
  undoLastSet,
  type TokenMover,
  type UndoStore,
} from "../../../src/foundry/arkham/accept-moves";
import type { SavedPosition, UndoSet } from "../../../src/foundry/arkham/flag-types";
import { rectsOverlap, type Rect } from "../../../src/foundry/arkham/geometry";
import { planPlacements } from "../../../src/foundry/arkham/plan-placements";
import { layoutRegions, TOKEN_SIZE } from "./builders";

/** Tokens on a fake scene: `walk` and `place` change their positions like TokenDocument#move. */
function fakeScene(positions: Record<string, { x: number; y: number }>) {
  const tokens = new Map(Object.entries(positions).map(([id, p]) => [id, { ...p }]));
  const walks: { tokenId: string; waypoints: number }[] = [];
  const mover: TokenMover = {
    position: (tokenId) => {
      const t = tokens.get(tokenId);
      return t === undefined ? undefined : { tokenId, x: t.x, y: t.y, elevation: 0 };
    },
    walk: async (tokenId, waypoints) => {
      const last = waypoints.at(-1);
      const t = tokens.get(tokenId);
      if (t === undefined || last === undefined) return "refused" as const;
      Object.assign(t, last);
      walks.push({ tokenId, waypoints: waypoints.length });
      return "moved" as const;
    },
    recorded: () => undefined,
    place: async (position: SavedPosition) => {
      const t = tokens.get(position.tokenId);
      if (t === undefined) return false;
      Object.assign(t, { x: position.x, y: position.y });
      return true;
    },
  };
  let sets: readonly UndoSet[] = [];
  const undo: UndoStore = { read: () => sets, write: async (next) => void (sets = next) };
  const rects = () =>
    new Map([...tokens].map(([id, p]) => [id, { ...p, width: TOKEN_SIZE, height: TOKEN_SIZE } as Rect]));
  return { tokens, mover, undo, rects, walks };
}

const layout = layoutRegions(["northside", "downtown", "easttown"]);
const { boundsOf } = layout;

describe("accepting moves puts tokens into the destination region at a free spot", () => {
  it("moves each token inside its destination region without overlapping anyone", async () => {
    const down = boundsOf("downtown");
    const scene = fakeScene({
      gug: { x: 0, y: 0 },
      ghoul: { x: 100, y: 0 },
      resident: { x: down.x + 150, y: down.y + 150 }, // already in Downtown, in the middle
    });
    const { placements, failures } = planPlacements(
      [
        { tokenId: "gug", path: ["downtown"] },
        { tokenId: "ghoul", path: ["downtown"] },
      ],
      { tokens: scene.rects(), regionsOf: layout.spotOf, step: 50 },
    );
    expect(failures).toEqual([]);
    expect((await acceptPlacements(placements, scene.mover, scene.undo)).moved).toEqual(["gug", "ghoul"]);
    const rects = [...scene.rects().values()];
    for (const id of ["gug", "ghoul"]) {
      const p = scene.tokens.get(id)!;
      expect(layout.spotOf("downtown")[0]!.contains({ x: p.x + 50, y: p.y + 50 })).toBe(true);
      expect(p.x >= down.x && p.x + TOKEN_SIZE <= down.x + down.width).toBe(true);
    }
    for (const [i, a] of rects.entries())
      for (const b of rects.slice(i + 1)) expect(rectsOverlap(a, b)).toBe(false);
  });

  it("walks a fast monster through the middle of the area it passes", async () => {
    const scene = fakeScene({ shambler: { x: 0, y: 0 } });
    const { placements } = planPlacements([{ tokenId: "shambler", path: ["downtown", "easttown"] }], {
      tokens: scene.rects(),
      regionsOf: layout.spotOf,
      step: 50,
    });
    await acceptPlacements(placements, scene.mover, scene.undo);
    expect(scene.walks).toEqual([{ tokenId: "shambler", waypoints: 2 }]);
    expect(placements[0]!.waypoints[0]).toEqual({ x: boundsOf("downtown").x + 150, y: 150 });
  });

  it("reports a destination without a region or without room, and moves nothing for it", () => {
    const tiny = { bounds: { x: 0, y: 0, width: 100, height: 100 }, contains: () => true };
    const scene = fakeScene({ a: { x: 500, y: 500 }, b: { x: 0, y: 0 } });
    const { placements, failures } = planPlacements(
      [
        { tokenId: "a", path: ["tiny"] },
        { tokenId: "a", path: ["nowhere"] },
      ],
      { tokens: scene.rects(), regionsOf: (area) => (area === "tiny" ? [tiny] : []), step: 50 },
    );
    expect(placements).toEqual([]);
    expect(failures).toEqual([
      { tokenId: "a", reason: "no-room", areaId: "tiny" },
      { tokenId: "a", reason: "no-region", areaId: "nowhere" },
    ]);
  });
});

describe("undo restores every position of the last accepted set", () => {
  it("puts back all tokens of the last set, then the set before it", async () => {
    const scene = fakeScene({ gug: { x: 0, y: 0 }, ghoul: { x: 100, y: 0 } });
    const plan = (tokenId: string, area: string) =>
      planPlacements([{ tokenId, path: [area] }], {
        tokens: scene.rects(),
        regionsOf: layout.spotOf,
        step: 50,
      }).placements;
    await acceptPlacements(plan("gug", "downtown"), scene.mover, scene.undo);
    const afterFirst = { ...scene.tokens.get("gug")! };
    await acceptPlacements(
      [...plan("gug", "easttown"), ...plan("ghoul", "easttown")].slice(0, 1),
      scene.mover,
      scene.undo,
    );
    expect(await undoLastSet(scene.mover, scene.undo)).toEqual(["gug"]);
    expect(scene.tokens.get("gug")).toEqual(afterFirst);
    expect(await undoLastSet(scene.mover, scene.undo)).toEqual(["gug"]);
    expect(scene.tokens.get("gug")).toEqual({ x: 0, y: 0 });
    expect(await undoLastSet(scene.mover, scene.undo)).toEqual([]);
  });

  it("saves the positions before anything moves, as one set for Accept all", async () => {
    const scene = fakeScene({ gug: { x: 0, y: 0 }, ghoul: { x: 100, y: 0 } });
    const { placements } = planPlacements(
      [
        { tokenId: "gug", path: ["downtown"] },
        { tokenId: "ghoul", path: ["easttown"] },
      ],
      { tokens: scene.rects(), regionsOf: layout.spotOf, step: 50 },
    );
    await acceptPlacements(placements, scene.mover, scene.undo);
    expect(scene.undo.read()).toEqual([
      {
        positions: [
          { tokenId: "gug", x: 0, y: 0, elevation: 0 },
          { tokenId: "ghoul", x: 100, y: 0, elevation: 0 },
        ],
      },
    ]);
    expect(await undoLastSet(scene.mover, scene.undo)).toEqual(["gug", "ghoul"]);
    expect(Object.fromEntries(scene.tokens)).toEqual({ gug: { x: 0, y: 0 }, ghoul: { x: 100, y: 0 } });
  });
});

describe("placing many tokens into one area", () => {
  it("keeps every placed token inside the region and clear of all others, or reports no room", () => {
    const down = boundsOf("downtown");
    let placed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 18 }),
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 300 }), y: fc.integer({ min: 0, max: 300 }) }), {
          maxLength: 4,
        }),
        (movers, residents) => {
          const tokens = new Map<string, Rect>();
          for (let i = 0; i < movers; i++) tokens.set(`m${i}`, { x: 0, y: i * 10, width: 100, height: 100 });
          residents.forEach((p, i) =>
            tokens.set(`r${i}`, { x: down.x + p.x, y: down.y + p.y, width: 100, height: 100 }),
          );
          const requests = [...Array(movers).keys()].map((i) => ({ tokenId: `m${i}`, path: ["downtown"] }));
          const { placements, failures } = planPlacements(requests, {
            tokens,
            regionsOf: layout.spotOf,
            step: 50,
          });
          expect(placements.length + failures.length).toBe(movers);
          const finals = [...tokens.entries()].filter(([id]) => id.startsWith("r")).map(([, r]) => r);
          for (const placement of placements) {
            const spot = placement.waypoints.at(-1)!;
            const rect = { ...spot, width: 100, height: 100 };
            expect(rect.x >= down.x && rect.x + 100 <= down.x + down.width).toBe(true);
            expect(rect.y >= down.y && rect.y + 100 <= down.y + down.height).toBe(true);
            expect(finals.some((other) => rectsOverlap(rect, other))).toBe(false);
            finals.push(rect);
          }
          for (const failure of failures) expect(failure.reason).toBe("no-room");
          placed += placements.length;
        },
      ),
    );
    expect(placed).toBeGreaterThan(0);
  });
});
