import { describe, expect, it } from "vitest";
import { dealingOrder, surgeSpreads } from "../../../src/core/arkham/phase/surge";
import { draws, gameState, headline, marker, phase, streetMonsters } from "./builders";

const counts = (spread: ReturnType<typeof surgeSpreads>[number]) =>
  Object.fromEntries(spread.counts.map((c) => [c.at, c.monsters]));

describe("MY-4.2 the surge's count", () => {
  it("draws as many monsters as there are players when they outnumber the open gates", () => {
    const state = gameState({ players: 4, gates: { woods: marker("abyss-1") } });
    const [outcome] = phase(state, headline("woods"));
    expect(outcome?.record.placed).toEqual({ woods: ["c1", "c2", "c3", "c4"] });
  });

  it("draws one per open gate when the gates outnumber the players, and no doom, marker or clue discard", () => {
    const gates = {
      woods: marker("abyss-1"),
      graveyard: marker("yuggoth-1"),
      "black-cave": marker("rlyeh-1"),
    };
    const [outcome] = phase(gameState({ players: 1, doom: 2, gates }), headline("woods"));
    expect(outcome?.record).toEqual({
      surge: "woods",
      placed: { woods: ["c1"], "black-cave": ["c2"], graveyard: ["c3"] },
    });
  });
});

describe("MY-4.3 the even spread, the surge gate never behind", () => {
  it("gives the surge gate ⌈k/g⌉ and lets the first player choose the other r − 1 gates", () => {
    const spreads = surgeSpreads("woods", ["woods", "graveyard", "black-cave", "the-unnamable"], 6);
    expect(spreads.map(counts)).toEqual([
      { woods: 2, "black-cave": 2, graveyard: 1, "the-unnamable": 1 },
      { woods: 2, "black-cave": 1, graveyard: 2, "the-unnamable": 1 },
      { woods: 2, "black-cave": 1, graveyard: 1, "the-unnamable": 2 },
    ]);
  });

  it("leaves no choice when the monsters divide evenly", () => {
    expect(surgeSpreads("woods", ["woods", "graveyard"], 4).map(counts)).toEqual([
      { woods: 2, graveyard: 2 },
    ]);
  });

  it("returns each choice as its own outcome of the phase (MY-14.1)", () => {
    const gates = {
      woods: marker("abyss-1"),
      graveyard: marker("yuggoth-1"),
      "black-cave": marker("rlyeh-1"),
      "the-unnamable": marker("dreamlands-1"),
    };
    const outcomes = phase(gameState({ players: 6, gates }), headline("woods"));
    expect(outcomes).toHaveLength(3);
    expect(outcomes.every((o) => o.kind === "resolved" && o.choice?.rule === "MY-4.3")).toBe(true);
  });
});

describe("MY-4.5 the monster limit during a surge", () => {
  it("sends the monsters beyond the limit to the Outskirts and spreads only those that fit", () => {
    const gates = {
      woods: marker("abyss-1"),
      graveyard: marker("yuggoth-1"),
      "black-cave": marker("rlyeh-1"),
    };
    const state = gameState({ players: 1, gates, monsters: streetMonsters(3) });
    const outcomes = phase(state, headline("woods"), draws(5, []));
    expect(outcomes.map((o) => o.record)).toEqual([
      { surge: "woods", placed: { woods: ["c1"] }, outskirts: ["c2", "c3"] },
    ]);
  });
});

describe("MY-4.6 the fixed dealing order", () => {
  it("deals round by round: the surge gate first, then the others by area id", () => {
    const spread = surgeSpreads("woods", ["woods", "graveyard", "black-cave"], 5)[0];
    if (spread === undefined) throw new Error("no spread");
    expect(dealingOrder(spread)).toEqual(["woods", "black-cave", "graveyard", "woods", "black-cave"]);
  });
});
