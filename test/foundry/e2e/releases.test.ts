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
