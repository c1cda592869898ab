// The monster deck picker of the Hex tab: monster type, level, rank and the type's
// ability cards; choosing a card fills the ability editor through the same view code as the
// Foundry Monster turn window (formFromCard) and shows the same drawn-card part (deck-card.hbs).
import deckCardSource from "../../templates/gloomhaven/deck-card.hbs?raw";
import "../styles/deck-picker.css";
import {
  cardSequence,
  MAX_SCENARIO_LEVEL,
  monsterCatalogue,
  needsSequence,
  rankOf,
  statsAt,
  type CardNote,
  type MonsterTypeData,
} from "../../src/core/gloomhaven/decks";
import type { AbilityForm } from "../../src/view/gloomhaven";
import { buildDeckCard } from "../../src/view/gloomhaven/decks";
import { formFromCard } from "../../src/view/gloomhaven/decks";
import { summarizeCard } from "../../src/view/gloomhaven/decks";
import { monsterTypeGroups } from "../../src/view/gloomhaven/decks";
import { html } from "../ui";
import { handlebars, i18n, t } from "../ui";
import type { SequenceForm } from "./sequence-form";

const renderDeckCard = handlebars.compile(deckCardSource);
/** The card notes about what one move and one attack cannot say, which a whole card's list does say. */
const LIST_PLAYS: ReadonlySet<CardNote> = new Set(["complex", "attack-before-move"]);

export interface DeckPicker {
  readonly element: HTMLElement;
}

function option(value: string, label: string, selected = false): HTMLOptionElement {
  const o = html("option", { value }, label);
  o.selected = selected;
  return o;
}

/**
 * Builds the picker; `current` reads the editor's form, `apply` fills it: a card the sequence
 * engine is needed for (needsSequence) also gives its whole ability list, as the Foundry window plays it.
 */
export function createDeckPicker(
  current: () => AbilityForm,
  apply: (form: AbilityForm, sequence?: SequenceForm) => void,
): DeckPicker {
  const catalogue = monsterCatalogue();
  const typeSelect = html("select", { id: "hex-deck-type", name: "deckType" });
  const showScenario = html("input", { id: "hex-deck-scenario", type: "checkbox" });
  const levelSelect = html("select", { id: "hex-deck-level", name: "deckLevel" });
  const rankSelect = html("select", { id: "hex-deck-rank", name: "deckRank" });
  const cards = html("ul", { class: "hx-deck-cards", "aria-label": t("Decks.Cards") });
  const drawn = html("div", { class: "hx-deck-drawn", "aria-live": "polite" });
  for (let level = 0; level <= MAX_SCENARIO_LEVEL; level++)
    levelSelect.append(option(String(level), String(level), level === 1));

  const fillTypes = (): void => {
    const selected = typeSelect.value;
    typeSelect.replaceChildren(option("", t("Decks.NoType")));
    const regular = monsterTypeGroups(catalogue, selected, false).map((g) => ({
      ...g,
      label: i18n.localize(g.label),
    }));
    const scenario = showScenario.checked
      ? monsterTypeGroups(catalogue, selected, true).map((g) => ({
          ...g,
          label: t("Decks.ScenarioGroup", { box: i18n.localize(g.label) }),
        }))
      : [];
    for (const group of [...regular, ...scenario]) {
      const optgroup = html("optgroup", { label: group.label });
      for (const type of group.types) optgroup.append(option(type.id, type.name, type.selected));
      typeSelect.append(optgroup);
    }
  };

  const selectedType = (): MonsterTypeData | undefined => catalogue.monsterById.get(typeSelect.value);
  const stats = () => {
    const type = selectedType();
    if (!type) return null;
    return statsAt(type, Number(levelSelect.value), rankOf(type, rankSelect.value === "elite"));
  };

  /** The type's stat line becomes the editor's base move, range and flying (as Monster data does in Foundry). */
  const applyStats = (): void => {
    const line = stats();
    if (line) apply({ ...current(), baseMove: line.move, baseRange: line.range, flying: line.flying });
  };

  const fillRanks = (): void => {
    const type = selectedType();
    const previous = rankSelect.value;
    const ranks = type?.boss ? ["boss"] : ["normal", "elite"];
    rankSelect.replaceChildren(
      ...ranks.map((r) => option(r, i18n.localize(`MONSTER_AUTOPILOT.Decks.Rank.${r}`), r === previous)),
    );
  };

  const pickCard = (cardId: number): void => {
    const type = selectedType();
    const line = stats();
    const deck = type && catalogue.deckById.get(type.deck);
    const card = deck?.cards.find((c) => c.card === cardId);
    if (!deck || !card || !line) return;
    const base = { ...current(), baseMove: line.move, baseRange: line.range, flying: line.flying };
    const filled = formFromCard(base, card, line, catalogue.areas);
    const played = cardSequence(
      deck.id,
      card,
      line,
      rankOf(type, rankSelect.value === "elite"),
      catalogue.areas,
    );
    // A card whose data is corrected (SQ-16) plays as a list too: the single form would miss the correction.
    const whole =
      played.kind === "sequence" && (needsSequence(played.abilities) || played.corrections.length > 0);
    // A card the list plays in full needs no "check the printed card" warning.
    const notes = whole ? filled.ability.notes.filter((n) => !LIST_PLAYS.has(n)) : filled.ability.notes;
    drawn.innerHTML = renderDeckCard({ deckCard: buildDeckCard(deck, card, notes, i18n) });
    for (const b of cards.querySelectorAll("button"))
      b.setAttribute("aria-pressed", String(b.value === String(cardId)));
    if (played.kind === "by-hand")
      drawn.append(html("p", { class: "hx-seq-byhand" }, t(`Hex.Seq.ByHand.${played.reason}`)));
    if (played.kind !== "sequence" || !whole) {
      apply(filled.form);
      return;
    }
    for (const c of played.corrections)
      drawn.append(
        html(
          "p",
          { class: "hx-seq-correction" },
          t("Hex.Seq.Correction", { rule: c.rule, source: c.source }),
        ),
      );
    drawn.append(
      html("p", { class: "hx-seq-filled" }, t("Hex.Seq.Filled", { count: played.abilities.length })),
    );
    apply(filled.form, {
      mover: { flying: line.flying, conditions: { ...filled.form.conditions } },
      focus: played.focus,
      abilities: played.abilities,
      card: { deck: deck.id, card: card.card },
    });
  };

  const fillCards = (): void => {
    const type = selectedType();
    const deck = type && catalogue.deckById.get(type.deck);
    drawn.replaceChildren();
    cards.replaceChildren(
      ...(deck?.cards ?? [])
        .slice()
        .sort((a, b) => a.initiative - b.initiative || a.card - b.card)
        .map((c) => {
          const button = html(
            "button",
            { type: "button", value: String(c.card), "aria-pressed": "false", class: "hx-deck-card" },
            html("span", { class: "hx-deck-id" }, String(c.card)),
            " ",
            html("strong", { class: "hx-deck-initiative" }, String(c.initiative)),
            " ",
            summarizeCard(c, i18n),
          );
          button.addEventListener("click", () => pickCard(c.card));
          return html("li", {}, button);
        }),
    );
  };

  typeSelect.addEventListener("change", () => {
    fillRanks();
    fillCards();
    applyStats();
  });
  showScenario.addEventListener("change", fillTypes);
  for (const select of [levelSelect, rankSelect])
    select.addEventListener("change", () => {
      const pressed = cards.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
      if (pressed) pickCard(Number(pressed.value));
      else applyStats();
    });
  fillTypes();
  fillRanks();

  const element = html(
    "fieldset",
    { class: "hx-deck-picker" },
    html("legend", {}, t("Decks.Legend")),
    html("label", { for: "hex-deck-type" }, t("Decks.Type")),
    typeSelect,
    html("label", { class: "hx-deck-scenario" }, showScenario, " ", t("Decks.ShowScenario")),
    html("label", { for: "hex-deck-level" }, t("Decks.Level")),
    levelSelect,
    html("label", { for: "hex-deck-rank" }, t("Decks.Rank")),
    rankSelect,
    cards,
    drawn,
  );
  return { element };
}
