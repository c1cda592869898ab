import { monsterCatalogue } from "../../../core/gloomhaven/decks";
import { buildDrawnLine, type DrawnDeckLine } from "../../../view/gloomhaven/decks";
import type { Localizer } from "../../../view";
import { templatePath } from "../../constants";
import { chatVisibilitySetting } from "./deck-settings";
import type { DrawnDeck } from "./round-start";

/** The chat card's lines: one per drawn deck, by initiative. */
function drawnLines(drawn: readonly DrawnDeck[], i18n: Localizer): DrawnDeckLine[] {
  const catalogue = monsterCatalogue();
  return drawn
    .flatMap((d) => {
      const deck = catalogue.deckById.get(d.deckId);
      return deck ? [buildDrawnLine(deck, d.card, d.standees, i18n)] : [];
    })
    .sort((a, b) => a.initiative - b.initiative || a.deckName.localeCompare(b.deckName));
}

/**
 * Posts the round's drawn cards to chat with a one-line summary each: whispered
 * to the GMs, or to everyone, by the "deckChatVisibility" setting. Nothing is posted without a card.
 */
export async function postDrawnCards(
  round: number,
  drawn: readonly DrawnDeck[],
  i18n: Localizer,
): Promise<void> {
  const decks = drawnLines(drawn, i18n);
  if (decks.length === 0) return;
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("gloomhaven/deck-chat.hbs"),
    {
      round,
      decks,
    },
  );
  const whisper =
    chatVisibilitySetting() === "gm" ? ChatMessage.getWhisperRecipients("GM").map((u) => u.id) : [];
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ alias: i18n.localize("MONSTER_AUTOPILOT.Decks.Window.Title") }),
    content,
    whisper,
  });
}
