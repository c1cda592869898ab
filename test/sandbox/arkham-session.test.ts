import { describe, expect, it } from "vitest";
import { outcomesOf } from "../../src/core/arkham";
import {
  chooseCard,
  DEFAULT_ARKHAM_STATE,
  toggleModifier,
  toggleSymbol,
  type ArkhamSandboxState,
} from "../../sandbox/arkham/arkham-state";
import {
  acceptMoves,
  pendingMonsters,
  pickOption,
  startSession,
  undoLast,
} from "../../sandbox/arkham/session";

const state: ArkhamSandboxState = chooseCard(DEFAULT_ARKHAM_STATE, "Alien Technology");

describe("a Mythos phase in the sandbox", () => {
  it("waits for the first player's pick before a tied move can be accepted", () => {
    const session = startSession(state);
    if (session.result.kind !== "resolved") throw new Error("the default board is valid");
    const tied = session.result.decisions.find((d) => d.kind === "choose");
    expect(tied, "the flyer in the Sky ties between two streets of equal Sneak").toBeDefined();
    expect(pendingMonsters(session)).not.toContain(tied!.monsterId);
    expect(pendingMonsters(pickOption(session, tied!.monsterId, 1))).toContain(tied!.monsterId);
  });

  it("moves accepted monsters to the last area of their move, and Undo puts them back", () => {
    const session = startSession(state);
    if (session.result.kind !== "resolved") throw new Error("the default board is valid");
    const ids = pendingMonsters(session);
    const accepted = acceptMoves(session, state, ids);
    for (const decision of session.result.decisions.filter((d) => ids.includes(d.monsterId))) {
      const moved = accepted.state.monsters.find((m) => m.id === decision.monsterId);
      expect(moved?.at).toBe(outcomesOf(decision)[0]!.at(-1));
    }
    expect(pendingMonsters(accepted.session)).toEqual([]);
    const undone = undoLast(accepted.session, accepted.state);
    expect(undone.state).toEqual(state);
    expect(pendingMonsters(undone.session)).toEqual(ids);
  });

  it("keeps an accepted move's choice as it was accepted", () => {
    const session = startSession(state);
    if (session.result.kind !== "resolved") throw new Error("the default board is valid");
    const tied = session.result.decisions.find((d) => d.kind === "choose")!;
    const picked = pickOption(session, tied.monsterId, 1);
    const accepted = acceptMoves(picked, state, [tied.monsterId]).session;
    expect(pickOption(accepted, tied.monsterId, 0).progress.picks.get(tied.monsterId)).toBe(1);
  });

  it("starts hand-set boxes from the chosen card's boxes", () => {
    const byHand = toggleSymbol(state, "white", "circle", {
      white: ["diamond", "square"],
      black: ["circle"],
    });
    expect(byHand.card).toBeNull();
    expect(byHand.white).toEqual(["diamond", "square", "circle"]);
    expect(byHand.black).toEqual(["circle"]);
    expect(toggleSymbol(byHand, "white", "circle", undefined).white).toEqual(["diamond", "square"]);
  });

  it("switches environment modifiers on and off", () => {
    const fog = toggleModifier(state, "an-evil-fog");
    expect(fog.modifiers).toEqual(["an-evil-fog"]);
    expect(toggleModifier(fog, "an-evil-fog").modifiers).toEqual([]);
  });
});
