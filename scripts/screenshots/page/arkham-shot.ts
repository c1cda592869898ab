// The Mythos movement window: its template (templates/arkham/mythos.hbs) over the context the
// Foundry window builds (src/view/arkham), as the sandbox's Mythos panel renders it, for the
// sandbox's first board (a Mythos card, five monsters, two investigators of equal Sneak: a tie),
// beside the sandbox's drawing of the base board with the monsters' moves.
import { baseBoard } from "../../../src/core/arkham";
import { i18n } from "../../../sandbox/ui";
import { createArkhamBoard } from "../../../sandbox/arkham/arkham-board";
import { DEFAULT_ARKHAM_STATE } from "../../../sandbox/arkham/arkham-state";
import { createMythosPanel } from "../../../sandbox/arkham/mythos-panel";
import { startSession } from "../../../sandbox/arkham/session";
import { shot, windowFrame } from "./frame";

const ignore = (): void => undefined;

/** The window and the board for the sandbox's first Arkham state. */
export function mountArkhamShot(): HTMLElement {
  const state = DEFAULT_ARKHAM_STATE;
  const session = startSession(state);
  const panel = createMythosPanel({
    selectCard: ignore,
    toggleSymbol: ignore,
    toggleModifier: ignore,
    pickOption: ignore,
    acceptMove: ignore,
    acceptAll: ignore,
    undo: ignore,
    recompute: ignore,
    rollEffect: ignore,
  });
  panel.render(state, session);
  const board = createArkhamBoard(baseBoard(), ignore, ignore);
  board.render(state, session);
  const window = windowFrame(
    ["monster-autopilot", "ma-arkham-window"],
    "fa-solid fa-route",
    i18n.localize("MONSTER_AUTOPILOT.Arkham.Mythos.Title"),
    520,
    panel.element,
  );
  return shot(
    "shot-arkham",
    `${state.card ?? ""}: each monster's move on the base board`,
    window,
    board.element,
  );
}
