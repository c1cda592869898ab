// @vitest-environment happy-dom
// The in-world batches register only where Quench runs them: on its `quenchReady` hook
// (https://github.com/Ethaks/FVTT-Quench, called with the Quench instance), for a GM; their code
// is a chunk the module imports only then.
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootModule, settle } from "../runtime/install";
import { MiniQuench } from "./mini-quench";

/** How many times the batches' chunk was loaded by the module. */
const chunk = { loads: 0 };

afterEach(() => {
  vi.doUnmock("../../../src/foundry/quench/batches");
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** Boots the module with the batches' chunk counted when it loads. */
async function boot(isGM: boolean) {
  chunk.loads = 0;
  vi.doMock("../../../src/foundry/quench/batches", async (importOriginal) => {
    chunk.loads++;
    return await importOriginal();
  });
  return bootModule({ isGM });
}

describe("the in-world batches register only under Quench", () => {
  it("without Quench the batches' code is never loaded", async () => {
    await boot(true);
    await settle();
    expect(chunk.loads).toBe(0);
  });

  it("on quenchReady a GM's client registers the four batches under the module's id", async () => {
    const foundry = await boot(true);
    await settle();
    expect(chunk.loads).toBe(0);
    const quench = new MiniQuench();
    foundry.hooks.callAll("quenchReady", quench);
    await vi.waitFor(() => expect(quench.batches.size).toBeGreaterThan(0), { timeout: 10_000 });
    expect(chunk.loads).toBe(1);
    expect([...quench.batches.keys()]).toEqual([
      "monster-autopilot.hex-turns",
      "monster-autopilot.world-safety",
      "monster-autopilot.arkham-mythos",
      "monster-autopilot.scene-check",
    ]);
    expect([...quench.batches.values()].every((b) => b.displayName.startsWith("Monster Autopilot: "))).toBe(
      true,
    );
    expect(foundry.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("a player's client registers nothing and loads nothing", async () => {
    const foundry = await boot(false);
    const quench = new MiniQuench();
    foundry.hooks.callAll("quenchReady", quench);
    await settle();
    expect(quench.batches.size).toBe(0);
    expect(chunk.loads).toBe(0);
  });
});
