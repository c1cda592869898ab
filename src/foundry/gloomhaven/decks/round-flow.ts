import { monsterCatalogue } from "../../../core/gloomhaven/decks";
import { foundryLocalizer } from "../../foundry-localizer";
import { closeTurnWindow } from "../open-turn";
import { isHexScene } from "./scene-grid";
import { sideOfToken } from "../token-side";
import { triggerSetting } from "../settings";
import { onCombatTurnChange } from "../turn-trigger";
import { postDrawnCards } from "./chat-card";
import type { DeckCorrection } from "./combat-decks";
import { combatPort } from "./combat-port";
import { correctDraw, drawForRound } from "./round-start";

/** Opens the Monster turn window for a token (register.ts passes openMonsterTurn with its services). */
export type OpenTurn = (token: TokenDocument.Implementation) => void;

/**
 * After the cards changed: the monster windows of this combat opened before (with last round's or
 * no card) are closed (and their closing awaited), and the current combatant's window opens again through the turn trigger,
 * now prefilled from its drawn card. At a new round the turn goes back to the first combatant of
 * the new order (the initiatives moved).
 */
async function restartTurn(
  combat: Combat.Implementation,
  newRound: boolean,
  openTurn: OpenTurn,
): Promise<void> {
  // Each window must have finished closing before its token's window opens again.
  await Promise.all(
    combat.combatants.contents.map((c) => (c.tokenId ? closeTurnWindow(c.tokenId) : undefined)),
  );
  if (newRound && combat.turn !== 0) await combat.update({ turn: 0 });
  const current = combat.combatant;
  const token = current?.token;
  if (!current || !token) return;
  onCombatTurnChange(
    { sceneId: current.sceneId ?? token.parent?.id ?? null, tokenId: token.id ?? null },
    {
      isActiveGM: () => game.user?.isActiveGM ?? false,
      trigger: triggerSetting,
      viewedSceneId: () => canvas?.scene?.id ?? null,
      isHexScene,
      sideOf: sideOfToken,
      open: (sceneId, tokenId) => {
        const found = game.scenes?.get(sceneId)?.tokens.get(tokenId);
        if (found) openTurn(found);
      },
    },
  );
}

/** Warns the GM once that a damaged decks flag was started fresh. */
function warnDamaged(damaged: boolean): void {
  if (damaged)
    ui.notifications?.warn(foundryLocalizer().localize("MONSTER_AUTOPILOT.Decks.Problems.Damaged"));
}

/**
 * Round start on the active GM's client (issue 16 item 2): draws, saves, sets initiatives, posts
 * the chat card and reopens the current turn prefilled. A round already drawn does nothing.
 */
export async function onRoundStart(combat: Combat.Implementation, openTurn: OpenTurn): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const outcome = await drawForRound(combatPort(combat), monsterCatalogue(), Math.random);
  warnDamaged(outcome.damaged);
  if (!outcome.changed) return;
  await postDrawnCards(combat.round ?? 0, outcome.drawn, foundryLocalizer());
  await restartTurn(combat, true, openTurn);
}

/** Draws now for the combat's round (the GM's "Draw" button, e.g. with automatic drawing off). */
export async function drawNow(combat: Combat.Implementation, openTurn: OpenTurn): Promise<void> {
  const outcome = await drawForRound(combatPort(combat), monsterCatalogue(), Math.random);
  warnDamaged(outcome.damaged);
  if (!outcome.changed) return;
  await postDrawnCards(combat.round ?? 0, outcome.drawn, foundryLocalizer());
  await restartTurn(combat, false, openTurn);
}

/** The GM's redraw, undo or pick on one deck: saved, initiatives set again, the current turn reopened. */
export async function applyCorrection(
  combat: Combat.Implementation,
  deckId: string,
  correction: DeckCorrection,
  openTurn: OpenTurn,
): Promise<void> {
  const outcome = await correctDraw(combatPort(combat), deckId, correction, monsterCatalogue(), Math.random);
  warnDamaged(outcome.damaged);
  await restartTurn(combat, false, openTurn);
}
