// @vitest-environment happy-dom
// The actor sheet's "Monster data" header control on the fake Foundry runtime.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeActor } from "../runtime/documents";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

async function start(generation: 13 | 14) {
  foundry = await bootModule({ generation });
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

interface Control {
  action: string;
  onClick?: (event: Event) => void;
}

/** An ApplicationV2 actor sheet as the header-controls hook passes it. */
function actorSheet(actor: FakeActor) {
  return { document: actor, options: { actions: {} as Record<string, (event: Event) => void> } };
}

/**
 * A click on a header control as v13.351 handles it: the control's `onClick` runs, then the click
 * also reaches the frame's action handler, which runs `options.actions[control.action]` if any
 * (https://foundryvtt.com/api/interfaces/foundry.applications.types.ApplicationHeaderControlsEntry.html:
 * `action` "the action name triggered by clicking", `onClick` "a custom click handler").
 */
function clickHeaderControl(sheet: ReturnType<typeof actorSheet>, control: Control): void {
  const event = new Event("click");
  control.onClick?.(event);
  sheet.options.actions[control.action]?.call(sheet, event);
}

// `onClick` is documented on v13 and v14 alike
// (https://foundryvtt.com/api/v14/types/foundry.applications.types.ApplicationHeaderControlsEntry.html).
describe.each([13, 14] as const)("the Monster data header control on v%i", (generation) => {
  it("one click opens one Monster data window, and a second click brings it forward", async () => {
    await start(generation);
    const actor = new FakeActor("a1", "Bandit Guard");
    const sheet = actorSheet(actor);
    const controls: Control[] = [];
    foundry.hooks.callAll("getHeaderControlsActorSheetV2", sheet, controls);
    expect(controls).toHaveLength(1);
    const control = controls[0] as Control;
    clickHeaderControl(sheet, control);
    await settle();
    const windows = () => document.querySelectorAll('[id="monster-autopilot-data-actor-a1"]');
    expect(windows().length).toBe(1);
    clickHeaderControl(sheet, control);
    await settle();
    expect(windows().length).toBe(1);
    expect(foundry.instances.get("monster-autopilot-data-actor-a1")?.bringToFrontCount).toBe(1);
    expect(foundry.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });
});
