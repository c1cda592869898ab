// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: entering Mythos opens the Mythos window, Draw Mythos card
// lists steps 1–4 in words, Accept writes the phase to the scene, Undo last phase restores it exactly;
// Pick by hand, hovering an outcome on the canvas and a failure reported to the GM.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeScene } from "../runtime/documents";
import { FakeGraphics } from "../runtime/globals";
import { arkhamGameScene, enterMythos } from "./arkham-game-scene";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board as one square region per area, a Gug in Northside, a game of 3 set up, viewed. */
async function arkhamScene() {
  const scene = await arkhamGameScene();
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  foundry.hooks.callAll("canvasReady");
  return scene;
}

/** Everything Undo must restore: every token's data, the game-state flag and the movement step's card. */
function snapshot(scene: FakeScene) {
  return {
    tokens: scene.tokens.contents.map((t) => t.toObject()),
    state: structuredClone(scene.getFlag(MODULE_ID, "arkhamState")),
    choice: structuredClone(scene.getFlag(MODULE_ID, "arkhamMythos")),
  };
}

describe("the whole Mythos phase from the Mythos window", () => {
  it("draws a card, lists steps 1–4 with their rules, accepts at once and undoes exactly", async () => {
    const scene = await arkhamScene();
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const html = mythos.element.innerHTML;
    expect(html).not.toContain("MONSTER_AUTOPILOT.");
    expect(mythos.element.querySelectorAll(".ma-outcome").length).toBeGreaterThan(0);
    const steps = [...mythos.element.querySelectorAll(".ma-outcome .ma-phase-step h4")].map(
      (h) => h.textContent,
    );
    expect(steps[0]).toContain("Step 1");
    expect(mythos.element.querySelector(".ma-event-why")?.textContent).toMatch(/MY-\d/);
    // Nothing is written before Accept.
    expect(snapshot(scene)).toEqual(before);

    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { mythosDiscard: string[] };
    expect(state.mythosDiscard).toHaveLength(1);
    expect(snapshot(scene)).not.toEqual(before);
    // The moves were part of this Accept: the movement part is not handed the card to move them again.
    expect(scene.getFlag(MODULE_ID, "arkhamMythos")).toEqual(before.choice);

    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(snapshot(scene)).toEqual(before);
  });

  it("resolves the card and the first monster the GM picks by hand from a physical deck and cup", async () => {
    const scene = await arkhamScene();
    const mythos = await enterMythos(foundry);
    const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
    if (pick === null) throw new Error("no card list");
    pick.value = "Manhunt in Arkham!";
    const cup = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-cup");
    const named = cup?.options[cup.options.length - 1];
    if (named === undefined) throw new Error("no cup list");
    named.selected = true;
    const name = named.textContent?.replace(/ \(\d+\)$/, "") ?? "";
    mythos.click('[data-action="pickPhase"]');
    await settle();
    expect(mythos.element.querySelector(".ma-phase-card")?.textContent).toContain("Manhunt in Arkham!");
    const drawn = mythos.element.querySelector('.ma-phase-event[data-kind="monsters-drawn"] .ma-event-text');
    expect(drawn?.textContent).toContain(`: ${name}`);
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { mythosDiscard: string[] };
    expect(state.mythosDiscard).toEqual(["Manhunt in Arkham!"]);
  });

  it("marks the hovered outcome's gate on the canvas and clears it on leave and close", async () => {
    await arkhamScene();
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    const rings = () =>
      (foundry.canvas["interface"] as { children: unknown[] }).children
        .filter((c): c is FakeGraphics => c instanceof FakeGraphics && !c.destroyed)
        .flatMap((g) => g.ops.filter((o) => o.name === "drawCircle"));
    expect(rings()).toEqual([]);
    const outcome = mythos.element.querySelector<HTMLElement>(".ma-outcome");
    outcome?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(rings().length).toBeGreaterThan(0);
    mythos.element.dispatchEvent(new Event("pointerleave"));
    expect(rings()).toEqual([]);
    outcome?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await mythos.close();
    expect(rings()).toEqual([]);
  });

  it("reports a refused write to the GM with its cause", async () => {
    const scene = await arkhamScene();
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    scene.setFlag = () => Promise.reject(new Error("the server refused the update"));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors.some((text) => text.includes("the server refused the update"))).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("monster-autopilot"),
      expect.objectContaining({ message: "the server refused the update" }),
    );
    consoleError.mockRestore();
  });

  it("stops at an awakening and says why, writing only the card drawn", async () => {
    const scene = await arkhamScene();
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { doomTrack: number };
    await scene.setFlag(MODULE_ID, "arkhamState", { ...state, doom: state.doomTrack - 1 });
    const mythos = await enterMythos(foundry);
    const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
    if (pick === null) throw new Error("no card list");
    pick.value = "Manhunt in Arkham!";
    mythos.click('[data-action="pickPhase"]');
    await settle();
    const awakening = mythos.element.querySelector(".ma-awakening")?.textContent ?? "";
    expect(awakening).toContain("the doom track is full.");
    expect(awakening).toContain("The phase stops here");
    const tokens = scene.tokens.size;
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(scene.tokens.size).toBe(tokens);
  });
});

describe("entering Mythos on a scene that is not an Arkham board", () => {
  it("opens nothing and writes nothing", async () => {
    const scene = new FakeScene("plain", "Tavern", { sceneRect: { x: 0, y: 0, width: 1000, height: 1000 } });
    foundry.scenes.set(scene.id, scene);
    foundry.view(scene);
    foundry.hooks.callAll("canvasReady");
    const next = foundry.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
    for (let i = 0; i < 4; i++) {
      next?.onDown?.();
      await settle();
    }
    const mythos = [...foundry.instances.values()].filter((app) =>
      app.element.querySelector('[data-action="drawPhase"]'),
    );
    expect(mythos).toEqual([]);
    expect(scene.getFlag(MODULE_ID, "arkhamState")).toBeUndefined();
  });
});

describe("the chat card of an accepted Mythos phase", () => {
  /** The chat messages the module creates (ChatMessage.create on this client). */
  function chatSpy() {
    return vi.spyOn(ChatMessage, "create");
  }

  async function acceptPhaseIn(mythos: Awaited<ReturnType<typeof enterMythos>>) {
    mythos.click('[data-action="drawPhase"]');
    await settle();
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
  }

  it("is whispered to the GMs by default, listing the steps with their rules", async () => {
    await arkhamScene();
    const posted = chatSpy();
    await acceptPhaseIn(await enterMythos(foundry));
    expect(posted).toHaveBeenCalledTimes(1);
    const card = posted.mock.calls[0]?.[0] as { content: string; whisper: string[] };
    expect(card.whisper).toEqual([foundry.user.id]);
    expect(card.content).toContain("Step 1");
    expect(card.content).toMatch(/MY-\d/);
    expect(card.content).not.toContain("MONSTER_AUTOPILOT.");
  });

  it("is posted to everyone, or not at all, by the setting", async () => {
    const scene = await arkhamScene();
    const posted = chatSpy();
    await foundry.settings.set(MODULE_ID, "arkhamMythosChat", "all");
    const mythos = await enterMythos(foundry);
    await acceptPhaseIn(mythos);
    expect(posted).toHaveBeenCalledTimes(1);
    expect((posted.mock.calls[0]?.[0] as { whisper: string[] }).whisper).toEqual([]);
    await foundry.settings.set(MODULE_ID, "arkhamMythosChat", "off");
    await acceptPhaseIn(mythos);
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { mythosDiscard: string[] };
    expect(state.mythosDiscard).toHaveLength(2);
    expect(posted).toHaveBeenCalledTimes(1);
  });
});
