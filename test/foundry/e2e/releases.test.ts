// @vitest-environment happy-dom
// The same entry points on v13- and v14-shaped fakes (issue 17): each behaviour that differs on
// v14 is modelled by the fake with the v14 API page cited there.
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FakeFoundry } from "../runtime/install";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function start(generation: 13 | 14): Promise<FakeFoundry> {
  vi.resetModules();
  const foundry = installFoundry({ generation });
  await import("../../../src/module");
  foundry.hooks.callAll("init");
  foundry.hooks.callAll("ready");
  return foundry;
}

const ids = (registry: unknown) =>
  (Array.isArray(registry) ? registry : Object.values(registry as object)).map((e: { id: string }) => e.id);

describe.each([13, 14] as const)("on Foundry v%i", (generation) => {
  it("adds muddled, immobilized and disarmed to the status effects in the release's shape", async () => {
    const foundry = await start(generation);
    const registry = foundry.config["statusEffects"];
    expect(Array.isArray(registry)).toBe(generation === 13);
    expect(ids(registry)).toEqual(["dead", "muddled", "immobilized", "disarmed"]);
    if (generation === 14)
      expect(Object.keys(registry as object)).toEqual(["dead", "muddled", "immobilized", "disarmed"]);
  });
});

describe("DOM anchors that may be missing", () => {
  const hud = (html: string) => {
    const element = document.createElement("div");
    element.innerHTML = html;
    return element;
  };

  it("the token HUD's Monster buttons go in the right column; a HUD without one is skipped with one warning", async () => {
    const foundry = await start(14);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const token = { id: "t" };
    const withColumn = hud('<div class="col left"></div><div class="col right"></div>');
    foundry.hooks.callAll("renderTokenHUD", { document: token }, withColumn);
    expect(withColumn.querySelectorAll(".col.right .ma-hud-button")).toHaveLength(2);
    const without = hud('<div class="col left"></div>');
    foundry.hooks.callAll("renderTokenHUD", { document: token }, without);
    foundry.hooks.callAll("renderTokenHUD", { document: token }, without);
    expect(without.querySelectorAll(".ma-hud-button")).toHaveLength(0);
    expect(foundry.hooks.errors).toEqual([]);
    expect(foundry.notifications.shown).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("the region terrain field goes after the name (v13) or in the first tab's first group (v14); none → skipped", async () => {
    const foundry = await start(14);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const region = { getFlag: () => undefined };
    const v13 = hud(
      '<div class="form-group"><input name="name"></div><div class="form-group"><input name="color"></div>',
    );
    foundry.hooks.callAll("renderRegionConfig", { document: region }, v13);
    expect(v13.children[1]?.classList.contains("ma-region-terrain")).toBe(true);
    const v14 = hud(
      '<section class="tab" data-tab="identity"><div class="form-group"><input name="color"></div></section>',
    );
    foundry.hooks.callAll("renderRegionConfig", { document: region }, v14);
    expect(v14.querySelector(".tab .ma-region-terrain select")).not.toBeNull();
    const bare = hud("<p>nothing</p>");
    foundry.hooks.callAll("renderRegionConfig", { document: region }, bare);
    expect(bare.querySelector(".ma-region-terrain")).toBeNull();
    expect(foundry.notifications.shown).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
