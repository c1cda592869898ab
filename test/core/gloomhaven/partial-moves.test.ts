import { describe, expect, it } from "vitest";
import { answers, decide, hex, line, melee, optionsOf, type ScenarioSpec } from "./builders";

describe("MX-2 partial moves toward a destination out of reach", () => {
  it("gets as close as this turn's movement allows and does not attack (MX-5)", () => {
    const spec: ScenarioSpec = { hexes: line(8), monster: hex(0, 0), characters: [hex(7, 0)] };
    const result = decide(spec, { move: 3, attack: melee() });
    expect(answers(result)).toEqual(["3,0"]);
    const option = optionsOf(result)[0]!;
    expect(option.destinations).toEqual([hex(6, 0)]);
    expect(option.focus).toEqual(["C1"]);
    expect(result.kind === "act" && result.explanation.outcome).toBe("approach");
  });

  it("answers per destination when co-foci pull different ways (MX-4, FO-4)", () => {
    const spec: ScenarioSpec = {
      hexes: line(9),
      monster: hex(4, 0),
      characters: [
        { at: hex(0, 0), initiative: 5 },
        { at: hex(8, 0), initiative: 5 },
      ],
    };
    const result = decide(spec, { move: 1, attack: melee() });
    expect(answers(result)).toEqual(["3,0", "5,0"]);
    const byEnd = new Map(optionsOf(result).map((o) => [o.endHex.q, o]));
    expect(byEnd.get(3)!.destinations).toEqual([hex(1, 0)]);
    expect(byEnd.get(5)!.destinations).toEqual([hex(7, 0)]);
  });

  it("never moves without progress (MX-3, EC-22)", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      monster: hex(0, 0),
      monsters: [hex(1, 0)],
      characters: [hex(4, 0)],
    };
    const result = decide(spec, { move: 1, attack: melee() });
    expect(answers(result)).toEqual(["0,0"]);
    expect(result.kind === "act" && result.explanation.outcome).toBe("stay-no-progress");
  });

  it("crosses a trap now when every route meets it later anyway (EC-24, issue gloom#7)", () => {
    // The trap at (2,0) lies on the only route: waiting does not avoid it, so the monster walks on.
    const spec: ScenarioSpec = {
      hexes: line(7),
      monster: hex(0, 0),
      characters: [hex(6, 0)],
      terrain: { trap: [hex(2, 0)] },
    };
    const option = optionsOf(decide(spec, { move: 3, attack: melee() }))[0]!;
    expect(option.endHex).toEqual(hex(3, 0));
    expect(option.negativeHexes).toBe(1);
  });
});
