import { describe, expect, it } from "vitest";
import { computeMythosPlan, MythosProgressTracker } from "../../../src/foundry/arkham/mythos-session";
import { token } from "./builders";
import { MANHUNT, manhuntScene } from "./manhunt-scene";

function decisionsOf(plan: ReturnType<typeof computeMythosPlan>) {
  if (plan.result?.kind !== "resolved") throw new Error(`not resolved: ${JSON.stringify(plan.result)}`);
  return new Map(plan.result.decisions.map((d) => [d.monsterId, d]));
}

describe("a Mythos phase read from the scene and resolved by the core (real card, real board)", () => {
  it("gives every monster token its decision, with token ids as piece ids", () => {
    const plan = computeMythosPlan(manhuntScene().reading, MANHUNT);
    const decisions = decisionsOf(plan);
    expect(plan.warnings).toEqual([]);
    expect(decisions.get("gug")).toMatchObject({ kind: "move", options: [{ path: ["downtown"] }] });
    expect(decisions.get("formless")).toMatchObject({ kind: "move", options: [{ path: ["southside"] }] });
    expect(decisions.get("nightgaunt")?.kind).toBe("choose");
    expect(decisions.get("nightgaunt")?.options.map((o) => o.path)).toEqual([["easttown"], ["french-hill"]]);
    expect(decisions.get("chthonian")?.kind).toBe("effect");
    expect(decisions.get("dark-young")).toMatchObject({
      kind: "stay",
      reason: { rule: "stationary.never-moves" },
    });
    expect(decisions.get("fire-vampire")).toMatchObject({
      kind: "stay",
      reason: { rule: "selection.shares-area" },
    });
    expect(decisions.get("druid")?.kind).toBe("by-hand");
    expect(decisions.get("cultist")).toMatchObject({
      kind: "stay",
      reason: { rule: "selection.not-selected" },
    });
  });

  it("names areas and tokens for the window", () => {
    const plan = computeMythosPlan(manhuntScene().reading, MANHUNT);
    expect(plan.names.area("st-marys-hospital")).toBe("St. Mary's Hospital");
    expect(plan.names.investigator("amanda")).toBe("Amanda Sharpe");
    expect(plan.names.modifier?.("an-evil-fog")).toBe("An Evil Fog");
  });

  it("lists a token outside every area and leaves it out instead of guessing", () => {
    const stray = token({
      id: "stray",
      name: "Ghoul",
      actorName: "Ghoul",
      rect: { x: -900, y: 0, width: 100, height: 100 },
    });
    const plan = computeMythosPlan(manhuntScene([stray]).reading, MANHUNT);
    expect(plan.warnings).toEqual([{ code: "token-outside", token: "Ghoul" }]);
    expect(decisionsOf(plan).has("stray")).toBe(false);
  });

  it("stops with the reason when an investigator's Sneak is unknown (Sneak decides targets)", () => {
    const { layout } = manhuntScene();
    const nobody = token({
      id: "nobody",
      name: "Joe Diamond",
      playerOwned: true,
      actor: { system: {} },
      rect: { ...layout.boundsOf("southside"), width: 100, height: 100 },
    });
    const plan = computeMythosPlan(manhuntScene([nobody]).reading, MANHUNT);
    expect(plan.result).toBeUndefined();
    expect(plan.warnings).toEqual([
      { code: "sneak-unknown", token: "Joe Diamond", path: "system.skills.sneak" },
    ]);
  });

  it("stops when the scene has no board", () => {
    const { reading } = manhuntScene();
    const plan = computeMythosPlan(
      { ...reading, board: undefined, boardWarnings: [{ code: "no-board" }] },
      MANHUNT,
    );
    expect(plan.result).toBeUndefined();
    expect(plan.warnings[0]).toEqual({ code: "no-board" });
  });

  it("applies environment modifiers: An Evil Fog keeps flying monsters still", () => {
    const plan = computeMythosPlan(manhuntScene().reading, { ...MANHUNT, modifiers: ["an-evil-fog"] });
    expect(decisionsOf(plan).get("nightgaunt")).toMatchObject({
      kind: "stay",
      reason: { rule: "flying.grounded" },
    });
  });

  it("moves by hand-set symbols when no card is chosen", () => {
    const plan = computeMythosPlan(manhuntScene().reading, {
      card: null,
      white: ["crescent"],
      black: [],
      modifiers: [],
    });
    const decisions = decisionsOf(plan);
    expect(decisions.get("cultist")?.kind).toBe("move");
    expect(decisions.get("gug")?.reason.rule).toBe("selection.not-selected");
  });
});

describe("the GM's progress through a plan", () => {
  it("offers a tied monster's move only after the first player's pick", () => {
    const plan = computeMythosPlan(manhuntScene().reading, MANHUNT);
    const decisions = plan.result?.kind === "resolved" ? plan.result.decisions : [];
    const progress = new MythosProgressTracker();
    expect(progress.pendingMoves(decisions, "nightgaunt")).toEqual([]);
    progress.picks.set("nightgaunt", 1);
    expect(progress.pendingMoves(decisions, "nightgaunt")).toEqual([
      { tokenId: "nightgaunt", path: ["french-hill"] },
    ]);
  });

  it("does not offer accepted moves again, and offers only moves (not stays, effects or by-hand)", () => {
    const plan = computeMythosPlan(manhuntScene().reading, MANHUNT);
    const decisions = plan.result?.kind === "resolved" ? plan.result.decisions : [];
    const progress = new MythosProgressTracker();
    expect(progress.pendingMoves(decisions).map((m) => m.tokenId)).toEqual(["gug", "formless"]);
    progress.accepted.add("gug");
    expect(progress.pendingMoves(decisions).map((m) => m.tokenId)).toEqual(["formless"]);
  });
});
