import { describe, expect, it } from "vitest";
import { readDataPath, readSneak } from "../../../src/foundry/arkham/sneak";

const actor = (system: unknown) => ({ name: "Amanda Sharpe", system });

describe("reading a data path from an actor", () => {
  it("follows dotted steps and stops at missing ones", () => {
    expect(readDataPath(actor({ skills: { sneak: 3 } }), "system.skills.sneak")).toBe(3);
    expect(readDataPath(actor({}), "system.skills.sneak")).toBeUndefined();
    expect(readDataPath(actor(null), "system.skills")).toBeUndefined();
  });
});

describe("an investigator's Sneak", () => {
  it("comes from the configured data path", () => {
    expect(readSneak(actor({ skills: { sneak: 2 } }), "system.skills.sneak", undefined)).toEqual({
      kind: "known",
      sneak: 2,
      source: "actor",
    });
  });

  it("reads {value} objects and numeric strings, as systems store them", () => {
    expect(readSneak(actor({ sneak: { value: 4 } }), "system.sneak", undefined)).toMatchObject({ sneak: 4 });
    expect(readSneak(actor({ sneak: "1" }), "system.sneak", undefined)).toMatchObject({ sneak: 1 });
  });

  it("prefers the per-token override", () => {
    expect(readSneak(actor({ skills: { sneak: 2 } }), "system.skills.sneak", 5)).toEqual({
      kind: "known",
      sneak: 5,
      source: "override",
    });
  });

  it("is unknown, never guessed, when neither gives a number", () => {
    expect(readSneak(actor({ skills: {} }), "system.skills.sneak", undefined)).toEqual({
      kind: "unknown",
      path: "system.skills.sneak",
    });
    expect(readSneak(actor({ sneak: "high" }), "system.sneak", null).kind).toBe("unknown");
    expect(readSneak(actor({ sneak: 3 }), "", undefined).kind).toBe("unknown");
  });
});
