import { describe, expect, it } from "vitest";
import { indexBoard, OBSTACLE, TRAP, HAZARDOUS } from "../../../src/core/gloomhaven/compiled-board";
import { findFactions } from "../../../src/core/gloomhaven/factions";
import { createMover } from "../../../src/core/gloomhaven/mover";
import { CASES } from "./corpus";

describe("the mover's tables (MV-1, BM-6..BM-14; from the board's tables)", () => {
  it("equal the tables computed hex by hex, walking and flying, on every case", () => {
    for (const c of CASES)
      for (const flying of [false, true]) {
        const board = indexBoard(c.scenario.board);
        const factions = findFactions(c.scenario);
        const mover = createMover(board, factions, { ...c.action, flying }, c.rules);
        const figureAt = new Set(
          [...factions.enemies, ...factions.allies].map((f) => board.indexOf(f.at)).filter((n) => n >= 0),
        );
        const enemyAt = new Set(factions.enemies.map((f) => board.indexOf(f.at)).filter((n) => n >= 0));
        const canEnd: number[] = [];
        const negative: number[] = [];
        for (let node = 0; node < board.size; node++) {
          const kind = board.terrain[node]!;
          const open = !board.wall[node] && !figureAt.has(node) && (flying || !(kind & OBSTACLE));
          canEnd.push(open || node === mover.start ? 1 : 0);
          negative.push(!board.wall[node] && !flying && kind & (TRAP | HAZARDOUS) ? 1 : 0);
        }
        const where = `${c.id} flying ${flying}`;
        expect([...mover.canEnd], where).toEqual(canEnd);
        expect([...mover.negative], where).toEqual(negative);
        expect(
          [...mover.enemyAt].flatMap((v, node) => (v ? [node] : [])),
          where,
        ).toEqual([...enemyAt].sort((a, b) => a - b));
        expect(
          [...mover.figureAt].flatMap((v, node) => (v ? [node] : [])),
          where,
        ).toEqual([...figureAt].sort((a, b) => a - b));
      }
  });

  it("leave the board's tables unchanged for the next turn", () => {
    const c = CASES.find((k) => k.scenario.figures.length > 2)!;
    const board = indexBoard(c.scenario.board);
    const action = { ...c.action, flying: false };
    const first = createMover(board, findFactions(c.scenario), action, c.rules);
    const alone = { ...c.scenario, figures: c.scenario.figures.filter((f) => f.id === c.scenario.activeId) };
    const second = createMover(board, findFactions(alone), action, c.rules);
    const occupied = [...first.figureAt].findIndex((v, node) => v && node !== first.start);
    expect(occupied).toBeGreaterThanOrEqual(0);
    expect(first.canEnd[occupied]).toBe(0);
    expect(second.canEnd[occupied]).toBe(board.wall[occupied] || board.terrain[occupied]! & OBSTACLE ? 0 : 1);
  });
});
