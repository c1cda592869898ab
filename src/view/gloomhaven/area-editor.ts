import { hexDistance, sameHex, type Hex } from "../../core/hex";

/** How the scene draws its hexes: flat-topped (HEXODDQ/HEXEVENQ) or pointy-topped (HEXODDR/HEXEVENR). */
export type HexOrientation = "flat" | "pointy";

/** One clickable cell of the area-pattern editor. */
export interface AreaCell {
  readonly q: number;
  readonly r: number;
  /** SVG polygon points ("x,y x,y ..."). */
  readonly points: string;
  readonly selected: boolean;
  /** The attacker's own hex of a melee pattern: shown, never selectable (IN-3). */
  readonly attacker: boolean;
  /** Hexes from the pattern's centre (the attacker's hex of a melee pattern), for the cell's label. */
  readonly distance: number;
}

/** The area-pattern editor drawn as a small hex grid (IN-3 patterns as axial offsets). */
export interface AreaEditorContext {
  readonly viewBox: string;
  readonly cells: readonly AreaCell[];
  /** "attacker": melee pattern around the attacker; "free": ranged pattern placed anywhere. */
  readonly origin: "attacker" | "free";
  readonly count: number;
  /** Message key of each cell's accessible name ({q}, {r}, {distance} from the centre). */
  readonly cellLabel: string;
}

const SQRT3 = Math.sqrt(3);
const CELL = 10;

/** Centre of an axial offset, y down, in the given orientation (matches Foundry's four hex layouts). */
function cellCenter(h: Hex, orientation: HexOrientation): { x: number; y: number } {
  return orientation === "flat"
    ? { x: CELL * 1.5 * h.q, y: CELL * SQRT3 * (h.r + h.q / 2) }
    : { x: CELL * SQRT3 * (h.q + h.r / 2), y: CELL * 1.5 * h.r };
}

function round(n: number): string {
  return (Math.round(n * 100) / 100).toString();
}

function cellPoints(h: Hex, orientation: HexOrientation): string {
  const c = cellCenter(h, orientation);
  const start = orientation === "flat" ? 0 : 30;
  const inner = CELL * 0.94;
  return [0, 1, 2, 3, 4, 5]
    .map((k) => {
      const a = ((start + 60 * k) * Math.PI) / 180;
      return `${round(c.x + inner * Math.cos(a))},${round(c.y + inner * Math.sin(a))}`;
    })
    .join(" ");
}

/** Every offset within `radius` of the origin, row by row. */
function hexesWithin(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let r = -radius; r <= radius; r++)
    for (let q = -radius; q <= radius; q++)
      if (hexDistance({ q, r }, { q: 0, r: 0 }) <= radius) out.push({ q, r });
  return out;
}

/** Builds the editor grid for a pattern; `melee` marks the centre as the attacker's hex (IN-3). */
export function buildAreaEditor(
  area: readonly Hex[],
  melee: boolean,
  orientation: HexOrientation,
  radius = 3,
): AreaEditorContext {
  const cells = hexesWithin(radius).map((h) => {
    const attacker = melee && h.q === 0 && h.r === 0;
    return {
      q: h.q,
      r: h.r,
      points: cellPoints(h, orientation),
      selected: !attacker && area.some((a) => sameHex(a, h)),
      attacker,
      distance: hexDistance(h, { q: 0, r: 0 }),
    };
  });
  const extent = CELL * (radius * (orientation === "flat" ? 1.5 : SQRT3) + 1.2);
  const extentY = CELL * (radius * (orientation === "flat" ? SQRT3 : 1.5) + 1.2);
  return {
    viewBox: `${round(-extent)} ${round(-extentY)} ${round(2 * extent)} ${round(2 * extentY)}`,
    cells,
    origin: melee ? "attacker" : "free",
    count: cells.filter((c) => c.selected).length,
    cellLabel: melee
      ? "MONSTER_AUTOPILOT.Hex.Ability.AreaCellMelee"
      : "MONSTER_AUTOPILOT.Hex.Ability.AreaCellRanged",
  };
}
