import { describe, expect, it } from "vitest";
import {
  byHandReason,
  cardAbility,
  cardSequence,
  monsterCatalogue,
  rankOf,
  statsAt,
  type AbilityCard,
  type CardSequence,
  type MonsterStats,
  type Rank,
} from "../../../../src/core/gloomhaven/decks";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION } from "../../../../src/core/gloomhaven";
import {
  decideSequence,
  type SequenceAbility,
  type SequenceTurn,
} from "../../../../src/core/gloomhaven/sequence";
import { scenario } from "../builders";

const catalogue = monsterCatalogue();

function card(deckId: string, id: number): AbilityCard {
  return catalogue.deckById.get(deckId)!.cards.find((c) => c.card === id)!;
}

function play(deckId: string, id: number, monsterId: string, level = 1, elite = false): CardSequence {
  const monster = catalogue.monsterById.get(monsterId)!;
  const rank = rankOf(monster, elite);
  return cardSequence(deckId, card(deckId, id), statsAt(monster, level, rank), rank, catalogue.areas);
}

function abilities(result: CardSequence): readonly SequenceAbility[] {
  if (result.kind !== "sequence") throw new Error(`card ${result.card} is played by hand: ${result.reason}`);
  return result.abilities;
}

/** The abilities the engine plans (SQ-1): the narrated ones aside. */
function planned(result: CardSequence): readonly SequenceAbility[] {
  return abilities(result).filter((a) => a.kind !== "narrated");
}

const NEUTRAL: MonsterStats = { health: 1, move: 2, attack: 2, range: 0, flying: false, traits: [] };

/** Every card with every stat line that uses its deck (all levels and ranks; a neutral line for a deck nobody uses). */
const CASES = catalogue.decks.flatMap((deck) => {
  const users = catalogue.monsters.filter((m) => m.deck === deck.id);
  const lines: { stats: MonsterStats; rank: Rank }[] = users.flatMap((m) =>
    m.levels.flatMap((l) =>
      (["normal", "elite", "boss"] as const).flatMap((rank) => {
        const stats = l[rank];
        return stats ? [{ stats, rank }] : [];
      }),
    ),
  );
  return deck.cards.map((c) => ({
    id: `${deck.id}/${c.card}`,
    deck,
    card: c,
    lines: lines.length > 0 ? lines : [{ stats: NEUTRAL, rank: "normal" as const }],
  }));
});

const SHAPE_FLAGS = new Set([
  "push",
  "pull",
  "focus-farthest",
  "all-attacks-one-target",
  "targets-along-path",
  "range-normal-only",
  "control",
]);

describe("SQ-0: every card of the shipped decks maps", () => {
  it("covers all 744 cards", () => {
    expect(CASES).toHaveLength(744);
  });

  it("maps each card on every stat line to a sequence or a by-hand reason", () => {
    for (const { deck, card: c, lines } of CASES) {
      for (const { stats, rank } of lines) {
        const result = cardSequence(deck.id, c, stats, rank, catalogue.areas);
        expect(result.card).toBe(c.card);
        if (result.kind === "by-hand") expect(result.reason).toBe(byHandReason(c));
        else expect(byHandReason(c)).toBeNull();
      }
    }
  });

  it("leaves only the boss and scenario specials, the scenario teleport and the X value to the GM", () => {
    const byHand = CASES.filter(({ card: c }) => byHandReason(c) !== null);
    const reasons = new Map<string, number>();
    for (const { card: c } of byHand) reasons.set(byHandReason(c)!, (reasons.get(byHandReason(c)!) ?? 0) + 1);
    expect(Object.fromEntries(reasons)).toEqual({
      "boss-special": 36,
      "scenario-special": 2,
      "scenario-teleport": 2,
      "scenario-value": 1,
    });
    expect(CASES.length - byHand.length).toBe(703);
  });

  it("agrees with the single-turn mapping on every one-move-one-attack card", () => {
    let checked = 0;
    for (const { deck, card: c, lines } of CASES) {
      const plain =
        byHandReason(c) === null &&
        !c.complex &&
        c.order !== "attack-move" &&
        !c.other.some((o) => SHAPE_FLAGS.has(o.type)) &&
        !(deck.id === "frosthaven/lurker-soldier" && c.card === 679);
      if (!plain) continue;
      checked++;
      for (const { stats, rank } of lines) {
        const single = cardAbility(c, stats, catalogue.areas);
        const expected: SequenceAbility[] = [];
        if (single.move) expected.push({ kind: "move", move: single.move.total, mode: single.move.mode });
        if (single.attack) {
          expected.push({
            kind: "attack",
            range: single.attack.range,
            targets: single.attack.targets,
            ...(single.attack.area ? { area: single.attack.area } : {}),
          });
        }
        const seq = planned(cardSequence(deck.id, c, stats, rank, catalogue.areas)).map((a) =>
          a.kind === "attack" ? { ...a, forced: undefined } : a,
        );
        expect(seq.map((a) => JSON.parse(JSON.stringify(a)) as unknown)).toEqual(expected);
      }
    }
    expect(checked).toBeGreaterThan(600);
  });
});

describe("SQ-0: the shapes found in the decks", () => {
  /** Per edition: how many cards (on their first stat line) satisfy `test`. */
  function count(test: (result: CardSequence) => boolean): Record<string, number> {
    const out: Record<string, number> = { gloomhaven: 0, jotl: 0, frosthaven: 0 };
    for (const { deck, card: c, lines } of CASES) {
      const line = lines[0]!;
      if (test(cardSequence(deck.id, c, line.stats, line.rank, catalogue.areas))) out[deck.edition]!++;
    }
    return out;
  }
  const steps = (r: CardSequence): readonly SequenceAbility[] => (r.kind === "sequence" ? planned(r) : []);
  const kinds = (r: CardSequence): string[] => steps(r).map((a) => a.kind);

  it("S1 attack, move, attack: 3 / 0 / 3", () => {
    expect(count((r) => kinds(r).join() === "attack,move,attack")).toEqual({
      gloomhaven: 3,
      jotl: 0,
      frosthaven: 3,
    });
  });

  it("S2 move, then two attacks (one with control): 1 / 1 / 2", () => {
    expect(count((r) => ["move,attack,attack", "move,attack,control"].includes(kinds(r).join()))).toEqual({
      gloomhaven: 1,
      jotl: 1,
      frosthaven: 2,
    });
  });

  it("S3 two or three attacks, no move: 5 / 0 / 5", () => {
    expect(
      count((r) => !kinds(r).includes("move") && kinds(r).filter((k) => k === "attack").length >= 2),
    ).toEqual({ gloomhaven: 5, jotl: 0, frosthaven: 5 });
  });

  it("S4 all attacks against one target: 2 / 0 / 3", () => {
    expect(count((r) => steps(r).some((a) => a.kind === "attack" && a.sameTarget === true))).toEqual({
      gloomhaven: 2,
      jotl: 0,
      frosthaven: 3,
    });
  });

  it("S5 focus on the farthest enemy: 0 / 0 / 8; S6 along the path: 0 / 0 / 3", () => {
    expect(count((r) => r.kind === "sequence" && r.focus.rule === "farthest")).toEqual({
      gloomhaven: 0,
      jotl: 0,
      frosthaven: 8,
    });
    expect(count((r) => kinds(r).includes("path-attack"))).toEqual({ gloomhaven: 0, jotl: 0, frosthaven: 3 });
  });

  it("S7 forced movement as its own ability: 6 / 4 / 8", () => {
    expect(count((r) => kinds(r).includes("push") || kinds(r).includes("pull"))).toEqual({
      gloomhaven: 6,
      jotl: 4,
      frosthaven: 8,
    });
  });

  it("S7r push or pull riders printed without an element condition: 4 / 3 / 9", () => {
    // SQ-0 counts 7 / 3 / 11: it includes the riders that exist only when an element is consumed
    // (GH earth-demon 641, wind-demon 647; FH earth-demon 575, wind-demon 565), which the base card lacks.
    expect(count((r) => steps(r).some((a) => a.kind === "attack" && a.forced !== undefined))).toEqual({
      gloomhaven: 4,
      jotl: 3,
      frosthaven: 9,
    });
  });
});

describe("SQ-16: card data that changes the single attack", () => {
  it("Lurker Soldier 679 attacks its usual 2 targets within 2 hexes in melee, not all enemies at range 2", () => {
    const result = play("frosthaven/lurker-soldier", 679, "frosthaven/lurker-soldier");
    expect(planned(result)).toEqual([{ kind: "attack", range: 2, targets: 2, melee: true }]);
    expect(result.kind === "sequence" && result.corrections).toEqual([
      { rule: "SQ-16.1", source: expect.stringContaining("FH-FAQ §6") as unknown },
    ]);
  });

  it("Ice Wraith 646: a normal attacks at range 4, an elite in melee", () => {
    const normal = play("frosthaven/ice-wraith", 646, "frosthaven/ice-wraith");
    const elite = play("frosthaven/ice-wraith", 646, "frosthaven/ice-wraith", 1, true);
    expect(planned(normal)[1]).toMatchObject({ kind: "attack", range: 4 });
    expect(planned(elite)[1]).toMatchObject({ kind: "attack", range: 0 });
    expect(normal.kind === "sequence" && normal.corrections).toEqual([]);
    expect(elite.kind === "sequence" && elite.corrections.map((c) => c.rule)).toEqual(["SQ-16.2"]);
  });

  it("Target all adjacent enemies is melee against all (Deep Terror 735's first attack)", () => {
    expect(planned(play("gloomhaven/deep-terror", 735, "gloomhaven/deep-terror"))[0]).toEqual({
      kind: "attack",
      range: 0,
      targets: "all",
    });
  });
});

describe("the card groups of the sequence rules, on their real cards", () => {
  it("SQ-8 (S4): Living Bones 522 makes its Target N attacks against one enemy", () => {
    const result = play("gloomhaven/living-bones", 522, "gloomhaven/living-bones", 1, true);
    expect(planned(result)).toEqual([
      { kind: "move", move: 4, mode: "walk" },
      { kind: "attack", range: 0, targets: 3, sameTarget: true },
    ]);
  });

  it("SQ-7 (S1): Cave Bear 601 attacks, moves, attacks", () => {
    expect(planned(play("gloomhaven/cave-bear", 601, "gloomhaven/cave-bear"))).toEqual([
      { kind: "attack", range: 0, targets: 1 },
      { kind: "move", move: 1, mode: "walk" },
      { kind: "attack", range: 0, targets: 1 },
    ]);
  });

  it("SQ-7 (S3): Deep Terror 735 keeps its second, ranged attack", () => {
    expect(planned(play("frosthaven/deep-terror", 725, "frosthaven/deep-terror"))).toEqual([
      { kind: "attack", range: 0, targets: "all" },
      { kind: "attack", range: 4, targets: 1 },
    ]);
    expect(planned(play("gloomhaven/deep-terror", 737, "gloomhaven/deep-terror"))[1]).toEqual({
      kind: "attack",
      range: 3,
      targets: 2,
    });
  });

  it("SQ-9 (S5): Ancient Artillery 626 focuses on the farthest enemy within range 7", () => {
    const result = play("frosthaven/ancient-artillery", 626, "frosthaven/ancient-artillery");
    expect(result.kind === "sequence" && result.focus).toEqual({ rule: "farthest", within: 7 });
    expect(planned(result)).toEqual([{ kind: "attack", range: 7, targets: 1 }]);
  });

  it("SQ-9, SQ-10 (S5, S6): Burrowing Blade 818 jumps toward the farthest enemy, attacking along its path", () => {
    const result = play("frosthaven/burrowing-blade", 818, "frosthaven/burrowing-blade");
    expect(result.kind === "sequence" && result.focus).toEqual({ rule: "farthest", within: null });
    expect(planned(result).map((a) => a.kind)).toEqual(["move", "path-attack"]);
    expect(planned(result)[0]).toMatchObject({ mode: "jump" });
  });

  it("FM-1 (S7): Ancient Artillery 703 pushes all adjacent enemies before its area attack", () => {
    const result = planned(play("gloomhaven/ancient-artillery", 703, "gloomhaven/ancient-artillery"));
    expect(result[0]).toEqual({ kind: "push", value: 1, range: 1 });
    expect(result[1]).toMatchObject({ kind: "attack", range: 3, area: { origin: "free" } });
  });

  it("FM-4 (S7r): Stone Golem 747's attack pulls its target 2 hexes", () => {
    expect(planned(play("gloomhaven/stone-golem", 747, "gloomhaven/stone-golem"))[1]).toEqual({
      kind: "attack",
      range: 3,
      targets: 1,
      forced: { kind: "pull", value: 2 },
    });
  });

  it("SQ-14 (S8): Lurker Mindsnipper 688 controls the targets of its attack", () => {
    expect(
      planned(play("frosthaven/lurker-mindsnipper", 688, "frosthaven/lurker-mindsnipper")).map((a) => a.kind),
    ).toEqual(["move", "attack", "control"]);
  });

  it("SQ-0 exclusions name what the GM resolves", () => {
    expect(play("gloomhaven/boss", 572, "gloomhaven/bandit-commander")).toEqual({
      kind: "by-hand",
      card: 572,
      reason: "boss-special",
    });
    expect(
      play("frosthaven/lurker-wavethrower-scenario-131", 701, "frosthaven/lurker-wavethrower-scenario-131"),
    ).toMatchObject({ kind: "by-hand", reason: "scenario-teleport" });
  });
});

describe("SQ-1: the engine plays every mapped card", () => {
  const RULES = { gloomhaven: GLOOMHAVEN, jotl: JAWS_OF_THE_LION, frosthaven: FROSTHAVEN } as const;
  const board = scenario({
    monster: { q: 2, r: 3 },
    characters: [
      { id: "C1", at: { q: 4, r: 3 }, initiative: 20 },
      { id: "C2", at: { q: 3, r: 1 }, initiative: 40 },
    ],
    monsters: [{ id: "M2", at: { q: 5, r: 3 } }],
  });

  it("answers each card's sequence on a small board with options, never with problems", () => {
    for (const { deck, card: c, lines } of CASES) {
      const { stats, rank } = lines[0]!;
      const result = cardSequence(deck.id, c, stats, rank, catalogue.areas);
      if (result.kind !== "sequence") continue;
      const turn: SequenceTurn = {
        scenario: board,
        links: [],
        mover: { flying: stats.flying },
        focus: result.focus,
        abilities: result.abilities,
      };
      expect({ id: `${deck.id}/${c.card}`, kind: decideSequence(turn, RULES[deck.edition]).kind }).toEqual({
        id: `${deck.id}/${c.card}`,
        kind: "act",
      });
    }
  });
});
