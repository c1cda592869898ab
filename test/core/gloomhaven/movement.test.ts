import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION } from "../../../src/core/gloomhaven";
import { answers, at, decide, hex, line, optionsOf, type ScenarioSpec } from "./builders";

// A ring: the middle row of a 5 × 3 board is wall except its ends, so there is a short bottom
// route (3 steps to the attack hex (3,-1)) and a long top route (5 steps to the attack hex (4,0)).
const ring = (terrain: ScenarioSpec["terrain"] = {}): ScenarioSpec => ({
  columns: 5,
  rows: 3,
  wallHexes: [at(1, 1), at(2, 1), at(3, 1)],
  monster: at(0, 1),
  characters: [at(4, 1)],
  terrain,
});
const shortRouteTrap = at(2, 0);

describe("MV-4 negative hexes come first", () => {
  it("walks the short route when it is safe", () => {
    expect(answers(decide(ring(), { move: 3 }))).toEqual(["3,-1>C1"]);
  });

  it("walks the long safe route rather than enter a trap, even if it cannot attack this turn (EC-25)", () => {
    expect(answers(decide(ring({ trap: [shortRouteTrap] }), { move: 3 }))).toEqual(["2,1"]);
    expect(answers(decide(ring({ trap: [shortRouteTrap] }), { move: 5 }))).toEqual(["4,0>C1"]);
  });

  it("treats hazardous terrain exactly like a trap (BM-8)", () => {
    expect(answers(decide(ring({ hazardous: [shortRouteTrap] }), { move: 3 }))).toEqual(["2,1"]);
  });

  it("lets a jumping or flying monster pass over the trap (MV-5, MV-6)", () => {
    expect(answers(decide(ring({ trap: [shortRouteTrap] }), { move: 3, mode: "jump" }))).toEqual(["3,-1>C1"]);
    expect(answers(decide(ring({ trap: [shortRouteTrap] }), { move: 3, flying: true }))).toEqual(["3,-1>C1"]);
  });

  it("counts a trap where a jump lands (MV-5)", () => {
    // The attack hex (3,-1) is a trap: the jumper lands beside the character on (4,-2) instead,
    // jumping over the character itself (BM-12.4).
    const result = decide(ring({ trap: [at(3, 0)] }), { move: 4, mode: "jump" });
    expect(answers(result)).toEqual(["4,-2>C1"]);
    expect(optionsOf(result)[0]!.negativeHexes).toBe(0);
  });
});

describe("MV-2 difficult terrain", () => {
  const corridor = (terrain: NonNullable<ScenarioSpec["terrain"]>): ScenarioSpec => ({
    hexes: line(6),
    monster: hex(0, 0),
    characters: [hex(4, 0)],
    terrain,
  });

  it("costs two movement points to enter when walking (BM-9, EC-27)", () => {
    expect(answers(decide(corridor({}), { move: 3 }))).toEqual(["3,0>C1"]);
    expect(answers(decide(corridor({ difficult: [hex(1, 0)] }), { move: 3 }))).toEqual(["2,0"]);
  });

  it("is ignored by flying monsters (MV-6)", () => {
    expect(answers(decide(corridor({ difficult: [hex(1, 0)] }), { move: 3, flying: true }))).toEqual([
      "3,0>C1",
    ]);
  });

  it("makes a Gloomhaven jump landing on it cost one more, not a Frosthaven or JotL one (MV-5, EC-28)", () => {
    const spec = {
      hexes: line(5),
      monster: hex(0, 0),
      characters: [hex(3, 0)],
      terrain: { difficult: [hex(2, 0)] },
    };
    expect(answers(decide(spec, { move: 2, mode: "jump" }, FROSTHAVEN))).toEqual(["2,0>C1"]);
    expect(answers(decide(spec, { move: 2, mode: "jump" }, JAWS_OF_THE_LION))).toEqual(["2,0>C1"]);
    expect(answers(decide(spec, { move: 2, mode: "jump" }, GLOOMHAVEN))).toEqual(["1,0"]);
  });
});

describe("BM-6 obstacles", () => {
  const blocked = (obstacle: number): ScenarioSpec => ({
    hexes: line(4),
    monster: hex(0, 0),
    characters: [hex(3, 0)],
    terrain: { obstacle: [hex(obstacle, 0)] },
  });

  it("stop a walking monster, which then has no focus (FO-5)", () => {
    expect(decide(blocked(1), { move: 2 }).kind).toBe("no-focus");
  });

  it("are jumped over but never landed on (MV-5)", () => {
    expect(answers(decide(blocked(1), { move: 2, mode: "jump" }))).toEqual(["2,0>C1"]);
    expect(decide(blocked(2), { move: 2, mode: "jump" }).kind).toBe("no-focus");
  });

  it("can be flown over and landed on (MV-6, Peer#162)", () => {
    expect(answers(decide(blocked(1), { move: 2, flying: true }))).toEqual(["2,0>C1"]);
    expect(answers(decide(blocked(2), { move: 2, flying: true }))).toEqual(["2,0>C1"]);
  });
});

describe("MV-7 teleport", () => {
  const spec = (extra: Partial<ScenarioSpec>): ScenarioSpec => ({
    hexes: line(6),
    monster: hex(0, 0),
    characters: [hex(4, 0)],
    ...extra,
  });

  it("crosses a wall hex that stops walking (EC-30)", () => {
    expect(decide(spec({ wallHexes: [hex(2, 0)] }), { move: 3 }).kind).toBe("no-focus");
    const result = decide(spec({ wallHexes: [hex(2, 0)] }), { move: 3, mode: "teleport" });
    expect(answers(result)).toEqual(["3,0>C1"]);
    expect(optionsOf(result)[0]!.path).toEqual([hex(0, 0), hex(3, 0)]);
  });

  it("ignores wall lines by the Frosthaven text, and stops at them with the peer-parity flag (DEV-1)", () => {
    const walled = spec({ thinWalls: [[hex(2, 0), hex(3, 0)]] });
    expect(answers(decide(walled, { move: 3, mode: "teleport" }))).toEqual(["3,0>C1"]);
    const parity = { ...FROSTHAVEN, teleportBlockedByWallLines: true };
    expect(decide(walled, { move: 3, mode: "teleport" }, parity).kind).toBe("no-focus");
  });
});

describe("BM-12 figures and occupancy", () => {
  it("walks through allies but does not stop on them, so it stays when no free hex gets closer (EC-1)", () => {
    const spec = {
      hexes: line(5),
      monster: hex(0, 0),
      monsters: [hex(1, 0), hex(2, 0)],
      characters: [hex(4, 0)],
    };
    const stay = decide(spec, { move: 1 });
    expect(answers(stay)).toEqual(["0,0"]);
    expect(stay.kind === "act" && stay.explanation.outcome).toBe("stay-no-progress");
    expect(answers(decide(spec, { move: 3 }))).toEqual(["3,0>C1"]);
  });

  it("treats an invisible enemy as a blocker that cannot be focused, but jumps over it (BM-14, EC-33)", () => {
    const spec = {
      hexes: line(5),
      monster: hex(0, 0),
      characters: [{ at: hex(1, 0), invisible: true }, hex(3, 0)],
    };
    expect(decide(spec, { move: 2 }).kind).toBe("no-focus");
    expect(answers(decide(spec, { move: 2, mode: "jump" }))).toEqual(["2,0>C2"]);
  });
});
