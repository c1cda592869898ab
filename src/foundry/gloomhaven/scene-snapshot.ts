// The few things the hex boundary reads from a Foundry scene, as small plain interfaces.
// snapshot-from-canvas.ts fills them from the live canvas (type-checked against fvtt-types);
// tests fill them with small fakes (test/foundry/runtime/ports.ts).

/** A point in scene pixels (y down). */
export interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

/** A grid offset as Foundry names it: i = row, j = column. */
export interface GridOffset {
  readonly i: number;
  readonly j: number;
}

/** The part of `canvas.grid` (foundry.grid.BaseGrid) the boundary uses. */
export interface GridPort {
  /** CONST.GRID_TYPES: 0 gridless, 1 square, 2 HEXODDR, 3 HEXEVENR, 4 HEXODDQ, 5 HEXEVENQ. */
  readonly type: number;
  readonly size: number;
  getOffset(point: PixelPoint): GridOffset;
  getCenterPoint(offset: GridOffset): PixelPoint;
  getTopLeftPoint(offset: GridOffset): PixelPoint;
  /** Foundry's own neighbours, used to check the layout once per read. */
  getAdjacentOffsets(offset: GridOffset): GridOffset[];
}

/** An axis-aligned rectangle in scene pixels. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A wall: its segment and what it restricts (WallDocument fields c, move, sight, door, ds). */
export interface WallSnapshot {
  readonly id: string;
  /** [x0, y0, x1, y1] */
  readonly c: readonly number[];
  /** CONST.WALL_MOVEMENT_TYPES: 0 = none. */
  readonly move: number;
  /** CONST.WALL_SENSE_TYPES: 0 = none. */
  readonly sight: number;
  /** CONST.WALL_DOOR_TYPES: 0 = not a door. */
  readonly door: number;
  /** CONST.WALL_DOOR_STATES: 0 closed, 1 open, 2 locked. */
  readonly ds: number;
}

/** A Scene Region: its module flag, its behaviours and a point test. */
export interface RegionSnapshot {
  readonly id: string;
  readonly name: string;
  /** The raw `flags.monster-autopilot.terrain` value (validated by the boundary). */
  readonly terrainFlag: unknown;
  readonly behaviors: readonly {
    readonly type: string;
    readonly disabled: boolean;
    readonly system: unknown;
  }[];
  readonly bounds: PixelRect;
  testPoint(point: PixelPoint & { readonly elevation: number }): boolean;
}

/** A token, with what decides its side and whether it can be focused. */
export interface TokenSnapshot {
  readonly id: string;
  readonly name: string;
  readonly center: PixelPoint;
  /** Elevation in grid units (`TokenDocument#elevation`): regions are tested there for the acting token. */
  readonly elevation: number;
  /** Grid spaces wide and high. */
  readonly width: number;
  readonly height: number;
  /** CONST.TOKEN_DISPOSITIONS: -2 secret, -1 hostile, 0 neutral, 1 friendly. */
  readonly disposition: number;
  /** Hidden from players by the GM. */
  readonly hidden: boolean;
  readonly hasPlayerOwner: boolean;
  /** Status effect ids on the token's actor (e.g. "invisible", "stun"). */
  readonly statuses: ReadonlySet<string>;
  /** The raw `flags.monster-autopilot.side` value of the token. */
  readonly sideFlag: unknown;
  /** The raw `flags.monster-autopilot.summoner` value: the id of the character token that summoned it. */
  readonly summonerFlag: unknown;
}

/** A combatant of the scene's combat, in the tracker's turn order. */
export interface CombatantSnapshot {
  readonly tokenId: string | null;
  readonly initiative: number | null;
}

/** Everything the boundary reads from one scene. */
export interface SceneSnapshot {
  readonly sceneId: string;
  readonly sceneName: string;
  readonly grid: GridPort;
  /** The scene rectangle inside the padding (`scene.dimensions.sceneRect`). */
  readonly sceneRect: PixelRect;
  readonly walls: readonly WallSnapshot[];
  readonly regions: readonly RegionSnapshot[];
  readonly tokens: readonly TokenSnapshot[];
  /** The scene's active combat in turn order; empty when there is none. */
  readonly combatants: readonly CombatantSnapshot[];
  /** The raw `flags.monster-autopilot.links` value: the linked hex pairs (hex-links.ts); absent when unset. */
  readonly linksFlag?: unknown;
}
