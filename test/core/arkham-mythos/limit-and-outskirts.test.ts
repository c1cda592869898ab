import { describe, expect, it } from "vitest";
import {
  draws,
  gameState,
  headline,
  marker,
  monster,
  onlyResolved,
  outskirtsMonsters,
  phase,
  streetMonsters,
} from "./builders";

const pile = [marker("abyss-1")];

describe("MY-6 the monster limit", () => {
  it("MY-6.1 counts the Sky but not the Outskirts", () => {
    const monsters = [...streetMonsters(3), monster("s1", "sky", "Byakhee"), ...outskirtsMonsters(2)];
    const outcome = onlyResolved(
      phase(gameState({ players: 1, monsters }), headline("woods"), draws(2, pile)),
    );
    expect(outcome.record.outskirts).toEqual(["o1", "o2", "c1"]);
  });

  it("MY-6.2 sends a monster over the limit to the Outskirts", () => {
    const state = gameState({ players: 2, monsters: streetMonsters(5) });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(2, pile)));
    expect(outcome.record.placed).toBeUndefined();
    expect(outcome.events).toContainEqual({
      kind: "monster-to-outskirts",
      rule: "MY-6.2",
      monster: "c1",
      name: "Cultist",
      limit: 5,
    });
  });

  it("MY-6.3 leaves the monsters already in Arkham where they are", () => {
    const monsters = streetMonsters(5);
    const outcome = onlyResolved(
      phase(gameState({ players: 2, monsters }), headline("woods"), draws(2, pile)),
    );
    expect(outcome.state.monsters.slice(0, 5)).toEqual(monsters);
  });

  it("MY-6.4 has no limit at terror 10", () => {
    const state = gameState({ players: 2, terror: 10, monsters: streetMonsters(5) });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(2, pile)));
    expect(outcome.record.placed).toEqual({ woods: ["c1"] });
  });
});

describe("MY-7 the Outskirts", () => {
  it("MY-7.1 hold up to 8 − players monsters without overflowing", () => {
    const state = gameState({ players: 4, monsters: [...streetMonsters(7), ...outskirtsMonsters(3)] });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(2, pile)));
    expect(outcome.record.outskirts).toEqual(["o1", "o2", "o3", "c1"]);
    expect(outcome.record.terror).toBeUndefined();
  });

  it("MY-7.2 return every monster there to the cup when one more arrives, and raise the terror", () => {
    const state = gameState({ players: 4, monsters: [...streetMonsters(7), ...outskirtsMonsters(4)] });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(2, pile)));
    expect(outcome.record).toMatchObject({
      outskirts: [],
      returnedToCup: ["o1", "o2", "o3", "o4", "c1"],
      terror: 1,
    });
  });

  it("MY-7.3 can overflow several times in one surge, each time a terror step", () => {
    const gates = { woods: marker("abyss-1") };
    const state = gameState({
      players: 7,
      gates,
      monsters: [...streetMonsters(10), ...outskirtsMonsters(1)],
    });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(8, [])));
    // Seven monsters (7 players, 1 gate), capacity 1 with o1 there: c1, c3, c5, c7 each overflow.
    expect(outcome.record.terror).toBe(4);
    expect(outcome.record.outskirts).toEqual([]);
    expect(outcome.events.filter((e) => e.kind === "outskirts-overflow")).toHaveLength(4);
  });

  it("MY-4.7 lets the rest of a surge into Arkham once an overflow brings terror to 10", () => {
    const gates = { woods: marker("abyss-1"), graveyard: marker("yuggoth-1") };
    const closed = ["general-store", "curiositie-shoppe", "ye-olde-magick-shoppe"];
    const state = gameState({ players: 8, terror: 9, closed, gates, monsters: streetMonsters(11) });
    const outcomes = phase(state, headline("woods"), draws(8, []));
    // c1 overflows the Outskirts (capacity 0): terror 10, then c2…c8 go to Arkham, 7 over 2 gates.
    expect(outcomes.map((o) => o.record)).toEqual([
      {
        terror: 1,
        overrun: true,
        surge: "woods",
        returnedToCup: ["c1"],
        placed: { woods: ["c2", "c4", "c6", "c8"], graveyard: ["c3", "c5", "c7"] },
      },
    ]);
  });
});
