// The board editing tools: what a click (or Enter on the keyboard cursor) does with each tool. The
// Move and Link hexes tools pick hexes in two steps, which the board's input handles (board-input.ts).
import type { Direction, Hex } from "../../src/core/hex";
import { TERRAIN_KINDS, type TerrainKind } from "../../src/core/gloomhaven";
import { edgeHexes } from "./board-layout";
import {
  placeCharacter,
  placeMonster,
  toggleTerrain,
  toggleThinWall,
  toggleVoid,
  toggleWallHex,
  type HexEditorState,
} from "./editor-state";
import { eraseWithLinks } from "./link-edits";

/** Every tool of the Hex tab's toolbar, in toolbar order. */
export const HEX_TOOLS = [
  "move",
  "character",
  "monster",
  "active",
  ...TERRAIN_KINDS,
  "wall-hex",
  "thin-wall",
  "void",
  "link",
  "erase",
] as const;
export type HexTool = (typeof HEX_TOOLS)[number];

/** Where a tool is applied: a hex, and for thin walls one of its edges. */
export interface ToolTarget {
  readonly hex: Hex;
  readonly edge: Direction;
}

const isTerrain = (tool: HexTool): tool is TerrainKind => (TERRAIN_KINDS as readonly string[]).includes(tool);

/** Applies a tool at a target; `initiative` is used by the character tool. The Move and Link tools edit nothing here. */
export function applyTool(
  state: HexEditorState,
  tool: HexTool,
  target: ToolTarget,
  initiative: number,
): HexEditorState {
  const { hex } = target;
  if (isTerrain(tool)) return toggleTerrain(state, hex, tool);
  switch (tool) {
    case "move":
    case "link":
      return state;
    case "character":
      return placeCharacter(state, hex, initiative);
    case "monster":
      return placeMonster(state, hex, false);
    case "active":
      return placeMonster(state, hex, true);
    case "wall-hex":
      return toggleWallHex(state, hex);
    case "thin-wall": {
      const [a, b] = edgeHexes(hex, target.edge);
      return toggleThinWall(state, a, b);
    }
    case "void":
      return toggleVoid(state, hex);
    case "erase":
      return eraseWithLinks(state, hex, edgeHexes(hex, target.edge)[1]);
  }
}
