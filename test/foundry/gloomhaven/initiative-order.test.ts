// @vitest-environment happy-dom
// Gloomhaven acts lowest initiative first (GH rulebook p.18); Foundry's tracker sorts highest first
// unless `Combat#_sortCombatants` is overridden, as its API page invites modules to do.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  compareLowestFirst,
  installLowestFirstOrder,
} from "../../../src/foundry/gloomhaven/initiative-order";
import { FakeCombatDocument } from "../runtime/globals";
import { installFoundry } from "../runtime/install";

const c = (id: string, initiative: number | null) => ({ id, initiative });

describe("the Gloomhaven turn order in the combat tracker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the lowest initiative first, combatants without one last, ties by id", () => {
    const order = [c("b", 45), c("x", null), c("a", 12), c("c", 12.01), c("d", 45)].sort(compareLowestFirst);
    expect(order.map((x) => x.id)).toEqual(["a", "c", "b", "d", "x"]);
  });

  it("extends the configured Combat class so the tracker lists the lowest initiative first", async () => {
    vi.resetModules();
    const foundry = installFoundry();
    await import("../../../src/module");
    foundry.hooks.callAll("init");
    const Combat = (foundry.config["Combat"] as { documentClass: typeof FakeCombatDocument }).documentClass;
    expect(Combat).not.toBe(FakeCombatDocument);
    expect(new Combat()).toBeInstanceOf(FakeCombatDocument);
    const turns = new Combat().sortTurns([c("p", 80), c("m", 12), c("n", 45)]);
    expect(turns.map((x) => x.id)).toEqual(["m", "n", "p"]);
  });

  it("keeps the system's own order while the world setting is off", async () => {
    vi.resetModules();
    const foundry = installFoundry();
    await import("../../../src/module");
    foundry.hooks.callAll("init");
    await foundry.settings.set("monster-autopilot", "hexLowestFirst", false);
    const Combat = (foundry.config["Combat"] as { documentClass: typeof FakeCombatDocument }).documentClass;
    const turns = new Combat().sortTurns([c("p", 80), c("m", 12), c("n", 45)]);
    expect(turns.map((x) => x.id)).toEqual(["p", "n", "m"]);
  });

  it("wraps whatever class is configured, not Foundry's base class", () => {
    class SystemCombat extends FakeCombatDocument {}
    const config: { documentClass: unknown } = { documentClass: SystemCombat };
    installLowestFirstOrder(config);
    expect(Object.getPrototypeOf(config.documentClass)).toBe(SystemCombat);
  });
});
