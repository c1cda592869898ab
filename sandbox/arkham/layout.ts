// The Arkham board as a schematic (our own layout, not the printed map): the nine street areas
// round the edge of a 3×4 grid in white-arrow order, each with its locations below it, the Sky
// in the middle and the Outskirts apart. Roads between streets are routed through the gutters.
import type { AreaId, Board } from "../../src/core/arkham";
import { edgePoint } from "../../src/view/arkham";

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The drawing size (SVG viewBox). */
export const VIEW = { width: 1000, height: 660 } as const;

const COLUMN_X = [30, 360, 690] as const;
const ROW_Y = [14, 174, 334, 494] as const;
const CLUSTER_WIDTH = 280;
const STREET_HEIGHT = 40;
const LOCATION = { top: 58, width: 88, height: 82, gap: 8 } as const;

/** Grid cell [column, row] of each base-board street (clockwise = the white cycle). */
const STREET_CELLS: Readonly<Record<AreaId, readonly [number, number]>> = {
  northside: [0, 0],
  downtown: [1, 0],
  easttown: [2, 0],
  rivertown: [2, 1],
  "french-hill": [2, 2],
  southside: [2, 3],
  uptown: [1, 3],
  "miskatonic-u": [0, 3],
  "merchant-district": [0, 2],
};

const SKY_BOX: Box = { x: 380, y: 200, width: 240, height: 96 };
const OUTSKIRTS_BOX: Box = { x: 60, y: 196, width: 220, height: 72 };

/** Extra bend points of roads that would otherwise cross a neighbourhood (keyed "a|b", a < b). */
const ROAD_BENDS: Readonly<Record<string, readonly Point[]>> = {
  "easttown|rivertown": [
    { x: 985, y: 34 },
    { x: 985, y: 194 },
  ],
  "french-hill|rivertown": [
    { x: 985, y: 354 },
    { x: 985, y: 194 },
  ],
  "french-hill|southside": [
    { x: 985, y: 354 },
    { x: 985, y: 514 },
  ],
  "merchant-district|miskatonic-u": [
    { x: 15, y: 354 },
    { x: 15, y: 514 },
  ],
  "merchant-district|northside": [
    { x: 15, y: 354 },
    { x: 15, y: 34 },
  ],
  "downtown|merchant-district": [
    { x: 345, y: 60 },
    { x: 345, y: 340 },
  ],
  "merchant-district|rivertown": [
    { x: 345, y: 318 },
    { x: 675, y: 318 },
    { x: 675, y: 200 },
  ],
  "french-hill|miskatonic-u": [
    { x: 675, y: 354 },
    { x: 675, y: 470 },
    { x: 345, y: 470 },
    { x: 345, y: 514 },
  ],
};

/** Where every area of the board is drawn, and the road routes between streets. */
export interface BoardLayout {
  readonly boxes: ReadonlyMap<AreaId, Box>;
  /** The location boxes of each street (for drawing the neighbourhood frame). */
  readonly clusters: ReadonlyMap<AreaId, Box>;
  readonly route: (a: AreaId, b: AreaId) => readonly Point[];
}

/** The centre of a box. */
export function centreOf(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Lays out a board: base-board streets in their cells, other streets in free cells, locations under their street. */
export function layoutBoard(board: Board): BoardLayout {
  const boxes = new Map<AreaId, Box>();
  const clusters = new Map<AreaId, Box>();
  const used = new Set(Object.values(STREET_CELLS).map(([c, r]) => `${c},${r}`));
  const free = [
    [0, 1],
    [1, 1],
    [1, 2],
  ].filter(([c, r]) => !used.has(`${c},${r}`));
  for (const id of board.streetIds) {
    const [column, row] = STREET_CELLS[id] ?? free.shift() ?? [1, 1];
    const x = COLUMN_X[column as 0 | 1 | 2];
    const y = ROW_Y[row as 0 | 1 | 2 | 3];
    boxes.set(id, { x, y, width: CLUSTER_WIDTH, height: STREET_HEIGHT });
    clusters.set(id, {
      x: x - 8,
      y: y - 6,
      width: CLUSTER_WIDTH + 16,
      height: LOCATION.top + LOCATION.height + 14,
    });
    const locations = (board.neighbours.get(id) ?? []).filter(
      (n) => board.areaById.get(n)?.kind === "location",
    );
    const width = Math.min(
      LOCATION.width,
      (CLUSTER_WIDTH - LOCATION.gap * (locations.length - 1)) / locations.length,
    );
    locations.forEach((location, i) => {
      if (boxes.has(location)) return;
      boxes.set(location, {
        x:
          x +
          i * (width + LOCATION.gap) +
          (CLUSTER_WIDTH - locations.length * (width + LOCATION.gap) + LOCATION.gap) / 2,
        y: y + LOCATION.top,
        width,
        height: LOCATION.height,
      });
    });
  }
  for (const area of board.areas) {
    if (area.kind === "sky") boxes.set(area.id, SKY_BOX);
    if (area.kind === "outskirts") boxes.set(area.id, OUTSKIRTS_BOX);
  }
  return {
    boxes,
    clusters,
    route: (a, b) => {
      const from = boxes.get(a);
      const to = boxes.get(b);
      if (!from || !to) return [];
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      const bends = ROAD_BENDS[key] ?? [];
      const ordered = a < b ? bends : [...bends].reverse();
      return [
        edgePoint(from, ordered[0] ?? centreOf(to)),
        ...ordered,
        edgePoint(to, ordered.at(-1) ?? centreOf(from)),
      ];
    },
  };
}

/** The point where the segment from a box's centre toward `toward` leaves the box (shared with Foundry). */
export { edgePoint };
