import { describe, expect, it } from "vitest";
import { buildPhaseTrackerContext } from "../../../src/view/arkham/phase-context";
import { i18n } from "./i18n";

describe("the phase tracker window", () => {
  it("marks the current phase and the ones already done", () => {
    const context = buildPhaseTrackerContext({ round: 3, phase: "arkham-encounters" }, true, i18n);
    expect(context.phaseLabel).toBe("Arkham Encounters");
    expect(context.phases.map((p) => `${p.label}${p.current ? "*" : ""}${p.done ? "✓" : ""}`)).toEqual([
      "Upkeep✓",
      "Movement✓",
      "Arkham Encounters*",
      "Other World Encounters",
      "Mythos",
    ]);
    expect(context.followsCombat).toBe(true);
  });
});
