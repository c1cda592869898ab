import { describe, expect, it, vi } from "vitest";
import {
  decideMonsterTurn,
  RULE_SETS,
  type MonsterAction,
  type TurnResult,
} from "../../../src/core/gloomhaven";
import type { HighlightMark } from "../../../src/foundry/gloomhaven/highlight";
import { readScene } from "../../../src/foundry/gloomhaven/read-scene";
import { TurnController, type TurnEnvironment } from "../../../src/foundry/gloomhaven/turn-controller";
import { defaultAbilityForm } from "../../../src/view/gloomhaven/ability-form";
import { actResult, historyOn, option } from "./builders";
import { fakeScene, fakeToken, FakeHexGrid, FakeMovableToken, FakeSceneFlags, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });
const scene = fakeScene({
  grid,
  tokens: [
    fakeToken("guard", centre(3, 3)),
    fakeToken("brute", centre(3, 6), { hasPlayerOwner: true, name: "Brute" }),
  ],
});
const read = () =>
  readScene(scene, { activeTokenId: "guard", recognition: "disposition", labelOf: (o) => `${o.i}:${o.j}` });
const reading = read();
if (!reading.ok) throw new Error("fixture scene must read");
const hexOf = (i: number, j: number) => reading.index.toHex({ i, j });

/** Two equally valid options from the guard's hex toward the brute. */
const twoWays: TurnResult = actResult([
  option({ path: [hexOf(3, 3), hexOf(3, 4), hexOf(3, 5)], targets: ["brute"] }),
  option({ path: [hexOf(3, 3), hexOf(2, 4), hexOf(2, 5)], targets: ["brute"] }),
]);

/** A window's logic for the guard; `flags` are the world's scene flags, `token` the guard's document. */
function setUp(
  result: TurnResult = twoWays,
  flags = new FakeSceneFlags(),
  token = new FakeMovableToken("guard", { x: centre(3, 3).x - 50, y: centre(3, 3).y - 50 }),
  client = "gm-a",
) {
  const highlights: (readonly HighlightMark[] | null)[] = [];
  const decide = vi.fn((_s: unknown, _a: MonsterAction) => result);
  const env: TurnEnvironment = {
    readScene: () => read(),
    decide,
    ruleSet: () => "gloomhaven",
    highlight: (marks) => highlights.push(marks),
    movementActions: () => new Set(["walk", "fly", "jump", "blink", "displace"]),
    findToken: (_scene, id) => (id === "guard" ? token : undefined),
    animate: () => true,
    history: historyOn(flags, client).history,
  };
  const form = defaultAbilityForm({ move: 2, range: 0, flying: false });
  return {
    controller: new TurnController(env, "scene", "guard", form),
    token,
    highlights,
    decide,
    env,
    flags,
  };
}

describe("the Monster turn window's logic", () => {
  it("asks the core with the ability from the editor and highlights the first option", () => {
    const { controller, decide, highlights } = setUp();
    controller.recompute();
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide.mock.calls[0]?.[1]).toMatchObject({
      move: 2,
      mode: "walk",
      attack: { range: 0, targets: 1 },
    });
    expect(
      highlights
        .at(-1)
        ?.filter((m) => m.kind === "end")
        .map((m) => m.hex),
    ).toEqual([hexOf(3, 5)]);
  });

  it("does not ask again when nothing changed, and does after an edit", () => {
    const { controller, decide } = setUp();
    controller.recompute();
    controller.recompute();
    expect(decide).toHaveBeenCalledTimes(1);
    controller.setForm({ ...controller.form, moveModifier: 1 });
    controller.recompute();
    expect(decide).toHaveBeenCalledTimes(2);
    expect(decide.mock.calls[1]?.[1].move).toBe(3);
  });

  it("highlights the hovered option, then the chosen one again", () => {
    const { controller, highlights } = setUp();
    controller.recompute();
    controller.hover(1);
    expect(highlights.at(-1)?.find((m) => m.kind === "end")?.hex).toEqual(hexOf(2, 5));
    controller.hover(null);
    expect(highlights.at(-1)?.find((m) => m.kind === "end")?.hex).toEqual(hexOf(3, 5));
    controller.select(1);
    expect(highlights.at(-1)?.find((m) => m.kind === "end")?.hex).toEqual(hexOf(2, 5));
    controller.select(7);
    expect(controller.state.selected).toBe(1);
  });

  it("moves nothing until the GM accepts; accepting moves the chosen option's path and clears the highlight", async () => {
    const { controller, token, highlights } = setUp();
    controller.recompute();
    controller.select(1);
    expect(token.calls).toHaveLength(0);
    expect(await controller.accept()).toBe("moved");
    expect(token.calls).toHaveLength(1);
    expect(token.calls[0]?.waypoints.map((w) => w.action)).toEqual(["walk", "walk"]);
    expect(token.calls[0]?.waypoints.at(-1)).toMatchObject({
      x: Math.round(centre(2, 5).x - 50),
      y: Math.round(centre(2, 5).y - 50),
    });
    expect(highlights.at(-1)).toBeNull();
    expect(controller.state.moved).toBe(true);
    expect(controller.canUndo).toBe(true);
  });

  it("undo restores the token's previous position", async () => {
    const { controller, token } = setUp();
    const start = { x: token.x, y: token.y };
    controller.recompute();
    await controller.accept();
    expect(await controller.undo()).toBe("undone");
    expect({ x: token.x, y: token.y }).toEqual(start);
    expect(controller.canUndo).toBe(false);
  });

  it("after a reload, a new window on the scene can still undo the accepted move", async () => {
    const before = setUp();
    const start = { x: before.token.x, y: before.token.y };
    before.controller.recompute();
    await before.controller.accept();
    const after = setUp(twoWays, before.flags, before.token);
    expect(after.controller.canUndo).toBe(true);
    expect(await after.controller.undo()).toBe("undone");
    expect({ x: before.token.x, y: before.token.y }).toEqual(start);
  });

  it("a window of a GM who is no longer the active GM neither moves nor undoes", async () => {
    const { controller, token, flags } = setUp();
    controller.recompute();
    await controller.accept();
    flags.activeClient = "gm-b";
    expect(await controller.undo()).toBe("inactive");
    expect(await controller.accept()).toBe("inactive");
    expect(token.calls).toHaveLength(1);
  });

  it("an option that stays put cannot be accepted as a move", async () => {
    const { controller, token } = setUp(actResult([option({ path: [hexOf(3, 3)] })]));
    controller.recompute();
    expect(await controller.accept()).toBe("refused");
    expect(token.calls).toHaveLength(0);
  });

  it("a scene that cannot be read is shown as problems, and the core is not asked", () => {
    const { controller, decide, env } = setUp();
    env.readScene = () => ({
      ok: false,
      problems: [{ key: "MONSTER_AUTOPILOT.Hex.Scene.NotHex", params: { scene: "x" } }],
      warnings: [],
    });
    controller.recompute();
    expect(decide).not.toHaveBeenCalled();
    expect(controller.state.sceneProblems).toHaveLength(1);
    expect(controller.state.result).toBeNull();
    expect(controller.scenario).toBeNull();
  });

  it("names figures and hexes for the explanation, and gives the scene read for places and the turn order", () => {
    const { controller } = setUp();
    expect(controller.scenario).toBeNull();
    controller.recompute();
    expect(controller.scenario?.figures.map((f) => f.id)).toContain("brute");
    expect(controller.figureName("brute")).toBe("Brute");
    expect(controller.hexLabel(hexOf(3, 5))).toBe("3:5");
  });
});

describe("a monster's turn end to end with the rules core", () => {
  it("reads the scene, lets the core decide, and moves the token along the core's path on accept", async () => {
    const { controller, token, env } = setUp();
    env.decide = (scenario, action, ruleSet) => decideMonsterTurn(scenario, action, RULE_SETS[ruleSet]);
    controller.recompute(true);
    const result = controller.state.result;
    expect(result?.kind).toBe("act");
    const chosen = controller.selectedOption();
    if (!chosen) throw new Error("no option");
    expect(chosen.path[0]).toEqual(hexOf(3, 3));
    expect(chosen.path.length).toBe(3);
    await controller.accept();
    const end = reading.ok ? reading.index.centerOf(chosen.endHex) : { x: 0, y: 0 };
    expect(token.calls[0]?.waypoints).toHaveLength(2);
    expect({ x: token.x, y: token.y }).toEqual({ x: Math.round(end.x - 50), y: Math.round(end.y - 50) });
  });
});

describe("a character summon's turn end to end with the rules core (BM-13, FO-5)", () => {
  /** A bear summoned by the brute; a guard the bear may fight, or nobody. */
  function summonTurn(tokens: ReturnType<typeof fakeToken>[], ruleSet: "gloomhaven" | "frosthaven") {
    const summonScene = fakeScene({ grid, tokens });
    const bear = new FakeMovableToken("bear", { x: centre(3, 1).x - 50, y: centre(3, 1).y - 50 });
    const env: TurnEnvironment = {
      readScene: () =>
        readScene(summonScene, {
          activeTokenId: "bear",
          recognition: "disposition",
          labelOf: (o) => `${o.i}:${o.j}`,
        }),
      decide: (scenario, action, rules) => decideMonsterTurn(scenario, action, RULE_SETS[rules]),
      ruleSet: () => ruleSet,
      highlight: () => undefined,
      movementActions: () => new Set(["walk"]),
      findToken: (_scene, id) => (id === "bear" ? bear : undefined),
      animate: () => false,
      history: historyOn().history,
    };
    const form = defaultAbilityForm({ move: 2, range: 0, flying: false });
    return { controller: new TurnController(env, "scene", "bear", form), bear };
  }
  const bearToken = fakeToken("bear", centre(3, 1), {
    hasPlayerOwner: true,
    summonerFlag: "brute",
    name: "Bear",
  });
  const bruteToken = fakeToken("brute", centre(3, 7), { hasPlayerOwner: true, name: "Brute" });

  it("fights the monsters: the factions are swapped for a summon", () => {
    const { controller } = summonTurn(
      [bearToken, bruteToken, fakeToken("guard", centre(1, 1))],
      "gloomhaven",
    );
    controller.recompute(true);
    const result = controller.state.result;
    expect(result?.kind).toBe("act");
    expect(result?.kind === "act" && result.explanation.focus).toEqual(["guard"]);
  });

  it("[FH] with no focus, offers the approach to its summoner as options, and moves only on accept", async () => {
    const { controller, bear } = summonTurn([bearToken, bruteToken], "frosthaven");
    controller.recompute(true);
    const result = controller.state.result;
    expect(result?.kind).toBe("no-focus");
    const chosen = controller.selectedOption();
    if (!chosen) throw new Error("no summoner option");
    expect(chosen.focus).toEqual(["brute"]);
    expect(chosen.path).toHaveLength(3);
    expect(bear.calls).toEqual([]);
    expect(await controller.accept()).toBe("moved");
    expect(bear.calls[0]?.waypoints).toHaveLength(2);
  });

  it("[GH] with no focus, it stays: there is nothing to accept", async () => {
    const { controller, bear } = summonTurn([bearToken, bruteToken], "gloomhaven");
    controller.recompute(true);
    expect(controller.state.result?.kind).toBe("no-focus");
    expect(controller.selectedOption()).toBeUndefined();
    expect(await controller.accept()).toBe("refused");
    expect(bear.calls).toEqual([]);
  });
});
