import type { MoveMode } from "../../core/gloomhaven";
import type { TurnOption } from "../../core/gloomhaven";
import type { HexGridIndex } from "./grid-layout";
import type { MoveHistory } from "./move-history";

/** A waypoint of TokenDocument#move (v13): the token's top-left corner, elevation and movement action. */
export interface Waypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly action?: string;
}

/** Options passed to TokenDocument#move. */
export interface MoveOptions {
  readonly method: "api";
  readonly showRuler: boolean;
  readonly autoRotate: boolean;
  readonly animate: boolean;
  readonly constrainOptions: { readonly ignoreWalls: boolean; readonly ignoreCost: boolean };
}

/** The part of a TokenDocument that moving and undoing use. */
export interface MovableToken {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  /** The token's size in pixels (TokenDocument#getSize). */
  getSize(): { width: number; height: number };
  move(waypoints: Waypoint[], options: MoveOptions): Promise<boolean>;
}

/**
 * The Foundry movement action for a core move (IN-1): flying → fly, jump → jump, teleport → blink,
 * walk → walk; an action the world does not define (CONFIG.Token.movement.actions) is left out,
 * so the token's own default applies.
 */
export function movementActionFor(
  mode: MoveMode,
  flying: boolean,
  available: ReadonlySet<string>,
): string | undefined {
  const wanted = mode === "teleport" ? "blink" : flying ? "fly" : mode === "jump" ? "jump" : "walk";
  return available.has(wanted) ? wanted : undefined;
}

/** Where a token of this pixel size stands with its centre on the hex. */
function positionOn(
  index: HexGridIndex,
  hex: TurnOption["path"][number],
  size: { width: number; height: number },
) {
  const c = index.centerOf(hex);
  return { x: Math.round(c.x - size.width / 2), y: Math.round(c.y - size.height / 2) };
}

/**
 * The waypoints of a path (MX-6): one per hex after the start, in order; a teleport goes straight
 * to the end hex. Each carries the movement action.
 */
export function waypointsFor(
  option: TurnOption,
  index: HexGridIndex,
  token: Pick<MovableToken, "elevation" | "getSize">,
  mode: MoveMode,
  action: string | undefined,
): Waypoint[] {
  const size = token.getSize();
  const hexes = mode === "teleport" ? option.path.slice(-1) : option.path.slice(1);
  return hexes.map((h) => ({
    ...positionOn(index, h, size),
    elevation: token.elevation,
    ...(action ? { action } : {}),
  }));
}

/** What became of an accepted move: moved, refused by Foundry, not the active GM, or its undo entry not saved. */
export type AcceptOutcome = "moved" | "refused" | "inactive" | "unsaved";

/** What became of an Undo. */
export type UndoOutcome = "undone" | "nothing" | "missing" | "refused" | "inactive" | "unsaved";

const BACK_OPTIONS: MoveOptions = {
  method: "api",
  showRuler: false,
  autoRotate: false,
  animate: false,
  constrainOptions: { ignoreWalls: true, ignoreCost: true },
};

/**
 * Accepts an option: records where the token stood in the scene's undo history, then moves it
 * along the path's waypoints (TokenDocument#move, v13). Nothing moves unless the entry was saved
 * (only the active GM writes); the entry is dropped again when Foundry refuses the move.
 */
export async function acceptMove(
  token: MovableToken,
  sceneId: string,
  waypoints: Waypoint[],
  history: MoveHistory,
  options: { readonly animate: boolean },
): Promise<AcceptOutcome> {
  if (waypoints.length === 0) return "refused";
  const entry = { tokenId: token.id, x: token.x, y: token.y, elevation: token.elevation };
  const saved = await history.push(sceneId, entry);
  if (saved !== "saved") return saved;
  const moved = await token.move(waypoints, {
    method: "api",
    showRuler: true,
    autoRotate: true,
    animate: options.animate,
    constrainOptions: { ignoreWalls: true, ignoreCost: true },
  });
  if (moved) return "moved";
  await history.drop(sceneId, entry);
  return "refused";
}

/**
 * Undoes the scene's newest accepted move: the token is put back where it stood (a displacement,
 * or a blink where the world has no "displace" action), then the entry is forgotten. A token that
 * no longer exists is reported and its entry forgotten. `find` looks the token up by scene and id.
 */
export async function undoLastMove(
  history: MoveHistory,
  sceneId: string,
  find: (sceneId: string, tokenId: string) => MovableToken | undefined,
  available: ReadonlySet<string>,
): Promise<UndoOutcome> {
  if (!history.mayWrite()) return "inactive";
  const entry = history.peek(sceneId);
  if (!entry) return "nothing";
  const token = find(sceneId, entry.tokenId);
  if (!token) {
    await history.drop(sceneId, entry);
    return "missing";
  }
  const action = ["displace", "blink"].find((a) => available.has(a));
  const back = { x: entry.x, y: entry.y, elevation: entry.elevation, ...(action ? { action } : {}) };
  if (!(await token.move([back], BACK_OPTIONS))) return "refused";
  return (await history.drop(sceneId, entry)) === "unsaved" ? "unsaved" : "undone";
}

/** What the GM is told after an accepted move that did not happen. */
export const ACCEPT_OUTCOME_KEYS = {
  refused: "MONSTER_AUTOPILOT.Hex.Turn.MoveRefused",
  inactive: "MONSTER_AUTOPILOT.Hex.Turn.GMOnly",
  unsaved: "MONSTER_AUTOPILOT.Hex.Turn.HistoryUnsaved",
} as const satisfies Record<Exclude<AcceptOutcome, "moved">, string>;

/** What the GM is told after an Undo. */
export const UNDO_OUTCOME_KEYS = {
  undone: "MONSTER_AUTOPILOT.Hex.Turn.Undone",
  nothing: "MONSTER_AUTOPILOT.Hex.Turn.UndoNothing",
  missing: "MONSTER_AUTOPILOT.Hex.Turn.UndoMissing",
  refused: "MONSTER_AUTOPILOT.Hex.Turn.UndoRefused",
  inactive: "MONSTER_AUTOPILOT.Hex.Turn.GMOnly",
  unsaved: "MONSTER_AUTOPILOT.Hex.Turn.UndoUnsaved",
} as const satisfies Record<UndoOutcome, string>;
