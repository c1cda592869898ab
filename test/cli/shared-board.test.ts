// Cases on the same board share one Board object, which must never change an answer.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { BoardReuse } from "../../src/cli/shared-board";
import { decideMonsterTurn, type Board, type Scenario } from "../../src/core/gloomhaven";
import { caseAnswers, parseCase } from "../../src/core/gloomhaven-cases";
import { sameBoard } from "../core/gloomhaven-cases/same-board";
import { forEachJsonArrayElement } from "../../src/cli/json-array";

const corpusText = readFileSync(
  resolve(import.meta.dirname, "../fixtures/conformance/gloomhaven/public.json"),
  "utf8",
);
const corpus = JSON.parse(corpusText) as unknown[];

function scenarioOf(raw: unknown, on?: Board): Scenario {
  const parsed = parseCase(raw, on);
  if (!parsed.ok) throw new Error("a public case does not parse");
  return parsed.value.scenario;
}

const board = (raw: unknown, on?: Board): Board => scenarioOf(raw, on).board;

/** A case with other board fields. */
const withBoard = (raw: unknown, fields: Record<string, unknown>): unknown => ({
  ...(raw as Record<string, unknown>),
  ...fields,
});

describe("reading a case onto a board", () => {
  const first = corpus[0] as Record<string, unknown>;
  const a = board(first);

  it("gives the case that very board when its board fields say it, and the case reads the same", () => {
    const again = parseCase(first, a);
    expect(again.ok && again.value.scenario.board).toBe(a);
    expect(again).toEqual(parseCase(first));
  });

  it.each<[string, (c: Record<string, unknown>) => unknown]>([
    ["a hex moved", (c) => withBoard(c, { map: [[99, 0], ...(c["map"] as unknown[]).slice(1)] })],
    ["a hex fewer", (c) => withBoard(c, { map: (c["map"] as unknown[]).slice(1) })],
    ["the hexes in another order", (c) => withBoard(c, { map: [...(c["map"] as unknown[])].reverse() })],
    ["a wall hex more", (c) => withBoard(c, { wall_hexes: [[0, -9]] })],
    [
      "a wall line more",
      (c) =>
        withBoard(c, {
          walls: [
            [
              [0, 0],
              [1, 0],
            ],
          ],
        }),
    ],
    ["a terrain more", (c) => withBoard(c, { terrain: [{ at: [0, 0], kind: "obstacle" }] })],
    ["void blocking sight", (c) => withBoard(c, { void_blocks_los: true })],
  ])("builds a board of the case's own for %s, as reading it alone does", (_name, change) => {
    const changed = change(first);
    const onA = parseCase(changed, a);
    expect(onA.ok && onA.value.scenario.board).not.toBe(a);
    expect(onA).toEqual(parseCase(changed));
  });

  it("takes the very hex list the board was read from as saying the board's hexes, and compares any other", () => {
    const map = first["map"];
    const same = parseCase({ ...first }, a, map);
    expect(same.ok && same.value.scenario.board).toBe(a);
    const copied = parseCase({ ...first, map: JSON.parse(JSON.stringify(map)) as unknown }, a, map);
    expect(copied.ok && copied.value.scenario.board).toBe(a);
    const moved = withBoard(first, { map: [[99, 0], ...(map as unknown[]).slice(1)] });
    const onA = parseCase(moved, a, map);
    expect(onA.ok && onA.value.scenario.board).not.toBe(a);
    expect(onA).toEqual(parseCase(moved));
  });

  it("shares exactly when the public cases' boards are the same as the case before's", () => {
    for (let i = 1; i < corpus.length; i++) {
      const before = board(corpus[i - 1]);
      const alone = board(corpus[i]);
      const on = board(corpus[i], before);
      expect(on === before).toBe(sameBoard(before, alone));
      expect(on).toEqual(alone);
    }
  });
});

describe("BoardReuse", () => {
  it("hands a case the board object of the case before when the boards are the same, and remembers only that one", () => {
    const reuse = new BoardReuse();
    const read = (raw: unknown): Board => {
      const parsed = reuse.parse(raw);
      if (!parsed.ok) throw new Error("a public case does not parse");
      return parsed.value.scenario.board;
    };
    const first = read(corpus[0]);
    expect(read(corpus[0])).toBe(first);
    const other = corpus.find((raw) => !sameBoard(board(raw), first));
    expect(read(other)).not.toBe(first);
    expect(read(corpus[0])).not.toBe(first);
  });

  it("reads the cases of a file as the command line does (repeated hex lists shared) onto the boards each says", () => {
    const reuse = new BoardReuse();
    let before: Board | undefined;
    let shared = 0;
    forEachJsonArrayElement(
      corpusText,
      (raw) => {
        const parsed = reuse.parse(raw);
        if (!parsed.ok) throw new Error("a public case does not parse");
        const on = parsed.value.scenario.board;
        const alone = board(JSON.parse(JSON.stringify(raw)));
        expect(on).toEqual(alone);
        if (before !== undefined) expect(on === before).toBe(sameBoard(before, alone));
        if (on === before) shared++;
        before = on;
      },
      "map",
    );
    expect(shared).toBeGreaterThan(300);
  });

  it("remembers no board of a case it cannot read", () => {
    const reuse = new BoardReuse();
    const first = reuse.parse(corpus[0]);
    const broken = reuse.parse(withBoard(corpus[0], { map: "no map" }));
    expect(broken.ok).toBe(false);
    const again = reuse.parse(corpus[0]);
    expect(again.ok && first.ok && again.value.scenario.board).toBe(first.ok && first.value.scenario.board);
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
