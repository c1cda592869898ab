import type { Hex } from "../hex";

/**
 * The hex of a board node. Node numbers come only from the board's own index (`indexOf`, the
 * neighbour table, the mover's start), so a node without a hex is a programming error: it throws
 * instead of handing `undefined` on.
 */
export function hexOfNode(board: { readonly hexes: readonly Hex[] }, node: number): Hex {
  const hex = board.hexes[node];
  if (hex === undefined) throw new Error(`node ${node} is not on the board (${board.hexes.length} nodes)`);
  return hex;
}
