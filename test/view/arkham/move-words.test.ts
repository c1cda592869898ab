import { describe, expect, it } from "vitest";
import type { MonsterDecision } from "../../../src/core/arkham";
import { explainDecision, type PieceNames } from "../../../src/view/arkham/move-words";
import { i18n } from "./i18n";

const names: PieceNames = {
  area: (id) => ({ rivertown: "Rivertown streets", easttown: "Easttown streets" })[id] ?? id,
  monster: (id) => id,
  investigator: (id) => id,
};

function decision(movement: "stalker" | "aquatic" | "normal"): MonsterDecision {
  return {
    monsterId: "m1",
    from: "rivertown",
    kind: "move",
    options: [{ path: ["easttown"], colour: "white" }],
    reason: {
      rule: "normal.arrow",
      printedMovement: movement,
      movement,
      boxes: ["white"],
      modifiers: [],
      candidates: [],
      tied: false,
      warnings: [],
    },
  };
}

describe("a stalker or aquatic monster that moves normally says why (spec §3)", () => {
  it("a stalker with no investigator in reach falls back to the arrows, and says so", () => {
    expect(explainDecision(decision("stalker"), names, i18n)).toBe(
      "Stalker: no investigator in an adjacent street or unstable location, so it moves like a normal monster. " +
        "It follows the white arrow out of Rivertown streets.",
    );
  });

  it("an aquatic monster says why it moves normally; a normal monster needs no reason", () => {
    expect(explainDecision(decision("aquatic"), names, i18n)).toMatch(
      /^Aquatic: .* so it moves like a normal monster\. /,
    );
    expect(explainDecision(decision("normal"), names, i18n)).toBe(
      "It follows the white arrow out of Rivertown streets.",
    );
  });
});
