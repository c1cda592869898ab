// A monster's move card names it as its token shows it: "Cultist (m6)". One
// function for the sandbox and Foundry.
import { describe, expect, it } from "vitest";
import { namesFor, type SceneReading } from "../../../src/foundry/arkham/mythos-session";
import { monsterLabel } from "../../../src/view/arkham/move-words";

describe("a monster's label on its move card", () => {
  it("names the type and the tag that tells the token apart", () => {
    expect(monsterLabel("Cultist", "m6")).toBe("Cultist m6");
  });

  it("names the type once when the tag repeats it, and the tag alone when the type is unknown", () => {
    expect(monsterLabel("Cultist", "cultist ")).toBe("Cultist");
    expect(monsterLabel("Cultist", "")).toBe("Cultist");
    expect(monsterLabel(undefined, "Big thing")).toBe("Big thing");
  });

  it("in Foundry, pairs the monster type with the token's name (its nameplate); investigators keep their name", () => {
    const piece = (id: string, name: string, identity?: { name: string }) => ({
      token: { id, name },
      identity,
    });
    const reading = {
      board: { areas: [] },
      pieces: [
        piece("t1", "m6", { name: "Cultist" }),
        piece("t2", "Cultist", { name: "Cultist" }),
        piece("t3", "Amanda Sharpe"),
      ],
    } as unknown as SceneReading;
    const names = namesFor(reading);
    expect(names.monster("t1")).toBe("Cultist m6");
    expect(names.monster("t2")).toBe("Cultist");
    expect(names.investigator("t3")).toBe("Amanda Sharpe");
  });
});
