// The one-turn window's Move and Undo (a card of one move and one attack, or set by hand): the
// controller's outcome told to the GM, the window re-rendered around it.
import type { Localizer } from "../../view";
import { reportRejection } from "../report-failure";
import type { MonsterTurnInput } from "./monster-turn-input";
import { ACCEPT_OUTCOME_KEYS, UNDO_OUTCOME_KEYS, type AcceptOutcome } from "./token-mover";

/** Tells the GM what became of an accepted move that did not simply complete (`stoppedAt`: the hex it stopped on). */
export function tellOutcome(i18n: Localizer, stoppedAt: string | null, outcome: AcceptOutcome): void {
  if (outcome === "moved") return;
  if (outcome === "stopped")
    ui.notifications?.warn(i18n.format(ACCEPT_OUTCOME_KEYS.stopped, { hex: stoppedAt ?? "?" }));
  else if (outcome === "paused") ui.notifications?.info(i18n.localize(ACCEPT_OUTCOME_KEYS.paused));
  else ui.notifications?.warn(i18n.localize(ACCEPT_OUTCOME_KEYS[outcome]));
}

/**
 * Move in the one-turn window: moves the token along the chosen option, remembers the card for the
 * type once the token went (in full, in part or under way), tells the GM any other outcome, and
 * for a move Foundry paused tells again once it settles.
 */
export async function acceptOneTurn(input: MonsterTurnInput, rerender: () => void): Promise<void> {
  const { controller, i18n } = input;
  const moving = controller.accept();
  rerender();
  const outcome = await moving;
  if (outcome === "moved" || outcome === "stopped" || outcome === "paused") input.onCardUsed(controller.form);
  tellOutcome(i18n, controller.stoppedAt, outcome);
  rerender();
  const settling = outcome === "paused" ? controller.settling : null;
  if (settling)
    reportRejection(
      settling.then((later) => {
        if (later) tellOutcome(i18n, controller.stoppedAt, later);
        rerender();
      }),
      "MONSTER_AUTOPILOT.Reported.PausedMove",
    );
}

/** Undo in the one-turn window: puts the last moved token back, says why when it could not, computes again. */
export async function undoOneTurn(input: MonsterTurnInput, rerender: () => void): Promise<void> {
  const outcome = await input.controller.undo();
  if (outcome !== "undone") ui.notifications?.warn(input.i18n.localize(UNDO_OUTCOME_KEYS[outcome]));
  input.controller.recompute(true);
  rerender();
}
