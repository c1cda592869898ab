// The board a visitor sees first: an open 16×7 room, one monster facing one character.
import { defaultAbilityForm, type AbilityForm } from "../../src/view/gloomhaven";
import { cellHex, DEFAULT_COLUMNS, DEFAULT_ROWS, type HexEditorState } from "./editor-state";

/** A plain single-target melee attack with Move 2: the starting ability of the editor. */
const DEFAULT_ABILITY: AbilityForm = defaultAbilityForm({ move: 2, range: 0, flying: false });

/** An empty open board of the default size. */
export function emptyState(): HexEditorState {
  const hexes = [];
  for (let column = 0; column < DEFAULT_COLUMNS; column++)
    for (let row = 0; row < DEFAULT_ROWS; row++) hexes.push(cellHex(column, row));
  return {
    ruleSet: "frosthaven",
    corpus: false,
    scenario: {
      board: { hexes, wallHexes: [], thinWalls: [], terrain: [], voidBlocksLos: false },
      figures: [],
      activeId: "",
    },
    links: [],
    ability: DEFAULT_ABILITY,
  };
}

/** The first board: a monster four hexes from a character, an obstacle between them. */
export function defaultState(): HexEditorState {
  const empty = emptyState();
  return {
    ...empty,
    scenario: {
      ...empty.scenario,
      board: { ...empty.scenario.board, terrain: [{ at: cellHex(6, 3), kind: "obstacle" }] },
      figures: [
        { id: "monster-1", at: cellHex(4, 3), side: "monster", turnOrder: [] },
        { id: "character-1", at: cellHex(9, 3), side: "character", turnOrder: [30] },
        { id: "character-2", at: cellHex(10, 5), side: "character", turnOrder: [12] },
      ],
      activeId: "monster-1",
    },
  };
}
