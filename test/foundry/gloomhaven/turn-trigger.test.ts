import { describe, expect, it, vi } from "vitest";
import type { Side } from "../../../src/core/gloomhaven";
import { combatIsOnScene } from "../../../src/foundry/combat-scene";
import {
  onCombatTurnChange,
  turnOfCombat,
  type TriggerEnvironment,
} from "../../../src/foundry/gloomhaven/turn-trigger";

/** An environment where everything says yes: the active GM, automatic trigger, a viewed hex scene, a monster. */
function environment(over: Partial<TriggerEnvironment> = {}) {
  const open = vi.fn<TriggerEnvironment["open"]>();
  const env: TriggerEnvironment = {
    isActiveGM: () => true,
    trigger: () => "combat-turn",
    viewedSceneId: () => "scene",
    isHexScene: () => true,
    sideOf: (): Side | null => "monster",
    open,
    ...over,
  };
  return { env, open };
}

const turn = { sceneId: "scene", tokenId: "guard" };

describe("the combat turn trigger", () => {
  it("opens the Monster turn window for a monster's turn on the viewed hex scene", () => {
    const { env, open } = environment();
    expect(onCombatTurnChange(turn, env)).toBe(true);
    expect(open).toHaveBeenCalledWith("scene", "guard");
  });

  it("acts only for the active GM: players and other GMs never compute", () => {
    const { env, open } = environment({ isActiveGM: () => false });
    expect(onCombatTurnChange(turn, env)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it("opens for a character summon in the tracker too: it moves by monster AI (BM-13)", () => {
    const { env, open } = environment({ sideOf: () => "summon" });
    expect(onCombatTurnChange(turn, env)).toBe(true);
    expect(open).toHaveBeenCalledWith("scene", "guard");
  });

  it("never opens for a character's turn or a token that is not a figure", () => {
    for (const side of ["character", null] as const) {
      const { env, open } = environment({ sideOf: () => side });
      expect(onCombatTurnChange(turn, env)).toBe(false);
      expect(open).not.toHaveBeenCalled();
    }
  });

  it("does nothing when the world opens the window only on demand", () => {
    const { env, open } = environment({ trigger: () => "on-demand" });
    onCombatTurnChange(turn, env);
    expect(open).not.toHaveBeenCalled();
  });

  it("does nothing for a combat on another scene, a scene without a hex grid, or a combatant without a token", () => {
    for (const [t, over] of [
      [turn, { viewedSceneId: () => "elsewhere" }],
      [turn, { isHexScene: () => false }],
      [{ sceneId: "scene", tokenId: null }, {}],
      [{ sceneId: null, tokenId: "guard" }, {}],
    ] as const) {
      const { env, open } = environment(over);
      onCombatTurnChange(t, env);
      expect(open).not.toHaveBeenCalled();
    }
  });
});

/**
 * A combat as v13's tracker "create encounter" or a token's "toggle combat" makes it: linked to no
 * scene (`scene` null, https://foundryvtt.com/api/classes/foundry.documents.Combat.html#scene) while
 * each combatant names its scene and token
 * (https://foundryvtt.com/api/classes/foundry.documents.Combatant.html: sceneId, tokenId).
 */
function unlinkedCombat(combatants: { id: string; sceneId: string; tokenId: string }[]) {
  return {
    scene: null,
    combatants: { contents: combatants, get: (id: string) => combatants.find((c) => c.id === id) },
  };
}

describe("combats linked to no scene (the v13 default)", () => {
  const combat = unlinkedCombat([
    { id: "c1", sceneId: "scene", tokenId: "guard" },
    { id: "c2", sceneId: "scene", tokenId: "brute" },
  ]);

  it("finds the turn's scene through its combatant", () => {
    expect(turnOfCombat(combat, { combatantId: "c2", tokenId: "brute" })).toEqual({
      sceneId: "scene",
      tokenId: "brute",
    });
  });

  it("opens the Monster turn window for a monster's turn in such a combat", () => {
    const { env, open } = environment();
    expect(onCombatTurnChange(turnOfCombat(combat, { combatantId: "c1", tokenId: "guard" }), env)).toBe(true);
    expect(open).toHaveBeenCalledWith("scene", "guard");
  });

  it("a combat linked to a scene still uses it for a combatant without its own", () => {
    const linked = {
      ...combat,
      scene: { id: "linked" },
      combatants: { contents: [], get: () => ({ tokenId: "x" }) },
    };
    expect(turnOfCombat(linked, { combatantId: "c9", tokenId: "x" })).toEqual({
      sceneId: "linked",
      tokenId: "x",
    });
  });

  it("the combat counts as the scene's combat (turn order) through its combatants", () => {
    expect(combatIsOnScene(combat, "scene")).toBe(true);
    expect(combatIsOnScene(combat, "other")).toBe(false);
  });
});
