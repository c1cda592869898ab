import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, addHex, hexKey, type Hex } from "../../../../src/core/hex";
import { decideAnswers, FROSTHAVEN, type MonsterAction } from "../../../../src/core/gloomhaven";
import { answerSet, type CaseAnswer } from "../../../../src/core/gloomhaven-cases";
import {
  decideSequence,
  sequenceAnswers,
  sequenceOfAction,
  type HexLink,
  type SequenceTurn,
} from "../../../../src/core/gloomhaven/sequence";
import { withLinks } from "../../../../src/core/gloomhaven/sequence/linked-search";
import { createTurnContext } from "../../../../src/core/gloomhaven/turn-context";
import { rectangle, scenario } from "../builders";
import { CASES } from "../corpus";
import { answersOf } from "./sequence-builders";

/** A sequence's answers as version-1 answers (CF-2's conversion read backwards): the move's end, the attack's targets. */
function asVersion1(turn: SequenceTurn, rules = FROSTHAVEN): string[] {
  const answers = sequenceAnswers(turn, decideSequence(turn, rules)) ?? [];
  return answerSet(
    answers.map((a): CaseAnswer => {
      const [moved, attacked] = a.steps;
      return {
        destination: moved && "destination" in moved ? moved.destination : { q: NaN, r: NaN },
        attacks: attacked && "attacks" in attacked ? attacked.attacks : [],
      };
    }),
  );
}

function version1(c: (typeof CASES)[number]): string[] {
  const result = decideAnswers(c.scenario, c.action, c.rules);
  return result.kind === "answers" ? answerSet(result.answers) : ["invalid"];
}

describe("a one-move-one-attack card as a sequence gives the version-1 answers (CF-2, IMP-S1)", () => {
  it("over every public version-1 case", () => {
    const differ = CASES.filter(
      (c) =>
        JSON.stringify(asVersion1(sequenceOfAction(c.scenario, c.action), c.rules)) !==
        JSON.stringify(version1(c)),
    ).map((c) => c.id);
    expect(differ).toEqual([]);
  });
});

const BOARD = rectangle(6, 5);

/** Random figures on a 6 × 5 board: the monster, 1–3 characters, 0–2 other monsters, distinct hexes. */
const figuresArb = fc
  .uniqueArray(fc.integer({ min: 0, max: BOARD.length - 1 }), { minLength: 2, maxLength: 6 })
  .chain((spots) =>
    fc.record({
      spots: fc.constant(spots),
      characters: fc.integer({ min: 1, max: Math.min(3, spots.length - 1) }),
      initiatives: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 6, maxLength: 6 }),
    }),
  );
const actionArb: fc.Arbitrary<MonsterAction> = fc.record({
  move: fc.integer({ min: 0, max: 4 }),
  mode: fc.constantFrom("walk" as const, "jump" as const),
  flying: fc.boolean(),
  attack: fc.constantFrom(null, { range: 0, targets: 1 }, { range: 2, targets: 1 }, { range: 0, targets: 2 }),
});

/** Figures drawn by {@link figuresArb}. */
interface Drawn {
  readonly spots: readonly number[];
  readonly characters: number;
  readonly initiatives: readonly number[];
}

function turnFrom(f: Drawn, act: MonsterAction, links: HexLink[]): SequenceTurn {
  const at = (i: number): Hex => BOARD[f.spots[i] ?? 0] as Hex;
  const characters = f.spots
    .slice(1, 1 + f.characters)
    .map((_, k) => ({ at: at(1 + k), initiative: f.initiatives[k] ?? 50 }));
  const monsters = f.spots.slice(1 + f.characters).map((_, k) => at(1 + f.characters + k));
  const base = sequenceOfAction(scenario({ hexes: BOARD, monster: at(0), characters, monsters }), act);
  return { ...base, links };
}

describe("linked hexes (LH-1, LH-4, LH-6)", () => {
  it("a link between two hexes already adjacent, with no figure on them, changes no answer", () => {
    fc.assert(
      fc.property(
        figuresArb,
        actionArb,
        fc.integer({ min: 0, max: BOARD.length - 1 }),
        fc.integer({ min: 0, max: 5 }),
        (f, act, from, d) => {
          const a = BOARD[from] as Hex;
          const b = addHex(a, DIRECTIONS[d] as Hex);
          const onBoard = BOARD.some((h) => hexKey(h) === hexKey(b));
          const taken = new Set(f.spots.map((i) => hexKey(BOARD[i] as Hex)));
          fc.pre(onBoard && !taken.has(hexKey(a)) && !taken.has(hexKey(b)));
          const plain = turnFrom(f, act, []);
          const linked = turnFrom(f, act, [[a, b]]);
          expect(answersOf(linked)).toEqual(answersOf(plain));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a link never changes range, proximity, or sight between any pair but its own", () => {
    fc.assert(
      fc.property(
        figuresArb,
        fc.integer({ min: 0, max: BOARD.length - 1 }),
        fc.integer({ min: 0, max: BOARD.length - 1 }),
        (f, i, j) => {
          fc.pre(i !== j);
          const link: HexLink = [BOARD[i] as Hex, BOARD[j] as Hex];
          const turn = turnFrom(
            f,
            { move: 2, mode: "walk", flying: false, attack: { range: 3, targets: 1 } },
            [],
          );
          const ctx = createTurnContext(
            turn.scenario,
            { move: 2, mode: "walk", flying: false, attack: { range: 3, targets: 1 } },
            FROSTHAVEN,
          );
          const linked = withLinks(ctx, [link]);
          expect(linked.enemies.map((e) => e.proximity)).toEqual(ctx.enemies.map((e) => e.proximity));
          const [p, q] = [ctx.board.indexOf(link[0]), ctx.board.indexOf(link[1])];
          for (let a = 0; a < ctx.board.size; a++) {
            expect(Array.from(linked.range.from(a, 12))).toEqual(Array.from(ctx.range.from(a, 12)));
            for (let b = 0; b < ctx.board.size; b++) {
              const own = (a === p && b === q) || (a === q && b === p);
              expect(linked.sight(a, b)).toBe(own ? false : ctx.sight(a, b));
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
