// Cases on the same board share one Board object (issue 14), which must never change an answer.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { BoardReuse, sameBoard } from "../../src/cli/shared-board";
import { decideMonsterTurn, type Board, type Scenario } from "../../src/core/gloomhaven";
import { caseAnswers, parseCase } from "../../src/core/gloomhaven-cases";

const corpus = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../fixtures/conformance/gloomhaven/public.json"), "utf8"),
) as unknown[];

function scenarioOf(raw: unknown): Scenario {
  const parsed = parseCase(raw);
  if (!parsed.ok) throw new Error("a public case does not parse");
  return parsed.value.scenario;
}

const board = (raw: unknown): Board => scenarioOf(raw).board;

describe("sameBoard", () => {
  const a = board(corpus[0]);

  it("holds for two readings of the same case", () => {
    expect(sameBoard(a, board(corpus[0]))).toBe(true);
  });

  it.each<[string, (b: Board) => Board]>([
    ["a hex moved", (b) => ({ ...b, hexes: [{ q: 99, r: 0 }, ...b.hexes.slice(1)] })],
    ["a hex fewer", (b) => ({ ...b, hexes: b.hexes.slice(1) })],
    ["the hexes in another order", (b) => ({ ...b, hexes: [...b.hexes].reverse() })],
    ["a wall hex more", (b) => ({ ...b, wallHexes: [...b.wallHexes, { q: 0, r: 0 }] })],
    [
      "a wall line more",
      (b) => ({
        ...b,
        thinWalls: [
          ...b.thinWalls,
          [
            { q: 0, r: 0 },
            { q: 1, r: 0 },
          ],
        ],
      }),
    ],
    ["a terrain more", (b) => ({ ...b, terrain: [...b.terrain, { at: { q: 0, r: 0 }, kind: "obstacle" }] })],
    ["void blocking sight", (b) => ({ ...b, voidBlocksLos: !b.voidBlocksLos })],
  ])("fails for %s", (_name, change) => {
    expect(sameBoard(a, change(a))).toBe(false);
  });

  it("tells the public cases' boards apart exactly as their board fields do", () => {
    const fields = (raw: unknown): string => {
      const c = raw as Record<string, unknown>;
      return JSON.stringify([
        c["map"],
        c["wall_hexes"],
        c["walls"],
        c["terrain"],
        c["void_blocks_los"] ?? false,
      ]);
    };
    for (let i = 1; i < corpus.length; i++)
      expect(sameBoard(board(corpus[i - 1]), board(corpus[i]))).toBe(
        fields(corpus[i - 1]) === fields(corpus[i]),
      );
  });
});

describe("BoardReuse", () => {
  it("hands a case the board object of the case before when the boards are the same, and remembers only that one", () => {
    const reuse = new BoardReuse();
    const first = reuse.share(scenarioOf(corpus[0]));
    const again = scenarioOf(corpus[0]);
    expect(reuse.share(again).board).toBe(first.board);
    expect(reuse.share(again).figures).toBe(again.figures);
    const other = corpus.find((raw) => !sameBoard(board(raw), first.board));
    const moved = reuse.share(scenarioOf(other));
    expect(moved.board).not.toBe(first.board);
    expect(reuse.share(scenarioOf(corpus[0])).board).not.toBe(first.board);
  });
});

describe("solving case after case on shared boards", () => {
  it("gives every public case the answers it gets on a board of its own", () => {
    corpus.forEach((raw, index) => {
      const parsed = parseCase(raw);
      if (!parsed.ok) throw new Error("a public case does not parse");
      const { scenario, action, rules } = parsed.value;
      const alone = caseAnswers(decideMonsterTurn(scenario, action, rules), scenario) ?? [];
      const answers = alone.map((a) => ({
        destination: [a.destination.q, a.destination.r],
        attacks: a.attacks.map((h) => [h.q, h.r]),
      }));
      expect(gloomhavenCases.solve(raw, index)).toEqual({ id: parsed.value.id, answers });
    });
  });
});
