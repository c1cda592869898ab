import "./augment";
import { guarded } from "../../report-failure";
import { combatIsPlayed } from "../played-scenes";
import { autoDrawSetting } from "./deck-settings";
import { openDeckWindow, refreshDeckWindow } from "./deck-window-app";
import { onRoundStart, type OpenTurn } from "./round-flow";

/** Adds a "Monster decks" button to the combat tracker (GM only); v13 passes an HTMLElement. */
function addTrackerButton(html: HTMLElement, openTurn: OpenTurn): void {
  if (!game.user?.isGM || html.querySelector(".ma-open-decks")) return;
  const label = game.i18n.localize("MONSTER_AUTOPILOT.Decks.Window.Open");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "ma-open-decks inline-control icon fa-solid fa-layer-group";
  button.dataset["tooltip"] = label;
  button.setAttribute("aria-label", label);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    guarded("MONSTER_AUTOPILOT.Decks.Failure.OpenWindow", () => openDeckWindow(openTurn))();
  });
  const header = html.querySelector(
    ".combat-tracker-header .encounter-controls, .combat-tracker-header, header",
  );
  (header ?? html).prepend(button);
}

/**
 * Wires the GM part of the monster ability decks into Foundry: the round-start draw on the active
 * GM's client, the tracker button and the decks window (their settings and keybinding are
 * register-init.ts's). `openTurn` opens a Monster turn window (register.ts passes openMonsterTurn
 * with its services). Returns what opens the decks window.
 */
export function registerMonsterDecks(openTurn: OpenTurn): { open: () => void } {
  // updateCombat runs on every client after the update (v13 API, "updateDocument" hook); the round
  // changes on startCombat and nextRound. Only the active GM draws, and only for a combat on a
  // scene played with the module (played-scenes.ts).
  Hooks.on("updateCombat", (combat, changed) => {
    if ("round" in changed && game.user?.isActiveGM && autoDrawSetting() && combatIsPlayed(combat))
      guarded("MONSTER_AUTOPILOT.Decks.Failure.Draw", () => onRoundStart(combat, openTurn))();
    refreshDeckWindow();
  });
  for (const hook of ["createCombatant", "updateCombatant", "deleteCombatant", "deleteCombat"] as const)
    Hooks.on(hook, () => refreshDeckWindow());
  Hooks.on(
    "renderCombatTracker",
    guarded("MONSTER_AUTOPILOT.Decks.Failure.TrackerButton", (_app, html) =>
      addTrackerButton(html, openTurn),
    ),
  );
  return { open: () => openDeckWindow(openTurn) };
}
