// The Mythos card picker (every card of the preset, grouped by game box, base game first) and the
// environment modifiers in play.
import {
  findModifierId,
  MODIFIER_RULINGS,
  mythosCards,
  presetModifiers,
  type DimensionSymbol,
  type ModifierId,
  type MythosCard,
} from "../../src/core/arkham";
import { SYMBOL_GLYPHS } from "../../src/view/arkham/labels";
import { html } from "../shared/dom";
import { t } from "../shared/i18n";

/** The cards grouped by set, base game first, each group in preset order. */
export function cardsBySet(cards: readonly MythosCard[]): Map<string, MythosCard[]> {
  const groups = new Map<string, MythosCard[]>([["base", []]]);
  for (const card of cards) groups.set(card.set, [...(groups.get(card.set) ?? []), card]);
  return groups;
}

/** "◆ diamond, ■ square" for a movement box. */
export function describeBox(symbols: readonly DimensionSymbol[]): string {
  return symbols.length === 0
    ? t("Arkham.Card.Empty")
    : symbols.map((s) => `${SYMBOL_GLYPHS[s]} ${s}`).join(", ");
}

/** Builds the card select; `onChange` gets the card name. */
export function createCardSelect(current: string, onChange: (name: string) => void): HTMLSelectElement {
  const select = html(
    "select",
    { id: "arkham-card" },
    ...[...cardsBySet(mythosCards())].map(([set, cards]) =>
      html(
        "optgroup",
        { label: t(`Arkham.Set.${set}`) },
        ...cards.map((card) =>
          html("option", { value: card.name, selected: card.name === current }, card.name),
        ),
      ),
    ),
  );
  select.addEventListener("change", () => onChange(select.value));
  return select;
}

/** The card name of each modifier id, from the preset's movementModifiers list. */
function modifierNames(): Map<ModifierId, string> {
  return new Map(
    presetModifiers().flatMap((m) => {
      const id = findModifierId(m.card);
      return id ? [[id, m.card] as const] : [];
    }),
  );
}

/** Builds the modifier checkboxes; modifiers the core does not model are marked so. */
export function createModifierList(
  active: readonly ModifierId[],
  onChange: (modifiers: ModifierId[]) => void,
): HTMLFieldSetElement {
  const names = modifierNames();
  const boxes = Object.values(MODIFIER_RULINGS).map((info) => {
    const input = html("input", { type: "checkbox", value: info.id, checked: active.includes(info.id) });
    return html(
      "label",
      { class: "ak-modifier", title: info.ruling },
      input,
      html("span", {}, names.get(info.id) ?? info.id),
      !info.modelled && html("small", { class: "ak-not-modelled" }, t("Arkham.Card.NotModelled")),
    );
  });
  const fieldset = html(
    "fieldset",
    { class: "ak-modifiers" },
    html("legend", {}, t("Arkham.Card.Modifiers")),
    ...boxes,
  );
  fieldset.addEventListener("change", () => {
    const checked = [...fieldset.querySelectorAll<HTMLInputElement>("input:checked")].map(
      (i) => i.value as ModifierId,
    );
    onChange(checked);
  });
  return fieldset;
}
