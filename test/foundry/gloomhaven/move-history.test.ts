import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  MOVE_HISTORY_LIMIT,
  readMoveHistory,
  UNREADABLE_HISTORY_KEY,
  type SavedPosition,
} from "../../../src/foundry/gloomhaven/move-history";
import { acceptMove, undoLastMove } from "../../../src/foundry/gloomhaven/token-mover";
import { i18n } from "../../view/gloomhaven/lang";
import { historyOn } from "./builders";
import { FakeMovableToken } from "../runtime/ports";

/** A saved position of token `id`, `n` pixels right of the origin. */
const at = (id: string, n = 0): SavedPosition => ({ tokenId: id, x: n, y: 0, elevation: 0 });
const oneStep = [{ x: 100, y: 0, elevation: 0 }];
const savedPosition = fc.record({
  tokenId: fc.string({ minLength: 1 }),
  x: fc.integer(),
  y: fc.integer(),
  elevation: fc.integer({ min: -10, max: 10 }),
});

describe("the undo history survives a reload (kept in the scene flag)", () => {
  it("a reloaded client undoes the moves accepted before the reload, newest first", async () => {
    const guard = new FakeMovableToken("guard", { x: 0, y: 0 });
    const archer = new FakeMovableToken("archer", { x: 500, y: 0 });
    const before = historyOn();
    await acceptMove(guard, "scene", oneStep, before.history, { animate: false });
    await acceptMove(archer, "scene", [{ x: 600, y: 0, elevation: 0 }], before.history, { animate: false });

    const { history: reloaded } = historyOn(before.flags);
    const find = (_scene: string, id: string) => (id === "guard" ? guard : archer);
    expect(reloaded.size("scene")).toBe(2);
    expect(await undoLastMove(reloaded, "scene", find, new Set())).toBe("undone");
    expect([archer.x, guard.x]).toEqual([500, 100]);
    expect(await undoLastMove(reloaded, "scene", find, new Set())).toBe("undone");
    expect(guard.x).toBe(0);
    expect(await undoLastMove(reloaded, "scene", find, new Set())).toBe("nothing");
  });

  it("the GM who becomes the active GM can undo the previous active GM's move", async () => {
    const guard = new FakeMovableToken("guard", { x: 0, y: 0 });
    const first = historyOn();
    await acceptMove(guard, "scene", oneStep, first.history, { animate: false });
    first.flags.activeClient = "gm-b";
    const { history: second } = historyOn(first.flags, "gm-b");
    expect(await undoLastMove(second, "scene", () => guard, new Set())).toBe("undone");
    expect(guard.x).toBe(0);
  });

  it("round-trips any history through the stored flag", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(savedPosition, { maxLength: 30 }), async (positions) => {
        const { history, flags } = historyOn();
        for (const p of positions) await history.push("scene", p);
        expect(historyOn(flags).history.entries("scene")).toEqual(positions.slice(-MOVE_HISTORY_LIMIT));
      }),
    );
  });
});

describe("a damaged or old flag is read as an empty history, with a warning", () => {
  const damaged: [string, unknown][] = [
    ["a string", "guard moved"],
    ["a bare list of positions", [at("guard")]],
    ["another version", { version: 2, entries: [at("guard")] }],
    ["no version", { entries: [at("guard")] }],
    ["an entry without a token", { version: 1, entries: [{ x: 0, y: 0, elevation: 0 }] }],
    ["a coordinate that is not a number", { version: 1, entries: [{ ...at("guard"), x: "12" }] }],
    ["entries that are not a list", { version: 1, entries: { 0: at("guard") } }],
  ];

  it.each(damaged)("%s", (_name, flag) => {
    const { history, flags, warnings } = historyOn();
    flags.seed("scene", flag);
    expect(history.entries("scene")).toEqual([]);
    expect(warnings).toEqual([{ key: UNREADABLE_HISTORY_KEY, params: {} }]);
    expect(i18n.has(UNREADABLE_HISTORY_KEY)).toBe(true);
  });

  it("no flag at all is an empty history without a warning", () => {
    const { history, warnings } = historyOn();
    expect(history.size("scene")).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("warns once while the flag stays damaged, and Undo has nothing to do", async () => {
    const { history, flags, warnings } = historyOn();
    flags.seed("scene", { version: 1, entries: "?" });
    history.size("scene");
    expect(await undoLastMove(history, "scene", () => undefined, new Set())).toBe("nothing");
    expect(warnings).toHaveLength(1);
  });

  it("the next accepted move replaces the damaged flag with a readable history", async () => {
    const { history, flags, warnings } = historyOn();
    flags.seed("scene", 42);
    const guard = new FakeMovableToken("guard", { x: 0, y: 0 });
    expect((await acceptMove(guard, "scene", oneStep, history, { animate: false })).outcome).toBe("moved");
    expect(flags.raw("scene")).toEqual({
      version: 1,
      entries: [{ ...at("guard"), rotation: 0, movementIds: [guard.movement?.id] }],
    });
    expect(warnings).toHaveLength(1);
  });

  it("never throws, whatever the flag holds", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { entries, problem } = readMoveHistory(raw);
        expect(entries.length === 0 || problem === null).toBe(true);
      }),
    );
  });
});

describe("the history keeps the last 20 accepted moves per scene", () => {
  it("forgets the oldest moves beyond 20", async () => {
    const { history, flags } = historyOn();
    for (let n = 0; n < 25; n++) await history.push("scene", at("guard", n));
    const stored = readMoveHistory(flags.raw("scene")).entries;
    expect(stored).toHaveLength(MOVE_HISTORY_LIMIT);
    expect(stored.map((e) => e.x)).toEqual(Array.from({ length: 20 }, (_, i) => i + 5));
  });

  it("keeps each scene's moves apart", async () => {
    const { history } = historyOn();
    for (let n = 0; n < 20; n++) await history.push("barrow", at("guard", n));
    await history.push("crypt", at("archer"));
    expect(history.size("barrow")).toBe(20);
    expect(history.entries("crypt")).toEqual([at("archer")]);
  });

  it("reads only the newest 20 of a longer stored list", () => {
    const entries = Array.from({ length: 30 }, (_, n) => at("guard", n));
    expect(readMoveHistory({ version: 1, entries }).entries).toEqual(entries.slice(-20));
  });

  it("records moves accepted at the same time one after the other, losing none", async () => {
    const { history } = historyOn();
    await Promise.all([history.push("scene", at("guard")), history.push("scene", at("archer"))]);
    expect(history.entries("scene").map((e) => e.tokenId)).toEqual(["guard", "archer"]);
  });
});

describe("only the active GM writes the history", () => {
  it("another GM's client reads the history but neither moves nor writes", async () => {
    const active = historyOn();
    const guard = new FakeMovableToken("guard", { x: 0, y: 0 });
    await acceptMove(guard, "scene", oneStep, active.history, { animate: false });
    const { history: other } = historyOn(active.flags, "gm-b");
    const writesBefore = active.flags.writes.length;

    expect(other.size("scene")).toBe(1);
    expect((await acceptMove(guard, "scene", oneStep, other, { animate: false })).outcome).toBe("inactive");
    expect(await undoLastMove(other, "scene", () => guard, new Set())).toBe("inactive");
    expect(await other.drop("scene", at("guard"))).toBe("inactive");
    expect(guard.calls).toHaveLength(1);
    expect(active.flags.writes.slice(writesBefore)).toEqual([]);
    expect(active.flags.writes.every((w) => w.client === "gm-a")).toBe(true);
  });

  it("a client that stops being the active GM stops writing", async () => {
    const { history, flags } = historyOn();
    await history.push("scene", at("guard"));
    flags.activeClient = "gm-b";
    expect(await history.push("scene", at("archer"))).toBe("inactive");
    expect(flags.writes).toHaveLength(1);
  });
});

describe("dropping an entry", () => {
  it("removes the newest matching entry and leaves the others in order", async () => {
    const { history } = historyOn();
    for (const e of [at("guard", 1), at("archer"), at("guard", 1), at("brute")])
      await history.push("scene", e);
    await history.drop("scene", at("guard", 1));
    expect(history.entries("scene")).toEqual([at("guard", 1), at("archer"), at("brute")]);
  });

  it("writes nothing when the entry is no longer there", async () => {
    const { history, flags } = historyOn();
    await history.push("scene", at("guard"));
    expect(await history.drop("scene", at("archer"))).toBe("saved");
    expect(flags.writes).toHaveLength(1);
  });

  it("reports a write the store refused", async () => {
    const { history, flags } = historyOn();
    flags.failWrites = true;
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await history.push("scene", at("guard"))).toBe("unsaved");
    expect(history.size("scene")).toBe(0);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("undo history"), expect.any(Error));
    consoleError.mockRestore();
  });

  it("logs the cause of a refused write to the console, never swallows it", async () => {
    const { history, flags } = historyOn();
    flags.failWrites = true;
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await history.push("scene", at("guard"));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("undo history"), expect.any(Error));
    consoleError.mockRestore();
  });
});

describe("an entry learns Foundry's recorded movement (for revertRecordedMovement)", () => {
  it("notes the movement ids on the newest matching entry", async () => {
    const { history } = historyOn();
    await history.push("scene", at("guard"));
    await history.push("scene", at("archer", 100));
    expect(await history.annotate("scene", at("guard"), ["m1"])).toBe("saved");
    expect(history.entries("scene")).toEqual([{ ...at("guard"), movementIds: ["m1"] }, at("archer", 100)]);
  });

  it("writes nothing when Foundry recorded nothing or the ids are already noted", async () => {
    const { history, flags } = historyOn();
    await history.push("scene", at("guard"));
    await history.annotate("scene", at("guard"), ["m1"]);
    const writes = flags.writes.length;
    await history.annotate("scene", at("guard"), undefined);
    await history.annotate("scene", at("guard"), ["m1"]);
    expect(flags.writes).toHaveLength(writes);
  });

  it("still reads entries saved without rotation or movement ids", () => {
    expect(readMoveHistory({ version: 1, entries: [at("guard")] }).entries).toEqual([at("guard")]);
  });
});
