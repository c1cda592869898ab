// Small typed fakes of the few Foundry things the hex boundary reads (src/foundry/gloomhaven/scene-snapshot.ts),
// part of the one fake runtime (see install.ts for the world and its clients).
// The hex grid fake implements the four offset layouts from their geometry (which rows or columns
// are shifted), independently of src/core/hex/offset.ts, and finds neighbours by distance.
import type {
  CombatantSnapshot,
  GridOffset,
  GridPort,
  PixelPoint,
  PixelRect,
  RegionSnapshot,
  SceneSnapshot,
  TokenSnapshot,
  WallSnapshot,
} from "../../../src/foundry/gloomhaven/scene-snapshot";
import type { HighlightLayerPort } from "../../../src/foundry/gloomhaven/highlight";
import type { MoveHistoryStore } from "../../../src/foundry/gloomhaven/move-history";
import type { MovableToken, MoveOptions, Waypoint } from "../../../src/foundry/gloomhaven/token-mover";

/** CONST.GRID_TYPES values. */
export const GRID = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } as const;

/** A hex grid laid out like Foundry's: rows (pointy tops) or columns (flat tops), odd or even ones shifted. */
export class FakeHexGrid implements GridPort {
  readonly type: number;
  readonly size: number;
  readonly columns: boolean;
  readonly even: boolean;
  /** Width and height of one hex's bounding box. */
  readonly w: number;
  readonly h: number;

  /** `reportedType` lets a test claim another grid type than the geometry has. */
  constructor(type: number, size = 100, reportedType = type) {
    this.type = reportedType;
    this.size = size;
    this.columns = type === GRID.HEXODDQ || type === GRID.HEXEVENQ;
    this.even = type === GRID.HEXEVENR || type === GRID.HEXEVENQ;
    this.w = this.columns ? (size * 2) / Math.sqrt(3) : size;
    this.h = this.columns ? size : (size * 2) / Math.sqrt(3);
  }

  #shifted(n: number): boolean {
    const odd = Math.abs(n % 2) === 1;
    return this.even ? !odd : odd;
  }

  getCenterPoint(o: GridOffset): PixelPoint {
    if (this.columns) {
      const x = this.w / 2 + o.j * this.w * 0.75;
      const y = this.h / 2 + o.i * this.h + (this.#shifted(o.j) ? this.h / 2 : 0);
      return { x, y };
    }
    const x = this.w / 2 + o.j * this.w + (this.#shifted(o.i) ? this.w / 2 : 0);
    const y = this.h / 2 + o.i * this.h * 0.75;
    return { x, y };
  }

  getTopLeftPoint(o: GridOffset): PixelPoint {
    const c = this.getCenterPoint(o);
    return { x: c.x - this.w / 2, y: c.y - this.h / 2 };
  }

  getOffset(p: PixelPoint): GridOffset {
    const i0 = Math.round(this.columns ? p.y / this.h : p.y / (this.h * 0.75));
    const j0 = Math.round(this.columns ? p.x / (this.w * 0.75) : p.x / this.w);
    let best: GridOffset = { i: i0, j: j0 };
    let bestD = Infinity;
    for (let i = i0 - 2; i <= i0 + 2; i++)
      for (let j = j0 - 2; j <= j0 + 2; j++) {
        const c = this.getCenterPoint({ i, j });
        const d = Math.hypot(c.x - p.x, c.y - p.y);
        if (d < bestD - 1e-9) {
          bestD = d;
          best = { i, j };
        }
      }
    return best;
  }

  /** The six offsets whose centres are one hex away (distance = the grid size). */
  getAdjacentOffsets(o: GridOffset): GridOffset[] {
    const c = this.getCenterPoint(o);
    const out: GridOffset[] = [];
    for (let i = o.i - 2; i <= o.i + 2; i++)
      for (let j = o.j - 2; j <= o.j + 2; j++) {
        const n = this.getCenterPoint({ i, j });
        if (Math.abs(Math.hypot(n.x - c.x, n.y - c.y) - this.size) < 1e-6) out.push({ i, j });
      }
    return out;
  }
}

/** A square grid (only `type` matters: the boundary refuses it). */
export class FakeSquareGrid implements GridPort {
  readonly type = GRID.SQUARE;
  readonly size = 100;
  getOffset(p: PixelPoint): GridOffset {
    return { i: Math.floor(p.y / 100), j: Math.floor(p.x / 100) };
  }
  getCenterPoint(o: GridOffset): PixelPoint {
    return { x: o.j * 100 + 50, y: o.i * 100 + 50 };
  }
  getTopLeftPoint(o: GridOffset): PixelPoint {
    return { x: o.j * 100, y: o.i * 100 };
  }
  getAdjacentOffsets(o: GridOffset): GridOffset[] {
    return [
      { i: o.i - 1, j: o.j },
      { i: o.i + 1, j: o.j },
      { i: o.i, j: o.j - 1 },
      { i: o.i, j: o.j + 1 },
    ];
  }
}

/** A wall with Foundry's defaults (blocks movement and sight, not a door). */
export function fakeWall(
  c: readonly [number, number, number, number],
  over: Partial<WallSnapshot> = {},
): WallSnapshot {
  return { id: `wall-${c.join("-")}`, c, move: 20, sight: 20, door: 0, ds: 0, ...over };
}

/** A region covering the given pixel points' hexes: testPoint asks `contains`. */
export function fakeRegion(
  name: string,
  contains: (p: PixelPoint) => boolean,
  over: Partial<Omit<RegionSnapshot, "testPoint">> = {},
): RegionSnapshot {
  return {
    id: name,
    name,
    terrainFlag: undefined,
    behaviors: [],
    bounds: { x: -1e6, y: -1e6, width: 2e6, height: 2e6 },
    ...over,
    testPoint: (p) => contains(p),
  };
}

/** A 1×1 token centred on a pixel point: hostile, visible, not player-owned by default. */
export function fakeToken(id: string, center: PixelPoint, over: Partial<TokenSnapshot> = {}): TokenSnapshot {
  return {
    id,
    name: id,
    center,
    width: 1,
    height: 1,
    disposition: -1,
    hidden: false,
    hasPlayerOwner: false,
    statuses: new Set(),
    sideFlag: undefined,
    summonerFlag: undefined,
    ...over,
  };
}

/** A scene snapshot with defaults: a hex grid of the given type over a 1000×800 scene rectangle at (100, 100). */
export function fakeScene(over: Partial<SceneSnapshot> & { grid?: GridPort } = {}): SceneSnapshot {
  const sceneRect: PixelRect = { x: 100, y: 100, width: 1000, height: 800 };
  return {
    sceneId: "scene",
    sceneName: "Black Barrow",
    grid: new FakeHexGrid(GRID.HEXODDQ),
    sceneRect,
    walls: [],
    regions: [],
    tokens: [],
    combatants: [] as CombatantSnapshot[],
    ...over,
  };
}

/** A token that records TokenDocument#move calls and ends up at the last waypoint. */
export class FakeMovableToken implements MovableToken {
  readonly id: string;
  x: number;
  y: number;
  elevation = 0;
  refuse = false;
  readonly calls: { waypoints: Waypoint[]; options: MoveOptions }[] = [];

  constructor(
    id: string,
    at: PixelPoint,
    readonly pixelSize = { width: 100, height: 100 },
  ) {
    this.id = id;
    this.x = at.x;
    this.y = at.y;
  }

  getSize(): { width: number; height: number } {
    return this.pixelSize;
  }

  async move(waypoints: Waypoint[], options: MoveOptions): Promise<boolean> {
    this.calls.push({ waypoints, options });
    if (this.refuse) return false;
    const last = waypoints.at(-1);
    if (last) {
      this.x = last.x;
      this.y = last.y;
      this.elevation = last.elevation;
    }
    return true;
  }
}

/**
 * Scene flags as the world keeps them: stored as JSON (what a reload reads back), shared by every
 * GM client; `client(name)` is one client's view, which may write while it is the active GM.
 * Every write is recorded with its client, whether or not that client was allowed to.
 */
export class FakeSceneFlags {
  readonly #json = new Map<string, string>();
  readonly writes: { sceneId: string; client: string }[] = [];
  activeClient = "gm-a";
  failWrites = false;

  /** One GM client's store of the undo history. */
  client(name = "gm-a"): MoveHistoryStore {
    return {
      read: (sceneId) => this.raw(sceneId),
      write: async (sceneId, flag) => {
        this.writes.push({ sceneId, client: name });
        await Promise.resolve(); // the server's answer comes later
        if (this.failWrites) throw new Error("the server refused the update");
        this.#json.set(sceneId, JSON.stringify(flag));
      },
      mayWrite: () => this.activeClient === name,
    };
  }

  /** The stored flag of a scene, freshly parsed (undefined when there is none). */
  raw(sceneId: string): unknown {
    const text = this.#json.get(sceneId);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }

  /** Stores any value as the flag, as a damaged world or an older version might have. */
  seed(sceneId: string, value: unknown): void {
    this.#json.set(sceneId, JSON.stringify(value));
  }
}

/**
 * `canvas.interface.grid` as far as highlights go. Models Foundry's documented behaviour: each named
 * layer is a GridHighlight that records the positions it has drawn and draws a position only once
 * (https://foundryvtt.com/api/classes/foundry.canvas.containers.GridHighlight.html: `positions`,
 * `highlight(x, y)` returns whether to draw); `highlightPosition` draws nothing for a skipped position
 * (https://foundryvtt.com/api/classes/foundry.canvas.layers.GridLayer.html); clearing a layer forgets them.
 */
export class FakeGridLayer implements HighlightLayerPort {
  /** What each layer shows: position "x,y" → the first colour, border and alpha drawn there. */
  readonly layers = new Map<string, Map<string, { color: string; border: string; alpha: number }>>();

  addHighlightLayer(name: string): Map<string, { color: string; border: string; alpha: number }> {
    let layer = this.layers.get(name);
    if (!layer) this.layers.set(name, (layer = new Map()));
    return layer;
  }

  clearHighlightLayer(name: string): void {
    this.layers.get(name)?.clear();
  }

  highlightPosition(
    name: string,
    o: { x: number; y: number; color: string; border: string; alpha: number },
  ): void {
    const layer = this.layers.get(name);
    if (!layer) return; // Foundry: no such layer, nothing drawn.
    const key = `${o.x},${o.y}`;
    if (layer.has(key)) return; // GridHighlight#highlight returned false: already highlighted.
    layer.set(key, { color: o.color, border: o.border, alpha: o.alpha });
  }
}
