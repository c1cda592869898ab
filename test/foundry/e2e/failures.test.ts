// @vitest-environment happy-dom
// Failures at entry points reach the GM (foundry.md: hook exceptions only reach the console and a
// voided render hides a failed render): a localized error naming what failed, the cause on the
// console, and no highlight left behind.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeApplicationV2 } from "../runtime/application";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";
import { hexCombatScene } from "./hex-scene";

let foundry: FakeFoundry;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

const guardTurn = (combat: unknown) =>
  foundry.hooks.callAll(
    "combatTurnChange",
    combat,
    { round: 1, turn: 0, tokenId: "brute", combatantId: "c-brute" },
    { round: 1, turn: 1, tokenId: "guard", combatantId: "c-guard" },
  );

describe("failures at entry points", () => {
  it("a Monster turn window that fails to render is reported and leaves no highlight on the canvas", async () => {
    const { combat } = hexCombatScene(foundry);
    const cause = new Error('Missing helper: "selected"');
    FakeApplicationV2.failRender = () => cause;
    guardTurn(combat);
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("opening the Monster turn window");
    expect(errors[0]).toContain('Missing helper: "selected"');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("monster-autopilot"), cause);
    expect(foundry.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);
    // Once the cause is gone the window opens again.
    FakeApplicationV2.failRender = null;
    guardTurn(combat);
    await settle();
    expect(foundry.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
  });

  it("a partial re-render that fails is reported and clears the highlight", async () => {
    const { combat } = hexCombatScene(foundry);
    guardTurn(combat);
    await settle();
    const app = foundry.instances.get("monster-autopilot-turn-guard");
    expect(app?.rendered).toBe(true);
    expect(foundry.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);
    const cause = new Error("the options part failed");
    FakeApplicationV2.failRender = () => cause;
    app?.click('[data-action="selectOption"]');
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("updating the Monster turn window");
    expect(errors[0]).toContain("the options part failed");
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("monster-autopilot"), cause);
    expect(foundry.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);
    expect(foundry.layer.layers.get("monster-autopilot.hex-turn.guard.area")?.size ?? 0).toBe(0);
    FakeApplicationV2.failRender = null;
  });

  it("an exception in a hook handler is reported to the GM, not only logged", async () => {
    const { combat } = hexCombatScene(foundry);
    const broken = Object.create(combat) as typeof combat;
    Object.defineProperty(broken, "combatants", {
      get: () => {
        throw new Error("combatants unreadable");
      },
    });
    guardTurn(broken);
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors).toEqual([expect.stringContaining("reacting to the combat turn")]);
    expect(errors[0]).toContain("combatants unreadable");
  });

  it("a window button that fails is reported", async () => {
    const { combat, guard } = hexCombatScene(foundry);
    guardTurn(combat);
    await settle();
    guard.move = () => Promise.reject(new Error("the server refused the update"));
    foundry.instances.get("monster-autopilot-turn-guard")?.click('[data-action="acceptMove"]');
    await settle();
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors.some((text) => text.includes("the server refused the update"))).toBe(true);
  });
});
