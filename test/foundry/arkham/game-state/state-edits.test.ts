import { describe, expect, it } from "vitest";
import { baseBoard } from "../../../../src/core/arkham";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import type { TokenPieces } from "../../../../src/foundry/arkham/game-state/phase-input";
import {
  closeGateChanges,
  correctedState,
  raiseTerrorChanges,
} from "../../../../src/foundry/arkham/game-state/state-edits";
import type { GameStateFlag } from "../../../../src/foundry/arkham/game-state/state-flag";

const board = baseBoard();
const noPieces: TokenPieces = { monsters: [], investigators: [] };

function game(overrides: Partial<GameStateFlag> = {}): GameStateFlag {
  return { ...newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] }), ...overrides };
}

/** A game with a slash gate open at the Witch House and a Gug token of that dimension in Northside. */
function withGate() {
  const pile = game().gatePile;
  const marker = pile.find((m) => m.dimension === "slash");
  if (marker === undefined) throw new Error("no slash marker");
  const flag = game({
    gates: { "the-witch-house": marker },
    gatePile: pile.filter((m) => m !== marker),
    doom: 2,
  });
  const pieces: TokenPieces = {
    monsters: [{ id: "tok1", name: "Gug", dimension: "slash", typeId: "base/gug", at: "northside" }],
    investigators: [],
  };
  return { flag, pieces, marker };
}

describe("closing a gate by hand (MY-13)", () => {
  it("takes the marker off, returns its dimension's monsters to the cup and removes their tokens", () => {
    const { flag, pieces } = withGate();
    const r = closeGateChanges(board, flag, pieces, "the-witch-house", null);
    if (r.kind !== "changes") throw new Error("refused");
    expect(r.changes.flag.gates).toEqual({});
    expect(r.changes.remove).toEqual(["tok1"]);
    expect(r.changes.flag.elderSigns).toEqual([]);
    expect(r.changes.flag.doom).toBe(2);
    expect(r.events.map((e) => e.kind)).toEqual(["gate-closed", "monster-returned"]);
  });

  it("sealing with the Elder Sign places an elder sign and takes one doom token off (MY-13.3)", () => {
    const { flag, pieces } = withGate();
    const r = closeGateChanges(board, flag, pieces, "the-witch-house", "elder-sign");
    if (r.kind !== "changes") throw new Error("refused");
    expect(r.changes.flag.elderSigns).toEqual(["the-witch-house"]);
    expect(r.changes.flag.doom).toBe(1);
  });

  it("is refused where no gate is open, with the core's problem", () => {
    const r = closeGateChanges(board, game(), noPieces, "the-witch-house", null);
    expect(r.kind).toBe("invalid");
    if (r.kind === "invalid") expect(r.result.problems.map((p) => p.code)).toContain("ArkhamNoGateAt");
  });
});

describe("raising terror by hand (MY-9)", () => {
  it("raises the level by one and closes the store of level 3 (MY-9.2)", () => {
    const r = raiseTerrorChanges(board, game({ terror: 2 }), noPieces, 1);
    if (r.kind !== "changes") throw new Error("refused");
    expect(r.changes.flag.terror).toBe(3);
    expect(r.changes.flag.closed).toHaveLength(1);
    expect(r.events.map((e) => e.kind)).toEqual(["terror-raised", "location-closed"]);
  });

  it("at 10 adds a doom token instead, and a full track writes the awakening (MY-9.4, MY-10.1)", () => {
    const r = raiseTerrorChanges(board, game({ terror: 10, doom: 11, doomTrack: 12 }), noPieces, 1);
    if (r.kind !== "changes") throw new Error("refused");
    expect(r.changes.flag.doom).toBe(12);
    expect(r.changes.flag.terror).toBe(10);
    expect(r.events.at(-1)?.kind).toBe("awakened");
  });
});

describe("corrections of the stored state", () => {
  it("keeps a valid correction and refuses one the flag's schema rejects, naming the field", () => {
    expect(correctedState(game(), { terror: 4 })).toMatchObject({ ok: true, flag: { terror: 4 } });
    const bad = correctedState(game(), { terror: 11 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.detail).toContain("terror");
  });
});
