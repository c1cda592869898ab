// The Arkham tab's game state and Mythos phase panel: the state view, the GM's actions and the
// step-by-step phase, wired to the tab's callbacks; hovering an outcome marks its areas on the board.
import type { SealWith } from "../../src/core/arkham";
import { html, svg, t } from "../ui";
import type { HandPick, NewGameChoice, PhaseSession } from "./phase-session";
import { gmActions, newGameForm, stateList } from "./phase-state-view";
import { phaseView } from "./phase-steps-view";
import "../styles/arkham-phase.css";

/** What the panel's buttons do. */
export interface PhaseActions {
  /** A new game; an empty seed asks for a fresh one. */
  readonly newGame: (choice: NewGameChoice) => void;
  readonly returnInvestigator: (id: string) => void;
  readonly closeGate: (at: string, seal: SealWith) => void;
  readonly raiseTerror: () => void;
  readonly draw: (pick?: HandPick) => void;
  readonly accept: (index: number) => void;
  readonly discard: () => void;
  readonly redraw: () => void;
  readonly undo: () => void;
}

/** Marks the areas of a hovered outcome on the board with the monsters each gets (a surge's spread, MY-4.3). */
function markAreas(areas: readonly string[]): void {
  for (const el of document.querySelectorAll(".ak-phase-hover")) el.classList.remove("ak-phase-hover");
  for (const el of document.querySelectorAll(".ak-phase-count")) el.remove();
  for (const entry of areas) {
    const [at = "", count = ""] = entry.split(":");
    const area = document.querySelector(`.ak-svg [data-area="${CSS.escape(at)}"]`);
    const rect = area?.querySelector("rect");
    if (!area || !rect) continue;
    area.classList.add("ak-phase-hover");
    const x = Number(rect.getAttribute("x")) + Number(rect.getAttribute("width")) - 4;
    const y = Number(rect.getAttribute("y")) + 14;
    area.append(svg("text", { class: "ak-phase-count", x, y, "text-anchor": "end" }, `+${count}`));
  }
}

/** Builds the panel; `render` redraws it, keeping Pick by hand and the set-up open as they were, and the cup picks. */
export function createPhasePanel(actions: PhaseActions): {
  element: HTMLElement;
  render: (session: PhaseSession) => void;
} {
  const element = html("div", { class: "ak-phase" });
  let cupPicks: string[] = [];
  let current: PhaseSession | undefined;
  const value = (selector: string): string =>
    element.querySelector<HTMLSelectElement | HTMLInputElement>(selector)?.value ?? "";
  const hover = (target: EventTarget | null): void => {
    const outcome = target instanceof Element ? target.closest<HTMLElement>(".ak-outcome") : null;
    markAreas((outcome?.dataset["areas"] ?? "").split(" ").filter((a) => a !== ""));
  };
  element.addEventListener("pointerover", (event) => hover(event.target));
  element.addEventListener("pointerleave", () => markAreas([]));
  element.addEventListener("focusin", (event) => hover(event.target));
  element.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-phase]");
    const action = button?.dataset["phase"];
    if (action === undefined) return;
    const gate = value(".ak-gate-select");
    if (action === "newGame") {
      cupPicks = [];
      const sets = [...element.querySelectorAll<HTMLInputElement>(".ak-ng-set:checked")].map((i) => i.value);
      actions.newGame({
        players: Number(value(".ak-ng-players")),
        ancientOne: value(".ak-ng-ancient") || null,
        sets,
        seed: value(".ak-ng-seed").trim(),
      });
    } else if (action === "closeGate" && gate) actions.closeGate(gate, null);
    else if (action === "sealGate" && gate) actions.closeGate(gate, "clues");
    else if (action === "sealElderSign" && gate) actions.closeGate(gate, "elder-sign");
    else if (action === "raiseTerror") actions.raiseTerror();
    else if (action === "returnInvestigator" && value(".ak-away-select"))
      actions.returnInvestigator(value(".ak-away-select"));
    else if (action === "draw") actions.draw();
    else if (action === "pickAdd" && value(".ak-pick-type")) {
      cupPicks = [...cupPicks, value(".ak-pick-type")];
      if (current) render(current);
    } else if (action === "pickClear") {
      cupPicks = [];
      if (current) render(current);
    } else if (action === "drawPicked") {
      const pick = { card: value(".ak-pick-card"), cup: cupPicks };
      cupPicks = [];
      actions.draw(pick);
    } else if (action === "accept") actions.accept(Number(button?.dataset["index"]));
    else if (action === "discard") actions.discard();
    else if (action === "redraw") actions.redraw();
    else if (action === "undo") actions.undo();
  });
  const render = (session: PhaseSession): void => {
    current = session;
    const folds = [".ak-phase-pick", ".ak-phase-newgame"];
    const open = folds.filter((f) => element.querySelector<HTMLDetailsElement>(f)?.open === true);
    markAreas([]);
    element.replaceChildren(
      newGameForm(session.game, session.seed),
      stateList(session.game),
      gmActions(session.game),
      html("h3", {}, t("ArkhamPhase.Draw")),
      phaseView(session, cupPicks),
    );
    for (const fold of open) {
      const details = element.querySelector<HTMLDetailsElement>(fold);
      if (details) details.open = true;
    }
  };
  return { element, render };
}
