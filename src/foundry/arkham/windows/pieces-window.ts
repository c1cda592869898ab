import type { DeepPartial } from "fvtt-types/utils";
import { templatePath } from "../../constants";
import type { PiecesController, PiecesWindowContext } from "../pieces-controller";
import { reportRejection } from "../../report-failure";
import { DetailsState } from "./details-state";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** Hides the monster-type rows (and emptied groups) whose name or id does not contain `text`. */
function filterTypeRows(root: HTMLElement, text: string): void {
  const needle = text.trim().toLowerCase();
  for (const group of root.querySelectorAll<HTMLElement>(".ma-type-group")) {
    let shown = 0;
    for (const row of group.querySelectorAll<HTMLElement>("tr[data-monster-type]")) {
      row.hidden = needle !== "" && !(row.dataset["search"] ?? "").includes(needle);
      if (!row.hidden) shown++;
    }
    group.hidden = shown === 0;
  }
}

/**
 * Gives a monster type's picker every world actor from the window's one list, the first time the GM
 * opens it; the options it was rendered with (plain token, the current choice) stay.
 */
function fillActorOptions(root: HTMLElement, select: HTMLSelectElement): void {
  if (select.dataset["filled"] === "true") return;
  select.dataset["filled"] = "true";
  const list = root.querySelector<HTMLTemplateElement>("template.ma-actor-options");
  const present = new Set([...select.options].map((o) => o.value));
  for (const option of list?.content.querySelectorAll("option") ?? [])
    if (!present.has(option.value)) select.append(option.cloneNode(true));
}

/**
 * The Arkham pieces window: each token's role, area, monster type or Sneak, editable; and each
 * monster type's actor (a select, or an actor dropped from the sidebar onto the type's row).
 */
export class PiecesWindow extends HandlebarsApplicationMixin(ApplicationV2)<PiecesWindowContext> {
  static controller: PiecesController | undefined;

  static override DEFAULT_OPTIONS = {
    id: "monster-autopilot-arkham-pieces",
    classes: ["monster-autopilot", "ma-arkham-window"],
    window: {
      title: "MONSTER_AUTOPILOT.Arkham.Pieces.Title",
      icon: "fa-solid fa-chess-pawn",
      resizable: true,
    },
    position: { width: 640, height: 600 },
  };

  static override PARTS = { main: { template: templatePath("arkham/pieces.hbs"), scrollable: [""] } };

  static #controller(): PiecesController {
    if (PiecesWindow.controller === undefined) throw new Error("The Pieces window was opened before init.");
    return PiecesWindow.controller;
  }

  readonly #details = new DetailsState();
  /** The monster-type filter's text, kept across re-renders. */
  #filter = "";

  protected override async _prepareContext(): Promise<PiecesWindowContext> {
    return PiecesWindow.#controller().context();
  }

  protected override async _onRender(
    context: DeepPartial<PiecesWindowContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    this.#details.apply(this.element);
    for (const field of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-edit]"))
      field.addEventListener("change", () =>
        reportRejection(
          this.#onEdit(field),
          field.dataset["edit"] === "monster-actor"
            ? "MONSTER_AUTOPILOT.Reported.MonsterActor"
            : "MONSTER_AUTOPILOT.Reported.PiecesEdit",
        ),
      );
    const filter = this.element.querySelector<HTMLInputElement>(".ma-type-filter");
    if (filter !== null) {
      filter.value = this.#filter;
      filter.addEventListener("input", () => {
        this.#filter = filter.value;
        // Rows are hidden in place, not re-rendered: their selects keep the listeners added below.
        filterTypeRows(this.element, this.#filter);
      });
    }
    filterTypeRows(this.element, this.#filter);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>(
      'select[data-edit="monster-actor"]',
    ))
      for (const opening of ["pointerdown", "focus"])
        select.addEventListener(opening, () => fillActorOptions(this.element, select));
    for (const row of this.element.querySelectorAll<HTMLElement>("tr[data-monster-type]")) {
      row.addEventListener("dragover", (event) => event.preventDefault());
      row.addEventListener("drop", (event) => {
        event.preventDefault();
        reportRejection(
          this.#onDrop(row.dataset["monsterType"] ?? "", event),
          "MONSTER_AUTOPILOT.Reported.MonsterActor",
        );
      });
    }
  }

  /**
   * An actor dropped onto a monster type's row: the drag data as Foundry reads it
   * (`TextEditor.implementation.getDragEventData`, the call the canvas drop uses:
   * https://foundryvtt.com/api/v14/functions/hookEvents.dropCanvasData.html).
   */
  async #onDrop(typeId: string, event: DragEvent): Promise<void> {
    if (!game.user?.isGM) return;
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    if (await PiecesWindow.#controller().dropActor(typeId, data)) await this.render();
    else ui.notifications?.warn(game.i18n.localize("MONSTER_AUTOPILOT.Arkham.Pieces.Actors.NotAnActor"));
  }

  async #onEdit(field: HTMLInputElement | HTMLSelectElement): Promise<void> {
    if (!game.user?.isGM) return;
    const c = PiecesWindow.#controller();
    const token = field.dataset["token"] ?? "";
    switch (field.dataset["edit"]) {
      case "role":
        await c.setRole(token, field.value);
        break;
      case "monster-type":
        await c.setMonsterType(token, field.value);
        break;
      case "custom-dimension":
        await c.setCustom(token, "dimension", field.value);
        break;
      case "custom-movement":
        await c.setCustom(token, "movement", field.value);
        break;
      case "sneak":
        await c.setSneak(token, field.value);
        break;
      case "monster-actor":
        await c.assignActor(field.dataset["type"] ?? "", field.value);
        break;
    }
    await this.render();
  }
}
