/** Kinds of board area (spec §1): monsters never move to Lost in Time and Space or Other Worlds. */
export const AREA_KINDS = ["street", "location", "sky", "outskirts"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** An area id as written in the board file ("rivertown", "black-cave", "sky"). */
export type AreaId = string;

/** The two movement-box colours of a Mythos card, and the arrows they follow (spec §2–3). */
export type ArrowColour = "white" | "black";

/** An arrow's printed colour: "both" is a two-colour arrow that counts as white and as black (spec §1). */
export type ArrowKind = ArrowColour | "both";

/** One board area with its flags (spec §1); flags are false unless the data sets them. */
export interface Area {
  readonly id: AreaId;
  readonly kind: AreaKind;
  /** Printed name, when the board file gives one (used to bind scene regions by name). */
  readonly name?: string;
  /** Gates can open here; stalkers chase into unstable locations (spec §3). */
  readonly unstable: boolean;
  /** Aquatic location (expansion markers); aquatic monsters jump between these (spec §3). */
  readonly aquatic: boolean;
  /** The Hound of Tindalos ignores investigators here (spec §5). */
  readonly refuge: boolean;
}

/** An arrow leading out of `from` into `to` (spec §1). */
export interface Arrow {
  readonly from: AreaId;
  readonly to: AreaId;
  readonly colour: ArrowKind;
}

/** The arrows leading out of one area, by colour (a two-colour arrow fills both). */
export interface ArrowsOut {
  readonly white?: AreaId;
  readonly black?: AreaId;
}

/**
 * The canonical, validated Arkham board (spec §1). Build it only with the loaders
 * (`loadBoard`, `loadPresetBoard`, `baseBoard`); it is immutable and indexed for lookups.
 * Plain adjacency excludes the Sky: the Sky is adjacent to every street for flying monsters only.
 */
export interface Board {
  /** Areas in file order. */
  readonly areas: readonly Area[];
  /** Undirected plain connections, each pair once, as [a, b]. */
  readonly adjacent: readonly (readonly [AreaId, AreaId])[];
  readonly arrows: readonly Arrow[];
  readonly areaById: ReadonlyMap<AreaId, Area>;
  /** Plain neighbours of each area (sorted ids; the Sky is in no list). */
  readonly neighbours: ReadonlyMap<AreaId, readonly AreaId[]>;
  readonly arrowsOut: ReadonlyMap<AreaId, ArrowsOut>;
  /** Id of the one Sky area. */
  readonly skyId: AreaId;
  /** Ids of every street area (file order). */
  readonly streetIds: readonly AreaId[];
}

/** The nine dimension symbols (spec §2; aliases are normalised by `normaliseDimension`). */
export const DIMENSION_SYMBOLS = [
  "circle",
  "crescent",
  "diamond",
  "hexagon",
  "plus",
  "slash",
  "square",
  "star",
  "triangle",
] as const;
export type DimensionSymbol = (typeof DIMENSION_SYMBOLS)[number];

/**
 * A monster's movement type, from its border colour (spec §3): normal = black, stationary =
 * yellow, fast = red, special = green, flying = sky blue, aquatic = orange, stalker = purple;
 * "none" = no movement border (e.g. Being of Ib in monsters.json).
 */
export const MOVEMENT_TYPES = [
  "normal",
  "stationary",
  "fast",
  "special",
  "flying",
  "aquatic",
  "stalker",
  "none",
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
