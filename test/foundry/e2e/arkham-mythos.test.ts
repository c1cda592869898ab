// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: the Arkham phase reaches Mythos, the Mythos movement
// window opens (real template, Foundry's helper set), Accept all moves the monsters, Undo puts them back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import { REGION_SIZE } from "../arkham/builders";
import { MANHUNT } from "../arkham/manhunt-scene";
import { FakeActor, FakeRegion, FakeScene, FakeToken } from "../runtime/documents";
import { FakeGraphics } from "../runtime/globals";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board as one square region per area (rows of six), a Gug in Northside, Amanda in Easttown. */
async function arkhamScene() {
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 2400, height: 4000 } });
  const bounds = new Map<string, { x: number; y: number }>();
  for (const [i, area] of baseBoard().areas.entries()) {
    const at = { x: (i % 6) * REGION_SIZE, y: Math.floor(i / 6) * REGION_SIZE };
    bounds.set(area.id, at);
    const region = scene.addRegion(
      new FakeRegion(`r-${area.id}`, area.id, { ...at, width: REGION_SIZE - 1, height: REGION_SIZE - 1 }),
    );
    await region.setFlag(MODULE_ID, "arkhamArea", area.id);
  }
  const place = (area: string) => bounds.get(area) ?? { x: -1000, y: -1000 };
  const gug = scene.addToken(
    new FakeToken(
      "gug",
      "Gug",
      place("northside").x,
      place("northside").y,
      -1,
      new FakeActor("a-gug", "Gug"),
    ),
  );
  const amanda = new FakeActor("a-am", "Amanda Sharpe", true);
  amanda.system = { skills: { sneak: 2 } };
  scene.addToken(
    new FakeToken("amanda", "Amanda Sharpe", place("easttown").x, place("easttown").y, 1, amanda),
  );
  await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
  await scene.setFlag(MODULE_ID, "arkhamMythos", MANHUNT);
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  return { scene, gug, start: { x: gug.x, y: gug.y } };
}

describe("the Mythos phase, end to end", () => {
  it("opens the Mythos window on entering Mythos; Accept all moves the monsters and Undo puts them back", async () => {
    const { gug, start } = await arkhamScene();
    foundry.hooks.callAll("canvasReady");
    const next = foundry.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
    for (let i = 0; i < 4; i++) {
      next?.onDown?.();
      await settle();
    }
    expect(foundry.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
    const mythos = [...foundry.instances.values()].find((app) =>
      app.element.querySelector('[data-action="acceptAll"]'),
    );
    expect(mythos?.rendered).toBe(true);
    expect(mythos?.element.innerHTML).not.toContain("MONSTER_AUTOPILOT.");

    mythos?.click('[data-action="acceptAll"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(gug.moves.length).toBeGreaterThan(0);
    expect({ x: gug.x, y: gug.y }).not.toEqual(start);

    mythos?.click('[data-action="undo"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect({ x: gug.x, y: gug.y }).toEqual(start);
  });
});

describe("tracing a monster's move from the Mythos window", () => {
  it("hovering or focusing its row rings its token and emphasises its arrows; leaving and closing clear it", async () => {
    await arkhamScene();
    foundry.hooks.callAll("canvasReady");
    const next = foundry.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
    for (let i = 0; i < 4; i++) {
      next?.onDown?.();
      await settle();
    }
    const mythos = [...foundry.instances.values()].find((app) =>
      app.element.querySelector('[data-action="acceptAll"]'),
    );
    const row = mythos?.element.querySelector<HTMLElement>('.ma-move[data-monster="gug"]');
    expect(row).toBeTruthy();
    const drawings = () =>
      (foundry.canvas["interface"] as { children: unknown[] }).children.filter(
        (c): c is FakeGraphics => c instanceof FakeGraphics && !c.destroyed,
      );
    const rings = () => drawings().flatMap((g) => g.ops.filter((o) => o.name === "drawCircle"));
    const widest = () =>
      Math.max(
        ...drawings().flatMap((g) =>
          g.ops.filter((o) => o.name === "lineStyle").map((o) => o.args[0] as number),
        ),
      );
    expect(drawings()).toHaveLength(1);
    expect(rings()).toEqual([]);
    const plain = widest();

    row?.querySelector("header")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(rings().length).toBeGreaterThan(0);
    expect(widest()).toBeGreaterThan(plain);
    mythos?.element.dispatchEvent(new Event("pointerleave"));
    expect(rings()).toEqual([]);
    expect(widest()).toBe(plain);

    row?.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(rings().length).toBeGreaterThan(0);
    row?.dispatchEvent(new Event("focusout", { bubbles: true }));
    expect(rings()).toEqual([]);

    row?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await mythos?.close();
    expect(drawings()).toEqual([]);
  });
});

describe("a failing Mythos window button", () => {
  it("is reported to the GM with its cause", async () => {
    const { gug } = await arkhamScene();
    foundry.hooks.callAll("canvasReady");
    const next = foundry.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
    for (let i = 0; i < 4; i++) {
      next?.onDown?.();
      await settle();
    }
    gug.move = () => Promise.reject(new Error("the server refused the update"));
    const mythos = [...foundry.instances.values()].find((app) =>
      app.element.querySelector('[data-action="acceptAll"]'),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    mythos?.click('[data-action="acceptAll"]');
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors.some((text) => text.includes("the server refused the update"))).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("monster-autopilot"),
      expect.objectContaining({ message: "the server refused the update" }),
    );
    consoleError.mockRestore();
  });
});
