import { describe, expect, it } from "vitest";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { newPhaseGame } from "../../sandbox/arkham/phase-game";
import {
  acceptOutcome,
  closeGateNow,
  drawPhase,
  raiseTerrorNow,
  startPhaseSession,
  undoPhase,
} from "../../sandbox/arkham/phase-session";
import { seededRandom } from "../../sandbox/arkham/seeded-random";

const pieces = (over: Partial<ArkhamSandboxState> = {}): ArkhamSandboxState => ({
  ...DEFAULT_ARKHAM_STATE,
  ...over,
});
const session = (seed = "abc") => startPhaseSession(newPhaseGame(4, "Cthulhu"), seed);

describe("the seeded random source", () => {
  it("gives the same numbers for the same seed and phase number, other numbers otherwise", () => {
    const take = (seed: string, n: number) => Array.from({ length: 5 }, seededRandom(seed, n));
    expect(take("abc", 0)).toEqual(take("abc", 0));
    expect(take("abc", 0)).not.toEqual(take("abc", 1));
    expect(take("abc", 0)).not.toEqual(take("abd", 0));
    for (const x of take("x", 3)) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("a Mythos phase in the sandbox (MY-1, MY-14)", () => {
  it("draws the same card and the same outcomes from the same seed", () => {
    const a = drawPhase(session(), pieces());
    const b = drawPhase(session(), pieces());
    expect(a.pending?.card).toBeDefined();
    expect(b.pending).toEqual(a.pending);
  });

  it("draws the card picked by hand, with the picked cup markers first (MY-5.2)", () => {
    const s = session();
    const first = s.game.cup.find((m) => m.name === "Cultist")?.id ?? "";
    const drawn = drawPhase(s, pieces(), { card: "Alien Technology", cup: [first] });
    expect(drawn.pending?.card).toBe("Alien Technology");
    const outcome = drawn.pending?.result.kind === "outcomes" ? drawn.pending.result.outcomes[0] : undefined;
    if (outcome?.kind === "resolved" && outcome.drawn.length > 0) expect(outcome.drawn[0]?.id).toBe(first);
  });

  it("accepting an outcome moves the card to the discard pile, undo restores game and pieces", () => {
    const start = pieces();
    const s = drawPhase(session(), start, { card: "Alien Technology" });
    const accepted = acceptOutcome(s, start, 0);
    expect(accepted.session.game.discard).toEqual(["Alien Technology"]);
    expect(accepted.session.draws).toBe(1);
    const undone = undoPhase(accepted.session, accepted.pieces);
    expect(undone.session.game).toEqual(s.game);
    expect(undone.session.draws).toBe(0);
    expect(undone.pieces).toEqual(start);
  });
});

describe("the GM's bookkeeping (MY-9, MY-13)", () => {
  it("raising terror one step raises the track and can be undone", () => {
    const s = session();
    const raised = raiseTerrorNow(s, pieces());
    expect(raised.session.game.terror).toBe(1);
    expect(undoPhase(raised.session, raised.pieces).session.game.terror).toBe(0);
  });

  it("closing and sealing a gate removes it and places an elder sign", () => {
    const marker = { id: "gate-rlyeh-1", world: "R'lyeh", dimension: "star" as const };
    const s = { ...session(), game: { ...session().game, gates: { woods: marker }, doom: 1 } };
    const closed = closeGateNow(s, pieces({ monsters: [] }), "woods", "elder-sign");
    expect(closed.session.game.gates).toEqual({});
    expect(closed.session.game.elderSigns).toEqual(["woods"]);
    expect(closed.session.game.doom).toBe(0);
  });
});
