import type {
  AbilityCard,
  MonsterCatalogue,
  MonsterTypeData,
  RandomSource,
} from "../../../core/gloomhaven/decks";
import { detectSortDirection } from "../tracker-initiatives";
import {
  advanceRound,
  correctDeck,
  currentCard,
  readCombatDecks,
  type CombatDecks,
  type DeckCorrection,
} from "./combat-decks";
import { cardInitiatives, type CardHolder } from "./round-initiatives";

/** A monster standee of the combat that has a preset monster type. */
export interface DeckStandee {
  /** The combatant's id. */
  readonly id: string;
  readonly name: string;
  readonly type: MonsterTypeData;
  readonly elite: boolean;
  readonly standee: number;
  readonly initiative: number | null;
}

/** What the round draw needs from a Combat; the real one lives in combat-port.ts, tests pass fakes. */
export interface DeckCombatPort {
  readonly round: number;
  /** The combat's monster standees with a preset type (found through combatant.token, never combat.scene). */
  standees(): readonly DeckStandee[];
  /** The tracker's initiatives in turn order (for its sort direction). */
  trackerInitiatives(): readonly (number | null)[];
  readFlag(): unknown;
  writeFlag(value: CombatDecks): Promise<void>;
  setInitiatives(changes: ReadonlyMap<string, number>): Promise<void>;
}

/** One deck's card this round and the standees that act on it. */
export interface DrawnDeck {
  readonly deckId: string;
  readonly card: AbilityCard;
  readonly standees: readonly DeckStandee[];
}

/** The outcome of a draw or correction: the drawn decks, and whether the stored flag was damaged. */
export interface DrawOutcome {
  readonly drawn: readonly DrawnDeck[];
  readonly damaged: boolean;
}

function drawnDecks(
  state: CombatDecks,
  standees: readonly DeckStandee[],
  catalogue: MonsterCatalogue,
): DrawnDeck[] {
  const byDeck = new Map<string, DeckStandee[]>();
  for (const s of standees) byDeck.set(s.type.deck, [...(byDeck.get(s.type.deck) ?? []), s]);
  return [...byDeck].flatMap(([deckId, list]) => {
    const card = currentCard(state, deckId, catalogue);
    return card ? [{ deckId, card, standees: list }] : [];
  });
}

/** Writes each standee's initiative from its deck's card (elites first, then standee number). */
async function writeInitiatives(port: DeckCombatPort, drawn: readonly DrawnDeck[]): Promise<void> {
  const holders: CardHolder[] = drawn.flatMap((d) =>
    d.standees.map((s) => ({
      id: s.id,
      type: s.type.id,
      elite: s.elite,
      standee: s.standee,
      cardInitiative: d.card.initiative,
      current: s.initiative,
    })),
  );
  const changes = cardInitiatives(holders, detectSortDirection(port.trackerInitiatives()));
  if (changes.size > 0) await port.setInitiatives(changes);
}

/**
 * Round start: one card is drawn for every monster type with a standee in the
 * combat (types sharing a deck share its card), last round's shuffle cards reshuffle their decks,
 * the state is saved on the combat and the standees' initiatives are set from the cards. A round
 * already drawn is not drawn again (a reload, a second GM, going back a round).
 */
export async function drawForRound(
  port: DeckCombatPort,
  catalogue: MonsterCatalogue,
  random: RandomSource,
): Promise<DrawOutcome & { readonly changed: boolean }> {
  const { value, damaged } = readCombatDecks(port.readFlag(), catalogue);
  const standees = port.standees();
  const inPlay = [...new Set(standees.map((s) => s.type.deck))];
  const next = advanceRound(value, port.round, inPlay, catalogue, random);
  const changed = next !== value && JSON.stringify(next) !== JSON.stringify(value);
  if (changed) await port.writeFlag(next);
  const drawn = drawnDecks(next, standees, catalogue);
  if (changed) await writeInitiatives(port, drawn);
  return { drawn, damaged, changed };
}

/** The GM's redraw, undo or pick on one deck: saved, and that deck's initiatives set again. */
export async function correctDraw(
  port: DeckCombatPort,
  deckId: string,
  correction: DeckCorrection,
  catalogue: MonsterCatalogue,
  random: RandomSource,
): Promise<DrawOutcome> {
  const { value, damaged } = readCombatDecks(port.readFlag(), catalogue);
  const next = correctDeck(
    { ...value, round: Math.max(value.round, port.round) },
    deckId,
    correction,
    catalogue,
    random,
  );
  await port.writeFlag(next);
  const drawn = drawnDecks(next, port.standees(), catalogue);
  await writeInitiatives(
    port,
    drawn.filter((d) => d.deckId === deckId),
  );
  return { drawn, damaged };
}

/** The decks of the combat as stored, with the standees acting on each (the deck window and the chat card). */
export function readDrawn(
  port: DeckCombatPort,
  catalogue: MonsterCatalogue,
): DrawOutcome & { state: CombatDecks } {
  const { value, damaged } = readCombatDecks(port.readFlag(), catalogue);
  return { state: value, drawn: drawnDecks(value, port.standees(), catalogue), damaged };
}
