import {
  byHandReason,
  cardSequence,
  type AbilityDeck,
  type ByHandReason,
  type CardSequence,
  type MonsterCatalogue,
  type MonsterTypeData,
} from "../core/gloomhaven/decks";

/** What the GM resolves by hand for each reason (SQ-0 exclusions), as the command line prints it. */
const BY_HAND_TEXT: Readonly<Record<ByHandReason, string>> = {
  "boss-special": "the boss's Special 1/2 (its stat card)",
  "scenario-special": "the scenario's special rule (scenario book)",
  "scenario-teleport": "the teleport to a hex the scenario names",
  "scenario-value": "a value X the scenario state defines",
};

/** The `cards` list's added lines: how many cards the sequence engine plays fully per game box, and the rest with their reason (SQ-0). */
export function sequenceSummaryLines(
  decks: readonly AbilityDeck[],
  editions: readonly (readonly [MonsterTypeData["edition"], string])[],
): string[] {
  const counts = editions.map(([edition, name]) => {
    const cards = decks.filter((d) => d.edition === edition).flatMap((d) => d.cards);
    return { name, total: cards.length, full: cards.filter((c) => byHandReason(c) === null).length };
  });
  const byHand = decks.flatMap((d) =>
    d.cards.flatMap((c) => {
      const reason = byHandReason(c);
      return reason ? [`  ${d.id} ${c.card}  ${reason}: ${BY_HAND_TEXT[reason]}`] : [];
    }),
  );
  const total = counts.reduce((s, c) => s + c.total, 0);
  const full = counts.reduce((s, c) => s + c.full, 0);
  return [
    "",
    `Cards the engine plays fully: ${counts.map((c) => `${c.name} ${c.full} of ${c.total}`).join(", ")}; total ${full} of ${total}`,
    `Cards played by hand (${byHand.length}):`,
    ...byHand,
  ];
}

/** A card's sequence on the type's first stat line and rank (SQ-1), for `cards TYPE_ID --json`. */
export function typeCardSequence(
  catalogue: MonsterCatalogue,
  monster: MonsterTypeData,
  card: AbilityDeck["cards"][number],
): CardSequence {
  const line = monster.levels[0];
  const rank = monster.boss ? "boss" : "normal";
  const stats = line?.[rank] ?? line?.boss ?? line?.normal;
  if (!stats) return { kind: "by-hand", card: card.card, reason: byHandReason(card) ?? "scenario-value" };
  return cardSequence(monster.deck, card, stats, rank, catalogue.areas);
}

/** The `cards TYPE_ID` added line: the deck's cards played by hand, with their reason. */
export function typeByHandLine(deck: AbilityDeck): string[] {
  const byHand = deck.cards.flatMap((c) => {
    const reason = byHandReason(c);
    return reason ? [`${c.card} ${reason}`] : [];
  });
  return byHand.length > 0 ? [`Played by hand: ${byHand.join(", ")}`] : [];
}
