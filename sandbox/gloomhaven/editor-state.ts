// The hex editor's state and its pure edits: each tool is one function from state to state.
import { compareHex, hexKey, sameHex, type Hex } from "../../src/core/hex";
import type { Board, Figure, RuleSetId, Scenario, TerrainKind, ThinWall } from "../../src/core/gloomhaven";
import type { HexLink } from "../../src/core/gloomhaven/sequence";
import type { AbilityForm } from "../../src/view/gloomhaven";
import type { SequenceForm } from "./sequence-form";

/**
 * Everything the Hex tab edits: rule set, board with figures, and the acting monster's ability in
 * the ability editor's terms (base stats plus the card's modifiers, src/view/gloomhaven/ability-form.ts).
 */
export interface HexEditorState {
  readonly ruleSet: RuleSetId;
  /** Solve with the conformance corpus's semantics (teleport blocked by wall lines, DEV-1). */
  readonly corpus: boolean;
  readonly scenario: Scenario;
  /** Frosthaven linked hex pairs (LH-1…LH-8): adjacent for movement only, drawn on the board. */
  readonly links: readonly HexLink[];
  readonly ability: AbilityForm;
  /**
   * The whole card as a list of abilities (SQ-1), played by the sequence engine; absent while the
   * editor holds one move and one attack (`ability`, the single-turn solver).
   */
  readonly sequence?: SequenceForm;
}

/** The default frame of a new board: the 16×7 odd-q rectangle the conformance boards use. */
export const DEFAULT_COLUMNS = 16;
export const DEFAULT_ROWS = 7;

/** Axial hex of an odd-q offset cell (column q, row r + floor(q/2)), as in the conformance README. */
export function cellHex(column: number, row: number): Hex {
  return { q: column, r: row - Math.floor(column / 2) };
}

/** The odd-q row of a hex. */
export function hexRow(h: Hex): number {
  return h.r + Math.floor(h.q / 2);
}

function setBoard(state: HexEditorState, board: Partial<Board>): HexEditorState {
  return { ...state, scenario: { ...state.scenario, board: { ...state.scenario.board, ...board } } };
}

function setFigures(state: HexEditorState, figures: readonly Figure[], activeId?: string): HexEditorState {
  return {
    ...state,
    scenario: { ...state.scenario, figures, activeId: activeId ?? state.scenario.activeId },
  };
}

const without = (list: readonly Hex[], at: Hex): Hex[] => list.filter((h) => !sameHex(h, at));

/** The figure standing on a hex, if any. */
export function figureAt(state: HexEditorState, at: Hex): Figure | undefined {
  return state.scenario.figures.find((f) => sameHex(f.at, at));
}

/** Whether a hex is playable floor (not wall, not void). */
export function isFloor(state: HexEditorState, at: Hex): boolean {
  return state.scenario.board.hexes.some((h) => sameHex(h, at));
}

/** Makes a hex playable floor (a wall hex or void becomes floor). */
function ensureFloor(state: HexEditorState, at: Hex): HexEditorState {
  if (isFloor(state, at)) return state;
  const board = state.scenario.board;
  return setBoard(state, { hexes: [...board.hexes, at], wallHexes: without(board.wallHexes, at) });
}

/** A fresh id in the case format's style ("character-3", "monster-2": src/core/gloomhaven-cases/schema.ts). */
function nextId(state: HexEditorState, side: "character" | "monster"): string {
  const used = new Set(state.scenario.figures.map((f) => f.id));
  let n = 1;
  while (used.has(`${side}-${n}`)) n++;
  return `${side}-${n}`;
}

/** Places a character with an initiative (0 = not given); replaces whatever figure stood there. */
export function placeCharacter(state: HexEditorState, at: Hex, initiative: number): HexEditorState {
  const floor = ensureFloor(removeFigure(state, at), at);
  const figure: Figure = {
    id: nextId(floor, "character"),
    at,
    side: "character",
    turnOrder: initiative > 0 ? [initiative] : [],
  };
  return setFigures(floor, [...floor.scenario.figures, figure]);
}

/** Places a monster; `active` makes it the acting monster (an existing monster there just becomes active). */
export function placeMonster(state: HexEditorState, at: Hex, active: boolean): HexEditorState {
  const existing = figureAt(state, at);
  if (existing?.side === "monster")
    return active ? setFigures(state, state.scenario.figures, existing.id) : state;
  const floor = ensureFloor(removeFigure(state, at), at);
  const id = nextId(floor, "monster");
  const figure: Figure = { id, at, side: "monster", turnOrder: [] };
  return setFigures(floor, [...floor.scenario.figures, figure], active ? id : undefined);
}

/** Removes the figure on a hex (the acting monster too: the answer then reports it missing). */
export function removeFigure(state: HexEditorState, at: Hex): HexEditorState {
  return setFigures(
    state,
    state.scenario.figures.filter((f) => !sameHex(f.at, at)),
  );
}

/** Moves a figure to another floor hex; a figure already there swaps places with it. */
export function moveFigure(state: HexEditorState, id: string, to: Hex): HexEditorState {
  const moving = state.scenario.figures.find((f) => f.id === id);
  if (!moving || sameHex(moving.at, to) || !isFloor(state, to)) return state;
  const figures = state.scenario.figures.map((f) =>
    f.id === id ? { ...f, at: to } : sameHex(f.at, to) ? { ...f, at: moving.at } : f,
  );
  return setFigures(state, figures);
}

/** Sets a character's initiative (0 = not given). */
export function setInitiative(state: HexEditorState, id: string, initiative: number): HexEditorState {
  const figures = state.scenario.figures.map((f) =>
    f.id === id ? { ...f, turnOrder: initiative > 0 ? [initiative] : [] } : f,
  );
  return setFigures(state, figures);
}

/** Toggles a terrain overlay on a floor hex (a different overlay there is replaced). */
export function toggleTerrain(state: HexEditorState, at: Hex, kind: TerrainKind): HexEditorState {
  const floor = ensureFloor(state, at);
  const terrain = floor.scenario.board.terrain;
  const current = terrain.find((t) => sameHex(t.at, at));
  const rest = terrain.filter((t) => !sameHex(t.at, at));
  return setBoard(floor, { terrain: current?.kind === kind ? rest : [...rest, { at, kind }] });
}

/** Toggles a hex between floor and solid wall; a new wall hex loses its figure and terrain. */
export function toggleWallHex(state: HexEditorState, at: Hex): HexEditorState {
  const board = state.scenario.board;
  if (board.wallHexes.some((h) => sameHex(h, at))) return ensureFloor(state, at);
  const cleared = removeFigure(state, at);
  return setBoard(cleared, {
    hexes: without(board.hexes, at),
    wallHexes: [...board.wallHexes, at],
    terrain: board.terrain.filter((t) => !sameHex(t.at, at)),
  });
}

/** Toggles a hex between floor and void (off the map: never entered, no line-of-sight block on conformance boards). */
export function toggleVoid(state: HexEditorState, at: Hex): HexEditorState {
  const board = state.scenario.board;
  if (!isFloor(state, at) && !board.wallHexes.some((h) => sameHex(h, at))) return ensureFloor(state, at);
  const cleared = removeFigure(state, at);
  return setBoard(cleared, {
    hexes: without(board.hexes, at),
    wallHexes: without(board.wallHexes, at),
    terrain: board.terrain.filter((t) => !sameHex(t.at, at)),
  });
}

/** The canonical form of a thin wall: its two hexes in q, r order. */
function normaliseWall(a: Hex, b: Hex): ThinWall {
  return compareHex(a, b) <= 0 ? [a, b] : [b, a];
}

const wallKey = (wall: ThinWall): string => {
  const [a, b] = normaliseWall(wall[0], wall[1]);
  return `${hexKey(a)}|${hexKey(b)}`;
};

/** Toggles the thin wall on the edge shared by two neighbouring hexes (BM-4). */
export function toggleThinWall(state: HexEditorState, a: Hex, b: Hex): HexEditorState {
  const key = wallKey([a, b]);
  const walls = state.scenario.board.thinWalls;
  const present = walls.some((w) => wallKey(w) === key);
  return setBoard(state, {
    thinWalls: present ? walls.filter((w) => wallKey(w) !== key) : [...walls, normaliseWall(a, b)],
  });
}

/** Whether a thin wall lies on the edge between two hexes. */
export function hasThinWall(state: HexEditorState, a: Hex, b: Hex): boolean {
  const key = wallKey([a, b]);
  return state.scenario.board.thinWalls.some((w) => wallKey(w) === key);
}

/** Sets the thin walls on edges (each a pair of neighbouring hexes) present or absent: one wall stroke. */
export function setThinWalls(
  state: HexEditorState,
  edges: readonly (readonly [Hex, Hex])[],
  present: boolean,
): HexEditorState {
  const keys = new Set(edges.map(([a, b]) => wallKey([a, b])));
  const kept = state.scenario.board.thinWalls.filter((w) => !keys.has(wallKey(w)));
  const added = present
    ? [...new Map(edges.map(([a, b]) => [wallKey([a, b]), normaliseWall(a, b)])).values()]
    : [];
  return setBoard(state, { thinWalls: [...kept, ...added] });
}

/**
 * Clears one thing at a hex, the most visible first: its figure, else its terrain, else a wall hex
 * (it becomes floor), else the thin wall on the given edge (between `at` and `beyond`).
 */
export function eraseHex(state: HexEditorState, at: Hex, beyond?: Hex): HexEditorState {
  if (figureAt(state, at)) return removeFigure(state, at);
  const terrain = state.scenario.board.terrain;
  if (terrain.some((t) => sameHex(t.at, at)))
    return setBoard(state, { terrain: terrain.filter((t) => !sameHex(t.at, at)) });
  if (state.scenario.board.wallHexes.some((h) => sameHex(h, at))) return ensureFloor(state, at);
  if (beyond && hasThinWall(state, at, beyond)) return toggleThinWall(state, at, beyond);
  return state;
}
