import { describe, expect, it } from "vitest";
import { answers, decide, hex, line, optionsOf, type ScenarioSpec } from "./builders";

// A straight corridor (q, 0): every step goes in direction 0, so slides run along it.
const corridor = (extra: Partial<ScenarioSpec>): ScenarioSpec => ({
  hexes: line(8),
  monster: hex(0, 0),
  characters: [hex(6, 0)],
  ...extra,
});

describe("MV-8 icy slides", () => {
  it("slide across an ice strip to the first hex beyond it for one movement point (EC-31)", () => {
    const result = decide(corridor({ terrain: { icy: [hex(1, 0), hex(2, 0)] } }), { move: 2 });
    expect(answers(result)).toEqual(["4,0"]);
    const option = optionsOf(result)[0]!;
    expect(option.movementSpent).toBe(2);
    // The path replays the slide hex by hex (MX-6).
    expect(option.path).toEqual([hex(0, 0), hex(1, 0), hex(2, 0), hex(3, 0), hex(4, 0)]);
  });

  it("without the ice the same move covers two hexes", () => {
    expect(answers(decide(corridor({}), { move: 2 }))).toEqual(["2,0"]);
  });

  it("stop before a figure, here next to the enemy, which the monster then attacks (Peer#153)", () => {
    const result = decide(corridor({ characters: [hex(3, 0)], terrain: { icy: [hex(1, 0), hex(2, 0)] } }), {
      move: 1,
    });
    expect(answers(result)).toEqual(["2,0>C1"]);
    expect(optionsOf(result)[0]!.path).toEqual([hex(0, 0), hex(1, 0), hex(2, 0)]);
  });

  it("continue through an ally standing on the ice (Peer#172)", () => {
    const spec = corridor({
      characters: [hex(5, 0)],
      monsters: [hex(1, 0)],
      terrain: { icy: [hex(1, 0), hex(2, 0)] },
    });
    expect(answers(decide(spec, { move: 1 }))).toEqual(["3,0"]);
  });

  it("stop before an ally standing beyond the ice", () => {
    const spec = corridor({
      characters: [hex(5, 0)],
      monsters: [hex(3, 0)],
      terrain: { icy: [hex(1, 0), hex(2, 0)] },
    });
    expect(answers(decide(spec, { move: 1 }))).toEqual(["2,0"]);
  });

  it("end on difficult terrain at no extra cost (Peer#159)", () => {
    const spec = corridor({ characters: [hex(4, 0)], terrain: { icy: [hex(1, 0)], difficult: [hex(2, 0)] } });
    expect(answers(decide(spec, { move: 2 }))).toEqual(["3,0>C1"]);
    const plain = corridor({ characters: [hex(4, 0)], terrain: { difficult: [hex(2, 0)] } });
    expect(answers(decide(plain, { move: 2 }))).toEqual(["1,0"]);
  });

  it("count a trap where the slide ends as entered (MV-8.2)", () => {
    const spec = corridor({ characters: [hex(6, 0)], terrain: { icy: [hex(1, 0)], trap: [hex(2, 0)] } });
    const option = optionsOf(decide(spec, { move: 5 }))[0]!;
    expect(option.negativeHexes).toBe(1);
  });

  it("never happen to a flying or jumping monster (Peer#152)", () => {
    const spec = corridor({ terrain: { icy: [hex(1, 0), hex(2, 0)] } });
    expect(answers(decide(spec, { move: 1, flying: true }))).toEqual(["1,0"]);
    expect(answers(decide(spec, { move: 1, mode: "jump" }))).toEqual(["1,0"]);
  });
});
