import { describe, expect, it } from "vitest";
import type { MonsterAction } from "../../../src/core/gloomhaven";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { createPathSearch, UNREACHED } from "../../../src/core/gloomhaven/labels";
import { findFactions } from "../../../src/core/gloomhaven/factions";
import { createMover } from "../../../src/core/gloomhaven/mover";
import { buildEveryWalkEdge, buildWalkEdges } from "../../../src/core/gloomhaven/walk-edges";
import { slideSteps, walkForward, walkReverse } from "../../../src/core/gloomhaven/walk-search";
import { endNodesIn, sortEndNodes } from "../../../src/core/gloomhaven/turn-context";
import { CASES } from "./corpus";

const WALK: Pick<MonsterAction, "mode" | "flying"> = { mode: "walk", flying: false };
const icy = CASES.filter((c) => c.scenario.board.terrain.some((t) => t.kind === "icy"));

describe("walking labels toward a destination (MV-4, MV-8, MV-10)", () => {
  it("equal the labels of a forward search from each hex, slides on ice included", () => {
    expect(icy.length).toBeGreaterThan(0);
    for (const c of [...icy, ...CASES.filter((_, i) => i % 40 === 0)]) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const edges = buildWalkEdges(mover);
      const slides = slideSteps(edges, board.neighbours, board.size);
      for (let destination = 0; destination < board.size; destination += 5) {
        const toward = walkReverse(mover, edges, slides, destination);
        for (let from = 0; from < board.size; from += 3) {
          // Edges leave every hex normal movement may enter, so a forward search from any
          // such hex over the same edges is the path from there.
          const forward = walkForward({ ...mover, start: from }, edges);
          const where = `${c.id} from ${from} to ${destination}`;
          expect([toward.negatives[from], toward.costs[from]], where).toEqual([
            forward.negatives[destination],
            forward.costs[destination],
          ]);
        }
      }
    }
  });
});

describe("walking labels toward a destination for some hexes only", () => {
  it("give the wanted hexes the labels of the full search (early stop, A* order without slides)", () => {
    for (const c of [...icy, ...CASES.filter((_, i) => i % 20 === 0)]) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const edges = buildWalkEdges(mover);
      const slides = slideSteps(edges, board.neighbours, board.size);
      const wantedSets = [
        [],
        [0],
        Array.from({ length: Math.ceil(board.size / 7) }, (_, i) => (i * 7) % board.size),
        [board.size - 1, 0, board.size - 1],
        // A hex and its neighbours, like the end hexes a monster reaches this turn.
        [
          board.size >> 1,
          ...board.neighbours.subarray((board.size >> 1) * 6, (board.size >> 1) * 6 + 6),
        ].filter((node) => node >= 0),
      ];
      for (let destination = 0; destination < board.size; destination += 4) {
        const full = walkReverse(mover, edges, slides, destination);
        for (const wanted of wantedSets) {
          const some = walkReverse(mover, edges, slides, destination, wanted);
          const where = `${c.id} to ${destination} for ${wanted.join(" ")}`;
          expect(
            wanted.map((node) => [some.negatives[node], some.costs[node]]),
            where,
          ).toEqual(wanted.map((node) => [full.negatives[node], full.costs[node]]));
        }
      }
    }
  });
});

describe("walking steps from the board's steps", () => {
  it("equal the steps built hex by hex, for every case and with enemies moved around", () => {
    const plain = CASES.filter((c) => !c.scenario.board.terrain.some((t) => t.kind === "icy"));
    expect(plain.length).toBeGreaterThan(0);
    for (const [i, c] of plain.entries()) {
      const board = indexBoard(c.scenario.board);
      const base = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      // The case's own figures, then enemies on every seventh hex (walls and obstacles included),
      // and a start hex on an obstacle or wall when the board has one.
      const crowd = new Uint8Array(board.size).map((_, node) => ((node + i) % 7 === 0 ? 1 : 0));
      const closed = [...board.wall.keys()].find((node) => board.wall[node] || board.terrain[node]! & 1);
      const movers = [base, { ...base, enemyAt: crowd }];
      if (closed !== undefined)
        movers.push({ ...base, start: closed }, { ...base, start: closed, enemyAt: crowd });
      for (const mover of movers) {
        const fast = buildWalkEdges(mover);
        const every = buildEveryWalkEdge(mover);
        expect(fast.maySlide).toBe(false);
        expect([...fast.to], c.id).toEqual([...every.to]);
        const costs = (edges: typeof fast): number[] =>
          [...edges.to].map((v, e) => (v < 0 ? 0 : edges.cost[e]!));
        expect(costs(fast), c.id).toEqual(costs(every));
      }
    }
  });
});

describe("walking labels toward a destination, memoised per destination", () => {
  it("give the wanted hexes the full search's labels whatever was asked before", () => {
    for (const c of [...icy, ...CASES.filter((_, i) => i % 25 === 0)]) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const search = createPathSearch(mover);
      const edges = buildWalkEdges(mover);
      const slides = slideSteps(edges, board.neighbours, board.size);
      const near = (centre: number): number[] =>
        [centre, ...board.neighbours.subarray(centre * 6, centre * 6 + 6)].filter((node) => node >= 0);
      for (let destination = 0; destination < board.size; destination += 9) {
        const full = walkReverse(mover, edges, slides, destination);
        // Small sets near each other and far apart, a repeat, then every node.
        const asks = [near(3 % board.size), near(4 % board.size), near(board.size - 1), near(3 % board.size)];
        for (const wanted of [...asks, undefined]) {
          const labels = search.toward(destination, wanted);
          const nodes = wanted ?? [...Array(board.size).keys()];
          expect(
            nodes.map((node) => [labels.negatives[node], labels.costs[node]]),
            `${c.id} to ${destination}`,
          ).toEqual(nodes.map((node) => [full.negatives[node], full.costs[node]]));
        }
      }
    }
  });
});

describe("walking labels toward a destination for an approach (MX-2)", () => {
  /** The hexes of `from` with the least (N(L) + Nr, Cr, C(L)) under the given labels toward the destination, in order. */
  const bestApproach = (
    from: readonly number[],
    forward: { negatives: Int32Array; costs: Int32Array },
    toward: { negatives: Int32Array; costs: Int32Array },
  ): { nodes: number[]; key: number[] } => {
    const keyed = from
      .filter((node) => toward.negatives[node]! < UNREACHED)
      .map((node) => ({
        node,
        key: [forward.negatives[node]! + toward.negatives[node]!, toward.costs[node]!, forward.costs[node]!],
      }));
    const least = (a: number[], b: number[]): number => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    const best = keyed.reduce<number[] | null>(
      (b, k) => (b === null || least(k.key, b) < 0 ? k.key : b),
      null,
    );
    return {
      nodes: keyed.filter((k) => best !== null && least(k.key, best) === 0).map((k) => k.node),
      key: best ?? [],
    };
  };

  it("choose the hexes the full search chooses, from any set of hexes, whatever was asked before", () => {
    for (const c of [...icy, ...CASES.filter((_, i) => i % 20 === 0)]) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const search = createPathSearch(mover);
      const edges = buildWalkEdges(mover);
      const slides = slideSteps(edges, board.neighbours, board.size);
      const forward = search.forward;
      const within = (radius: number): number[] =>
        [...Array(board.size).keys()].filter((node) => forward.costs[node]! <= radius);
      const sets = [within(2), within(4), within(1), within(4), [3 % board.size, board.size - 1]];
      for (let destination = 0; destination < board.size; destination += 7) {
        const full = walkReverse(mover, edges, slides, destination);
        for (const from of sets) {
          const labels = search.approach(destination, from);
          expect(bestApproach(from, forward, labels), `${c.id} to ${destination}`).toEqual(
            bestApproach(from, forward, full),
          );
        }
        // A later request for every label gets them all.
        const every = search.toward(destination);
        expect([...every.costs], `${c.id} to ${destination}`).toEqual([...full.costs]);
      }
    }
  });
});

describe("walking labels from the start hex by breadth-first search", () => {
  it("give every hex a path of its label's length, on boards where each step costs 1 (no ice: slides add hexes)", () => {
    const plain = CASES.filter(
      (c) =>
        !c.scenario.board.terrain.some((t) => ["difficult", "trap", "hazardous", "icy"].includes(t.kind)),
    );
    expect(plain.length).toBeGreaterThan(0);
    for (const c of plain) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const forward = walkForward(mover, buildWalkEdges(mover));
      for (let node = 0; node < board.size; node++) {
        const path = forward.path(node);
        const cost = forward.costs[node] ?? 0;
        const where = `${c.id} to ${node}`;
        if (cost >= 1e9 || (forward.negatives[node] ?? 0) >= 1e9) expect(path, where).toEqual([]);
        else expect([path.length - 1, path.at(-1), forward.negatives[node]], where).toEqual([cost, node, 0]);
      }
    }
  });
  it("list every reached hex by (cost, node), so the end hexes need no sort", () => {
    let listed = 0;
    for (const c of CASES) {
      const board = indexBoard(c.scenario.board);
      const mover = createMover(board, findFactions(c.scenario), { ...c.action, ...WALK }, c.rules);
      const forward = walkForward(mover, buildWalkEdges(mover));
      if (forward.order === null) continue;
      listed++;
      const reached: number[] = [];
      for (let node = 0; node < board.size; node++)
        if ((forward.costs[node] ?? UNREACHED) < UNREACHED) reached.push(node);
      reached.sort((a, b) => (forward.costs[a] ?? 0) - (forward.costs[b] ?? 0) || a - b);
      expect([...forward.order], c.id).toEqual(reached);
      expect(endNodesIn(mover.canEnd, forward.order), c.id).toEqual(sortEndNodes(mover.canEnd, forward));
    }
    expect(listed).toBeGreaterThan(0);
  });
});
