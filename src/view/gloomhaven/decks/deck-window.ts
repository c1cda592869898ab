import type { AbilityCard, AbilityDeck } from "../../../core/gloomhaven/decks";
import type { Localizer } from "../../i18n";
import { buildDrawnLine, cardChoices, type StandeeName } from "./card-context";
import type { PickOption } from "./preset-data";

/** A deck of the combat as the Monster decks window shows it. */
export interface DeckWindowDeck {
  readonly deckId: string;
  readonly deckName: string;
  readonly standees: string;
  readonly drawn: boolean;
  readonly card: number | null;
  readonly initiative: number | null;
  readonly summary: string;
  readonly notes: readonly string[];
  /** Every card of the deck by initiative, the drawn one selected. */
  readonly choices: readonly PickOption[];
  readonly canUndo: boolean;
  /** Element id of its card picker. */
  readonly pickId: string;
}

/** A scene of the combat with its scenario level choices ("" = the world setting). */
export interface DeckWindowScene {
  readonly id: string;
  readonly name: string;
  /** Element id of its level select. */
  readonly inputId: string;
  readonly levels: readonly PickOption[];
}

/** The context of templates/gloomhaven/deck-window.hbs (the GM's deck controls). */
export interface DeckWindowContext {
  readonly noCombat: boolean;
  readonly round: number;
  readonly canDraw: boolean;
  readonly scenes: readonly DeckWindowScene[];
  readonly decks: readonly DeckWindowDeck[];
  readonly idPrefix: string;
}

/** What the window shows, read from the combat. */
export interface DeckWindowInput {
  readonly round: number;
  readonly worldLevel: number;
  readonly scenes: readonly { readonly id: string; readonly name: string; readonly level: number | null }[];
  readonly decks: readonly {
    readonly deck: AbilityDeck;
    readonly card: AbilityCard | null;
    readonly standees: readonly StandeeName[];
    readonly canUndo: boolean;
  }[];
  readonly idPrefix: string;
}

/** Builds the Monster decks window's context. `input` null: no combat is viewed. */
export function buildDeckWindow(input: DeckWindowInput | null, i18n: Localizer): DeckWindowContext {
  if (!input) return { noCombat: true, round: 0, canDraw: false, scenes: [], decks: [], idPrefix: "" };
  const decks = input.decks.map(({ deck, card, standees, canUndo }, index): DeckWindowDeck => {
    const line = card ? buildDrawnLine(deck, card, standees, i18n) : null;
    return {
      deckId: deck.id,
      deckName: deck.name,
      standees: line?.standees ?? buildDrawnLine(deck, deck.cards[0]!, standees, i18n).standees,
      drawn: card !== null,
      card: card?.card ?? null,
      initiative: card?.initiative ?? null,
      summary: line?.summary ?? "",
      notes: line?.notes ?? [],
      choices: cardChoices(deck, i18n).map((c) => ({ ...c, selected: c.value === String(card?.card) })),
      canUndo,
      pickId: `${input.idPrefix}-pick-${index}`,
    };
  });
  const scenes = input.scenes.map((s) => ({
    id: s.id,
    name: s.name,
    inputId: `${input.idPrefix}-level-${s.id}`,
    levels: [
      {
        value: "",
        label: i18n.format("MONSTER_AUTOPILOT.Decks.Window.LevelWorld", { level: input.worldLevel }),
        selected: s.level === null,
      },
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((l) => ({
        value: String(l),
        label: String(l),
        selected: s.level === l,
      })),
    ],
  }));
  return {
    noCombat: false,
    round: input.round,
    canDraw: input.round > 0 && decks.some((d) => !d.drawn),
    scenes,
    decks,
    idPrefix: input.idPrefix,
  };
}
