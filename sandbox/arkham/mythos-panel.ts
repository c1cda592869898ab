// The Mythos movement panel: the Foundry window's own template (templates/arkham/mythos.hbs) over
// its view-model (src/view/arkham/mythos-context.ts), with the card search and the buttons wired
// to the sandbox's phase (accepting a move moves the monster on the schematic).
import mythosSource from "../../templates/arkham/mythos.hbs?raw";
import { baseBoard, findModifierId, type ModifierId } from "../../src/core/arkham";
import { monsterLabel as labelOf, type PieceNames } from "../../src/view/arkham";
import { cardSummaries, modifierSummaries } from "../../src/view/arkham";
import { buildMythosContext } from "../../src/view/arkham";
import { html } from "../ui";
import { handlebars, i18n, t } from "../ui";
import { monsterName, type ArkhamSandboxState, type PlacedMonster } from "./arkham-state";
import type { MythosSession } from "./session";
import "../styles/tooltips.css";
import { drawSymbolsAsSvg } from "./symbol-svg";

const renderMythos = handlebars.compile(mythosSource);

const CARDS = cardSummaries();
const MODIFIERS = modifierSummaries();

/** What the panel's buttons do. */
export interface MythosActions {
  readonly selectCard: (name: string) => void;
  readonly toggleSymbol: (box: "white" | "black", symbol: string) => void;
  readonly toggleModifier: (id: ModifierId) => void;
  readonly pickOption: (monsterId: string, index: number) => void;
  readonly acceptMove: (monsterId: string) => void;
  readonly acceptAll: () => void;
  readonly undo: () => void;
  readonly recompute: () => void;
  readonly rollEffect: (monsterId: string) => void;
}

/** A monster as its card and its token name it: "Cultist m6". */
export function monsterLabel(monster: PlacedMonster): string {
  return labelOf(monsterName(monster), monster.id);
}

/** Marks a monster's token and move arrows on the board while its card is hovered (or focused). */
function highlightOnBoard(monsterId: string | null): void {
  for (const el of document.querySelectorAll(".ak-hover")) el.classList.remove("ak-hover");
  if (monsterId === null) return;
  const id = CSS.escape(monsterId);
  for (const el of document.querySelectorAll(
    `.ak-svg [data-piece="${id}"], .ak-svg .ak-move[data-monster="${id}"]`,
  ))
    el.classList.add("ak-hover");
}

/** Names for the view-model: printed area names, monster type and id, investigator id. */
export function pieceNames(state: ArkhamSandboxState): PieceNames {
  const board = baseBoard();
  const monsters = new Map(state.monsters.map((m) => [m.id, monsterLabel(m)]));
  const modifiers = new Map(MODIFIERS.map((m) => [m.id, m.card]));
  return {
    area: (id) => board.areaById.get(id)?.name ?? id,
    monster: (id) => monsters.get(id) ?? id,
    investigator: (id) => t("Arkham.InvestigatorName", { id }),
    modifier: (id) => modifiers.get(id) ?? id,
  };
}

/** Builds the panel; `render` redraws it for a state and phase, keeping open sections and the search text. */
export function createMythosPanel(actions: MythosActions): {
  element: HTMLElement;
  render: (state: ArkhamSandboxState, session: MythosSession) => void;
} {
  const element = html("div", { class: "ak-mythos" });
  const filter = (query: string): void => {
    for (const row of element.querySelectorAll<HTMLElement>(".ma-card-row"))
      row.hidden = query !== "" && !(row.dataset["search"] ?? "").includes(query.toLowerCase());
  };
  const hoverFrom = (target: EventTarget | null): void => {
    const card = target instanceof Element ? target.closest<HTMLElement>(".ma-move[data-monster]") : null;
    highlightOnBoard(card?.dataset["monster"] ?? null);
  };
  element.addEventListener("pointerover", (event) => hoverFrom(event.target));
  element.addEventListener("pointerleave", () => highlightOnBoard(null));
  element.addEventListener("focusin", (event) => hoverFrom(event.target));
  element.addEventListener("focusout", () => highlightOnBoard(null));
  element.addEventListener("input", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.classList.contains("ma-card-search")) filter(target.value.trim());
  });
  element.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-action]");
    if (!button) return;
    const { action, card, box, symbol, modifier, monster, index } = button.dataset;
    if (action === "selectCard" && card) actions.selectCard(card);
    else if (action === "toggleSymbol" && (box === "white" || box === "black") && symbol)
      actions.toggleSymbol(box, symbol);
    else if (action === "toggleModifier" && modifier) {
      const id = findModifierId(modifier);
      if (id) actions.toggleModifier(id);
    } else if (action === "pickOption" && monster) actions.pickOption(monster, Number(index));
    else if (action === "acceptMove" && monster) actions.acceptMove(monster);
    else if (action === "acceptAll") actions.acceptAll();
    else if (action === "undo") actions.undo();
    else if (action === "recompute") actions.recompute();
    else if (action === "rollEffect" && monster) actions.rollEffect(monster);
  });
  return {
    element,
    render(state, session) {
      // As in the Foundry window (DetailsState), only sections marked data-remember keep the GM's
      // open state; the card list follows the template (open until a card is chosen), so choosing
      // a card folds it away and "Monster moves" comes into view.
      const open = [...element.querySelectorAll("details[data-remember][open]")].map((d) => d.className);
      const search = element.querySelector<HTMLInputElement>(".ma-card-search")?.value ?? "";
      const focused =
        document.activeElement instanceof HTMLElement && element.contains(document.activeElement);
      const focusSelector = focused ? selectorFor(document.activeElement as HTMLElement) : null;
      element.innerHTML = renderMythos(
        buildMythosContext(
          {
            cards: CARDS,
            selection: { card: state.card, white: state.white, black: state.black },
            modifiers: MODIFIERS,
            activeModifiers: state.modifiers,
            result: session.result,
            names: pieceNames(state),
            progress: session.progress,
            setupWarnings: [],
            canUndo: session.undo.length > 0,
          },
          i18n,
        ),
      );
      drawSymbolsAsSvg(element);
      for (const details of element.querySelectorAll<HTMLDetailsElement>("details[data-remember]"))
        if (open.includes(details.className)) details.open = true;
      const input = element.querySelector<HTMLInputElement>(".ma-card-search");
      if (input && search) {
        input.value = search;
        filter(search);
      }
      if (focusSelector) element.querySelector<HTMLElement>(focusSelector)?.focus();
    },
  };
}

/** A selector finding the same control after a redraw (by its data attributes). */
function selectorFor(el: HTMLElement): string | null {
  const parts = Object.entries(el.dataset).map(
    ([key, value]) =>
      `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${CSS.escape(value ?? "")}"]`,
  );
  if (el.classList.contains("ma-card-search")) return ".ma-card-search";
  return parts.length > 0 ? parts.join("") : null;
}
