// @vitest-environment happy-dom
// The Arkham arrows toggle in the scene controls shows the overlay's state, wherever it was changed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeScene } from "../runtime/documents";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 1000, height: 1000 } });
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the arrows toggle in the scene controls", () => {
  it("shows the overlay as on after the Board window turned it on", async () => {
    await foundry.controls.render();
    expect(foundry.controls.tool("ma-arkham-arrows")?.active).toBe(false);
    foundry.controls.click("ma-arkham-board");
    await settle();
    const board = [...foundry.instances.values()].find((app) =>
      app.element.querySelector('[data-action="toggleOverlay"]'),
    );
    expect(board).toBeDefined();
    board?.click('[data-action="toggleOverlay"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(foundry.controls.tool("ma-arkham-arrows")?.active).toBe(true);
  });

  it("turning the toggle off in the controls keeps it off after the next render", async () => {
    await foundry.controls.render();
    foundry.controls.click("ma-arkham-arrows");
    foundry.controls.click("ma-arkham-arrows");
    await settle();
    await foundry.controls.render({ reset: true });
    expect(foundry.controls.tool("ma-arkham-arrows")?.active).toBe(false);
  });
});
