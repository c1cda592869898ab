// The Arkham board model's public API inside the Arkham core: reading a board and its problems.
export type { BoardResult } from "./check-board";
export { loadBoard } from "./load-board";
export { parseWith } from "./zod-problems";
