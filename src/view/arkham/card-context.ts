import { DIMENSION_SYMBOLS, normaliseDimension, type DimensionSymbol } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { setLabel, SYMBOL_GLYPHS, SYMBOL_LABEL_KEYS } from "./labels";

/** A dimension symbol as drawn in the windows: glyph and localized name. */
export interface SymbolView {
  readonly id: DimensionSymbol;
  readonly glyph: string;
  readonly label: string;
}

/** A Mythos card as the searchable list needs it (the preset's name, set and movement boxes). */
export interface CardSummary {
  readonly name: string;
  readonly set: string;
  readonly white: readonly string[];
  readonly black: readonly string[];
}

/** One row of the card list: its boxes as symbols, and a lower-case text the search box matches. */
export interface CardRow {
  readonly name: string;
  readonly set: string;
  /** The game box's localized name ("Curse of the Dark Pharaoh"). */
  readonly setLabel: string;
  readonly white: readonly SymbolView[];
  readonly black: readonly SymbolView[];
  readonly selected: boolean;
  readonly search: string;
}

/** One of the nine symbols in the hand-set boxes. */
export interface SymbolToggle extends SymbolView {
  readonly inWhite: boolean;
  readonly inBlack: boolean;
}

/** A symbol name as a {@link SymbolView}; names that are none of the nine symbols are dropped. */
export function viewSymbols(names: readonly string[], i18n: Localizer): SymbolView[] {
  return names.flatMap((name) => {
    const id = normaliseDimension(name);
    return id === undefined
      ? []
      : [{ id, glyph: SYMBOL_GLYPHS[id], label: i18n.localize(SYMBOL_LABEL_KEYS[id]) }];
  });
}

/** The preset's Mythos cards as list rows, the chosen one marked (searchable list showing both boxes and the game box by name). */
export function buildCardRows(
  cards: readonly CardSummary[],
  chosen: string | null,
  i18n: Localizer,
): CardRow[] {
  return cards.map((card) => {
    const white = viewSymbols(card.white, i18n);
    const black = viewSymbols(card.black, i18n);
    const set = setLabel(card.set, i18n);
    const words = [card.name, set, card.set, ...[...white, ...black].map((s) => s.label)];
    return {
      name: card.name,
      set: card.set,
      setLabel: set,
      white,
      black,
      selected: card.name === chosen,
      search: words.join(" ").toLowerCase(),
    };
  });
}

/** The nine symbols with their place in the hand-set white and black boxes. */
export function buildSymbolToggles(
  white: readonly string[],
  black: readonly string[],
  i18n: Localizer,
): SymbolToggle[] {
  const inWhite = new Set(white.map(normaliseDimension));
  const inBlack = new Set(black.map(normaliseDimension));
  return DIMENSION_SYMBOLS.map((id) => ({
    id,
    glyph: SYMBOL_GLYPHS[id],
    label: i18n.localize(SYMBOL_LABEL_KEYS[id]),
    inWhite: inWhite.has(id),
    inBlack: inBlack.has(id),
  }));
}
