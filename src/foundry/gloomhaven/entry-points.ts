import { HEX_FLAGS, MODULE_ID } from "../constants";
import { guarded, warnOnce } from "../report-failure";
import { openMonsterDataForm } from "./monster-data-app";
import { REGION_TERRAINS } from "./region-terrain";

/** Labels of the region terrain select (one per flag value). */
const TERRAIN_LABELS = {
  trap: "MONSTER_AUTOPILOT.Hex.Terrain.Trap",
  hazardous: "MONSTER_AUTOPILOT.Hex.Terrain.Hazardous",
  difficult: "MONSTER_AUTOPILOT.Hex.Terrain.Difficult",
  icy: "MONSTER_AUTOPILOT.Hex.Terrain.Icy",
  obstacle: "MONSTER_AUTOPILOT.Hex.Terrain.Obstacle",
  wall: "MONSTER_AUTOPILOT.Hex.Terrain.Wall",
} as const;

const DATA_ACTION = "monsterAutopilotData";

function hudButton(icon: string, tooltip: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.classList.add("control-icon", "ma-hud-button");
  button.dataset["tooltip"] = game.i18n.localize(tooltip);
  button.setAttribute("aria-label", game.i18n.localize(tooltip));
  const i = document.createElement("i");
  i.className = icon;
  i.inert = true;
  button.append(i);
  button.addEventListener(
    "click",
    guarded("MONSTER_AUTOPILOT.Failure.OpenWindow", (event: Event) => {
      event.preventDefault();
      onClick();
    }),
  );
  return button;
}

/** Token HUD (GM only, hex scenes only): "Monster turn" (active GM) and "Monster data" buttons in the right column. */
export function addTokenHudButtons(
  hud: foundry.applications.hud.TokenHUD,
  html: HTMLElement,
  openTurn: (token: TokenDocument.Implementation) => void,
): void {
  // The token HUD shows the viewed scene's tokens: a square or gridless scene gets nothing.
  if (!game.user?.isGM || !canvas?.grid?.isHexagonal) return;
  // v13 and v14 put the buttons in ".col.right"; any other layout gets ".right" or is skipped, never an error.
  const column = html.querySelector(".col.right") ?? html.querySelector(".right");
  const token = hud.document;
  if (!column) warnOnce("hud-anchor", "the token HUD has no right column: its Monster buttons are left out");
  if (!column || !token) return;
  if (game.user.isActiveGM)
    column.append(hudButton("fa-solid fa-dragon", "MONSTER_AUTOPILOT.Hex.Turn.Open", () => openTurn(token)));
  column.append(
    hudButton("fa-solid fa-pen-to-square", "MONSTER_AUTOPILOT.Hex.Data.Edit", () =>
      openMonsterDataForm({ kind: "token", token }),
    ),
  );
}

/**
 * A header control entry with its click handler: `onClick(event)` is documented on v13 and v14
 * (https://foundryvtt.com/api/interfaces/foundry.applications.types.ApplicationHeaderControlsEntry.html);
 * fvtt-types 13.345 lacks it.
 */
type HeaderControl = foundry.applications.api.ApplicationV2.HeaderControlsEntry & { onClick?: () => void };

/**
 * Actor sheet header (ApplicationV2 sheets): "Monster data" for GMs. The hook passes an array of
 * entries (v13 API docs); fvtt-types 13.345 types it as a single entry, hence the union. Only
 * `onClick` opens the form: no handler is registered under the control's action, because on 13.351
 * the click also reaches the frame's action handler and both would open a window. Opening is
 * idempotent besides (openMonsterDataForm).
 */
export function addActorSheetControl(
  app: foundry.applications.sheets.ActorSheetV2.Any,
  controls:
    | foundry.applications.api.ApplicationV2.HeaderControlsEntry
    | foundry.applications.api.ApplicationV2.HeaderControlsEntry[],
): void {
  if (!game.user?.isGM || !Array.isArray(controls)) return;
  const actor = app.document;
  const control: HeaderControl = {
    icon: "fa-solid fa-dragon",
    label: "MONSTER_AUTOPILOT.Hex.Data.Edit",
    action: DATA_ACTION,
    onClick: guarded("MONSTER_AUTOPILOT.Failure.OpenData", () =>
      openMonsterDataForm({ kind: "actor", actor }),
    ),
  };
  controls.push(control);
}

/**
 * Actor sheet header of systems whose sheets are still ApplicationV1 (the v13 hook
 * "getActorSheetHeaderButtons" passes the button list; fvtt-types types it as a render hook).
 */
export function addLegacyActorSheetButton(actor: Actor.Implementation | null, buttons: unknown): void {
  if (!game.user?.isGM || !actor || !Array.isArray(buttons)) return;
  buttons.unshift({
    label: game.i18n.localize("MONSTER_AUTOPILOT.Hex.Data.Edit"),
    class: "monster-autopilot-data",
    icon: "fa-solid fa-dragon",
    onclick: () => openMonsterDataForm({ kind: "actor", actor }),
  });
}

/** Scene Region configuration: a "Monster Autopilot terrain" select saved as the region's module flag. */
export function addRegionTerrainField(region: RegionDocument.Implementation, html: HTMLElement): void {
  // v13: after the name field. v14's region config has tabs: the name field's group when present,
  // else the first form group of the first tab; none → skipped with one console warning.
  const name =
    html.querySelector('input[name="name"]')?.closest(".form-group") ??
    html.querySelector(".tab .form-group, fieldset .form-group, .form-group");
  if (!name)
    warnOnce("region-anchor", "the region configuration has no form group: the terrain field is left out");
  if (!name || html.querySelector(".ma-region-terrain")) return;
  const current = region.getFlag(MODULE_ID, HEX_FLAGS.terrain) ?? "";
  // The window's own document: on v14 it may be a popped-out browser window.
  const doc = html.ownerDocument;
  const group = doc.createElement("div");
  group.className = "form-group ma-region-terrain";
  const label = doc.createElement("label");
  label.textContent = game.i18n.localize("MONSTER_AUTOPILOT.Hex.Terrain.Label");
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const select = doc.createElement("select");
  select.name = `flags.${MODULE_ID}.${HEX_FLAGS.terrain}`;
  const option = (label: string, value: string) => {
    const element = doc.createElement("option");
    element.value = value;
    element.textContent = game.i18n.localize(label);
    element.selected = current === value;
    return element;
  };
  select.append(option("MONSTER_AUTOPILOT.Hex.Terrain.None", ""));
  for (const t of REGION_TERRAINS) select.append(option(TERRAIN_LABELS[t], t));
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = game.i18n.localize("MONSTER_AUTOPILOT.Hex.Terrain.Hint");
  fields.append(select);
  group.append(label, fields, hint);
  name.after(group);
}
