// @vitest-environment happy-dom
// The GM part's chunk failing to load (a missing file, a network error) is never silent: the GM is
// told in a localized notification and the console has the cause.
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFoundry, settle } from "./runtime/install";

vi.mock("../../src/foundry/gm-part", () => {
  throw new Error("chunk gm-part.js could not be fetched");
});

afterEach(() => vi.unstubAllGlobals());

describe("loading the GM part", () => {
  it("reports a chunk that fails to load to the GM, and the module does not say it is ready", async () => {
    const foundry = installFoundry();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { startOnReady } = await import("../../src/foundry/gm-part-loader");
    const announce = vi.fn();
    startOnReady(announce);
    foundry.hooks.callAll("ready");
    await settle();
    expect(announce).not.toHaveBeenCalled();
    expect(foundry.notifications.shown).toEqual([
      expect.objectContaining({ type: "error", text: expect.stringContaining("loading the GM tools") }),
    ]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("loading the GM tools"), expect.anything());
    errors.mockRestore();
  });

  it("says at once on a player's client that the module is ready, loading nothing", async () => {
    const foundry = installFoundry({ isGM: false });
    const { loadedGmPart, startOnReady } = await import("../../src/foundry/gm-part-loader");
    const announce = vi.fn();
    startOnReady(announce);
    foundry.hooks.callAll("ready");
    await settle();
    expect(announce).toHaveBeenCalledOnce();
    expect(loadedGmPart()).toBeUndefined();
    expect(foundry.notifications.shown).toEqual([]);
  });
});
