// A synthetic Foundry hex scene for the scene bench: the plain snapshot the module's own
// pure reading functions take (src/foundry/gloomhaven/scene-snapshot.ts), built without Foundry.
import type {
  CombatantSnapshot,
  GridOffset,
  GridPort,
  PixelPoint,
  RegionSnapshot,
  SceneSnapshot,
  TokenSnapshot,
  WallSnapshot,
} from "../src/foundry/gloomhaven/scene-snapshot";
import { seededRandom } from "../src/cli/seeded-random";

/** CONST.GRID_TYPES.HEXODDQ: flat-topped columns, odd columns shifted down by half a hex. */
const HEXODDQ = 4;
const SIZE = 100;
const ROOM_COLUMNS = 8;
const ROOM_ROWS = 6;

/**
 * A flat-topped odd-q hex grid with Foundry's geometry (grid.size = the distance between
 * neighbouring centres = a hex's height; its width is 2·size/√3; columns step by 3/4 of a width).
 */
class OddQGrid implements GridPort {
  readonly type = HEXODDQ;
  readonly size = SIZE;
  readonly w = (2 * SIZE) / Math.sqrt(3);
  readonly h = SIZE;

  getCenterPoint(o: GridOffset): PixelPoint {
    return { x: this.w / 2 + o.j * this.w * 0.75, y: this.h / 2 + o.i * this.h + (o.j & 1 ? this.h / 2 : 0) };
  }

  getTopLeftPoint(o: GridOffset): PixelPoint {
    const c = this.getCenterPoint(o);
    return { x: c.x - this.w / 2, y: c.y - this.h / 2 };
  }

  getOffset(p: PixelPoint): GridOffset {
    const j0 = Math.round((p.x - this.w / 2) / (this.w * 0.75));
    let best = { i: 0, j: j0 };
    let bestD = Infinity;
    for (let j = j0 - 1; j <= j0 + 1; j++) {
      const i0 = Math.round((p.y - this.h / 2 - (j & 1 ? this.h / 2 : 0)) / this.h);
      for (let i = i0 - 1; i <= i0 + 1; i++) {
        const c = this.getCenterPoint({ i, j });
        const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
        if (d < bestD) [best, bestD] = [{ i, j }, d];
      }
    }
    return best;
  }

  getAdjacentOffsets(o: GridOffset): GridOffset[] {
    const odd = o.j & 1;
    const up = odd ? 0 : -1;
    return [
      { i: o.i - 1, j: o.j },
      { i: o.i + 1, j: o.j },
      { i: o.i + up, j: o.j - 1 },
      { i: o.i + up + 1, j: o.j - 1 },
      { i: o.i + up, j: o.j + 1 },
      { i: o.i + up + 1, j: o.j + 1 },
    ];
  }
}

const TERRAIN_FLAGS = ["difficult", "trap", "obstacle", "wall", "hazardous", "icy"] as const;

/** Scene size, region and token counts of the three benchmark scenes. */
export interface SceneSpec {
  readonly columns: number;
  readonly rows: number;
  readonly regions: number;
  readonly tokens: number;
}

export const SCENE_SPECS: readonly SceneSpec[] = [
  { columns: 20, rows: 15, regions: 5, tokens: 10 },
  { columns: 40, rows: 30, regions: 20, tokens: 25 },
  { columns: 80, rows: 60, regions: 40, tokens: 60 },
];

/**
 * A scene of rooms of 8×6 hexes: wall segments on every hex edge between two rooms (one door per
 * room side, some open), a long diagonal wall in every other room, rectangular regions with the
 * module's terrain flag (every seventh one a core difficult-terrain behaviour instead) and tokens
 * (a quarter of them characters, the rest monsters) in the combat tracker.
 */
export function syntheticScene(spec: SceneSpec, seed = 14): SceneSnapshot {
  const random = seededRandom(seed);
  const grid = new OddQGrid();
  const { columns, rows } = spec;
  const room = (o: GridOffset): string => `${Math.floor(o.j / ROOM_COLUMNS)},${Math.floor(o.i / ROOM_ROWS)}`;
  const walls: WallSnapshot[] = [];
  const doors = new Set<string>();
  const radius = grid.w / 2;
  for (let j = 0; j < columns; j++)
    for (let i = 0; i < rows; i++) {
      const here = { i, j };
      const c = grid.getCenterPoint(here);
      for (const n of grid.getAdjacentOffsets(here)) {
        if (n.i < 0 || n.j < 0 || n.i >= rows || n.j >= columns) continue;
        if (n.j < j || (n.j === j && n.i < i) || room(n) === room(here)) continue;
        const m = grid.getCenterPoint(n);
        // The common edge: through the midpoint, perpendicular to the centre line, one radius long.
        const [mx, my] = [(c.x + m.x) / 2, (c.y + m.y) / 2];
        const [ux, uy] = [(m.x - c.x) / SIZE, (m.y - c.y) / SIZE];
        const half = radius / 2;
        const pair = `${room(here)}|${room(n)}`;
        const door = !doors.has(pair) && random() < 0.3;
        if (door) doors.add(pair);
        walls.push({
          id: `w${walls.length}`,
          c: [mx - uy * half, my + ux * half, mx + uy * half, my - ux * half],
          move: 20,
          sight: 20,
          door: door ? 1 : 0,
          ds: door && random() < 0.5 ? 1 : 0,
        });
      }
    }
  for (let rj = 0; rj * ROOM_COLUMNS < columns; rj++)
    for (let ri = 0; ri * ROOM_ROWS < rows; ri++) {
      if ((rj + ri) % 2 === 1) continue;
      const a = grid.getCenterPoint({ i: ri * ROOM_ROWS + 1, j: rj * ROOM_COLUMNS + 1 });
      const b = grid.getCenterPoint({ i: ri * ROOM_ROWS + 4, j: rj * ROOM_COLUMNS + 5 });
      walls.push({
        id: `w${walls.length}`,
        c: [a.x + 7, a.y + 3, b.x - 5, b.y - 2],
        move: 20,
        sight: 20,
        door: 0,
        ds: 0,
      });
    }
  const taken = new Set<string>();
  const tokens: TokenSnapshot[] = [];
  const combatants: CombatantSnapshot[] = [];
  while (tokens.length < spec.tokens) {
    const o = { i: Math.floor(random() * rows), j: Math.floor(random() * columns) };
    const key = `${o.i},${o.j}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const character = tokens.length % 4 === 1;
    const id = `${character ? "c" : "m"}${tokens.length}`;
    tokens.push({
      id,
      name: id,
      center: grid.getCenterPoint(o),
      elevation: 0,
      width: 1,
      height: 1,
      disposition: character ? 1 : -1,
      hidden: false,
      hasPlayerOwner: character,
      statuses: new Set(),
      sideFlag: undefined,
      summonerFlag: undefined,
    });
    combatants.push({ tokenId: id, initiative: 10 + Math.floor(random() * 80) });
  }
  // Regions never cover a token, so every token stands on a playable hex.
  const covers = (
    x: number,
    y: number,
    r: { x: number; y: number; width: number; height: number },
  ): boolean => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;
  const regions: RegionSnapshot[] = [];
  while (regions.length < spec.regions) {
    const n = regions.length;
    const j = Math.floor(random() * (columns - 3));
    const i = Math.floor(random() * (rows - 2));
    const a = grid.getTopLeftPoint({ i, j });
    const bounds = { x: a.x, y: a.y, width: grid.w * (1 + random() * 2), height: SIZE * (1 + random() * 2) };
    if (tokens.some((t) => covers(t.center.x, t.center.y, bounds))) continue;
    const difficult = n % 7 === 6;
    regions.push({
      id: `r${n}`,
      name: `Region ${n}`,
      terrainFlag: difficult ? undefined : TERRAIN_FLAGS[n % TERRAIN_FLAGS.length],
      behaviors: difficult
        ? [{ type: "modifyMovementCost", disabled: false, system: { difficulties: { walk: 2 } } }]
        : [],
      bounds,
      testPoint: (p) => covers(p.x, p.y, bounds),
    });
  }
  combatants.sort((x, y) => (x.initiative ?? 0) - (y.initiative ?? 0));
  const width = grid.w * (0.75 * columns + 0.25);
  return {
    sceneId: `bench-${columns}x${rows}`,
    sceneName: `Bench ${columns}×${rows}`,
    grid,
    sceneRect: { x: 0, y: 0, width, height: SIZE * rows },
    walls,
    regions,
    tokens,
    combatants,
  };
}
