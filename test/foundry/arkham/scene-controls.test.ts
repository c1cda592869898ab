import { describe, expect, it, vi } from "vitest";
import { addArkhamControls, type ArkhamTools } from "../../../src/foundry/arkham/scene-controls";

type Control = foundry.applications.ui.SceneControls.Control;

function tokensControl(): Record<string, Control> {
  return { tokens: { name: "tokens", order: 1, title: "Tokens", icon: "", activeTool: "select", tools: {} } };
}

function tools(): ArkhamTools & { overlay: boolean } {
  const state = {
    overlay: false,
    openPhases: vi.fn(),
    openMythos: vi.fn(),
    openBoard: vi.fn(),
    openPieces: vi.fn(),
    openState: vi.fn(),
    overlayOn: () => state.overlay,
    setOverlay: (on: boolean) => void (state.overlay = on),
  };
  return state;
}

describe("the Arkham tools in the v13 token controls", () => {
  it("adds five buttons and the overlay toggle for the GM", () => {
    const controls = tokensControl();
    const t = tools();
    addArkhamControls(controls, t, true);
    const added = controls["tokens"]!.tools;
    expect(Object.keys(added)).toEqual([
      "ma-arkham-phases",
      "ma-arkham-mythos",
      "ma-arkham-board",
      "ma-arkham-pieces",
      "ma-arkham-state",
      "ma-arkham-arrows",
    ]);
    added["ma-arkham-mythos"]!.onChange?.(new Event("click"), true);
    expect(t.openMythos).toHaveBeenCalledOnce();
    added["ma-arkham-arrows"]!.onChange?.(new Event("click"), true);
    expect(t.overlay).toBe(true);
    expect(added["ma-arkham-arrows"]).toMatchObject({ toggle: true, active: false });
  });

  it("adds nothing for players", () => {
    const controls = tokensControl();
    addArkhamControls(controls, tools(), false);
    expect(controls["tokens"]!.tools).toEqual({});
  });
});
