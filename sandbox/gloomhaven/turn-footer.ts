// The Monster turn window's footer (templates/gloomhaven/turn-footer.hbs: Move, Skip, Undo) on the
// Hex tab, so the accept flow can be tried as in Foundry: Move puts the acting monster on the
// chosen option's end hex, Undo puts it back, Skip leaves it where it stands.
import turnFooterSource from "../../templates/gloomhaven/turn-footer.hbs?raw";
import type { TurnOption, TurnResult } from "../../src/core/gloomhaven";
import { buildTurnOptions } from "../../src/view/gloomhaven";
import { html } from "../ui";
import { keepingFocus } from "../ui";
import { handlebars, i18n } from "../ui";

const renderFooter = handlebars.compile(turnFooterSource);

/** What the footer's buttons do. */
export interface TurnFooterActions {
  readonly move: () => void;
  readonly skip: () => void;
  readonly undo: () => void;
}

/** The option a Move would carry out: the chosen one of an act result, or a summon's approach (FO-5). */
export function chosenOption(result: TurnResult | null, chosen: number): TurnOption | undefined {
  if (result?.kind === "act") return result.options[chosen];
  if (result?.kind === "no-focus") return result.summonerOptions?.[chosen];
  return undefined;
}

/** Builds the footer; `render` redraws it for the current answer (Move enabled as in the Foundry window). */
export function createTurnFooter(actions: TurnFooterActions): {
  readonly element: HTMLElement;
  readonly render: (result: TurnResult | null, chosen: number, canUndo: boolean, moved: boolean) => void;
} {
  const element = html("div", { class: "hx-turn-footer monster-autopilot" });
  element.addEventListener("click", (event) => {
    const action = (event.target as Element).closest<HTMLElement>("[data-action]")?.dataset["action"];
    if (action === "acceptMove") actions.move();
    else if (action === "skipTurn") actions.skip();
    else if (action === "undoMove") actions.undo();
  });
  return {
    element,
    render(result, chosen, canUndo, moved) {
      const context = buildTurnOptions(i18n, {
        result,
        sceneProblems: [],
        warnings: [],
        selected: chosen,
        canUndo,
        busy: false,
        moved,
        nameOf: (id) => id,
        hexLabel: (h) => `${h.q},${h.r}`,
      });
      keepingFocus(element, () => {
        element.innerHTML = renderFooter({ ...context, canMove: context.canMove && !moved });
      });
    },
  };
}
