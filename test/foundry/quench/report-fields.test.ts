// The scene-check scenarios read counts out of the report's localized lines in any language.
import { describe, expect, it } from "vitest";
import de from "../../../lang/de.json";
import en from "../../../lang/en.json";
import { readFields } from "../../../src/foundry/quench/scenarios/report-fields";
import { localizerFromJson } from "../../../src/view/i18n";

const values = {
  scene: "Crypt: level 1",
  grid: "2",
  hexes: "96",
  walls: "3",
  wallHexes: "2",
  terrain: "4",
  tokens: "3",
  monsters: "2",
  characters: "1",
  summons: "0",
};

describe("reading a report line back in the world's language", () => {
  for (const [language, json] of [
    ["en", en],
    ["de", de],
  ] as const)
    it(`reads every placeholder of the hex check's line (${language})`, () => {
      const i18n = localizerFromJson(json);
      const line = i18n.format("MONSTER_AUTOPILOT.SelfCheck.HexFound", values);
      expect(readFields(i18n.localize("MONSTER_AUTOPILOT.SelfCheck.HexFound"), line)).toEqual(values);
    });

  it("gives null for a line the template did not write", () => {
    expect(readFields("{monsters} monsters", "no figures")).toBeNull();
  });
});
