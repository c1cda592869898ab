import { describe, expect, it } from "vitest";
import { identifyMonster } from "../../../src/foundry/arkham/monster-identity";
import { roleOf } from "../../../src/foundry/arkham/read-pieces";
import { token } from "./builders";

describe("a monster token's type", () => {
  it("is detected from the actor name, case and punctuation ignored", () => {
    expect(identifyMonster(undefined, ["hound of tindalos", "Token 3"])).toMatchObject({
      name: "Hound of Tindalos",
      dimension: "square",
      movement: "special",
      special: "hound-of-tindalos",
      source: "detected",
    });
  });

  it("falls back to the token name when the actor name matches nothing", () => {
    expect(identifyMonster(undefined, ["Monster actor", "Byakhee"])).toMatchObject({
      name: "Byakhee",
      movement: "flying",
    });
  });

  it("follows the preset type set on the token over the name", () => {
    expect(identifyMonster({ presetId: "base/shoggoth" }, ["Byakhee"])).toMatchObject({
      name: "Shoggoth",
      set: "base",
      source: "flag",
    });
  });

  it("takes an expansion's version of a name repeated across sets when the token's type says so", () => {
    expect(identifyMonster({ presetId: "dunwich-horror/cultist" }, ["Cultist"])).toMatchObject({
      name: "Cultist",
      set: "dunwich-horror",
      source: "flag",
    });
    expect(identifyMonster(undefined, ["Cultist"])).toMatchObject({ set: "base", source: "detected" });
  });

  it("is unknown, not detected from the name, when the token's type id is unknown", () => {
    expect(identifyMonster({ presetId: "base/cthulhu" }, ["Cultist"])).toBeUndefined();
  });

  it("uses a custom dimension and movement type", () => {
    expect(identifyMonster({ dimension: "moon", movement: "stalker" }, ["Night Terror"])).toEqual({
      name: "Night Terror",
      dimension: "crescent",
      movement: "stalker",
      source: "custom",
    });
  });

  it("is unknown, never guessed, when nothing matches or the custom type is invalid", () => {
    expect(identifyMonster(undefined, ["Street lamp", null])).toBeUndefined();
    expect(identifyMonster({ dimension: "heart", movement: "normal" }, ["X"])).toBeUndefined();
    expect(identifyMonster({ dimension: "circle", movement: "teleport" }, ["X"])).toBeUndefined();
  });
});

describe("a token's role", () => {
  it("makes player-owned tokens investigators and others monsters, unless the GM set a role", () => {
    expect(roleOf(token({ id: "a", playerOwned: true }))).toBe("investigator");
    expect(roleOf(token({ id: "b" }))).toBe("monster");
    expect(roleOf(token({ id: "c", playerOwned: true, roleFlag: "ignore" }))).toBe("ignore");
    expect(roleOf(token({ id: "d", roleFlag: "investigator" }))).toBe("investigator");
  });
});
