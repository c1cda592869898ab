import { describe, expect, it } from "vitest";
import { cardInitiatives, type CardHolder } from "../../../../src/foundry/gloomhaven/decks/round-initiatives";

const holder = (id: string, elite: boolean, standee: number, current: number | null = null): CardHolder => ({
  id,
  type: "gloomhaven/bandit-guard",
  elite,
  standee,
  cardInitiative: 35,
  current,
});

describe("initiatives from the drawn card (BM-15, GH-RB p.30)", () => {
  const set = [holder("n2", false, 2), holder("e5", true, 5), holder("n1", false, 1)];

  it("orders elites first, then by standee number, for a tracker sorting highest first", () => {
    const changes = cardInitiatives(set, "desc");
    expect(Object.fromEntries(changes)).toEqual({ e5: 35.02, n1: 35.01, n2: 35 });
  });

  it("orders the same way for a tracker sorting lowest first", () => {
    const changes = cardInitiatives(set, "asc");
    expect(Object.fromEntries(changes)).toEqual({ e5: 35, n1: 35.01, n2: 35.02 });
  });

  it("writes nothing for a value that is already right", () => {
    expect(cardInitiatives([holder("n1", false, 1, 35)], "desc").size).toBe(0);
  });
});
