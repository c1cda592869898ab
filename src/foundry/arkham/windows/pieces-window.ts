import type { DeepPartial } from "fvtt-types/utils";
import type { PiecesContext } from "../../../view/arkham";
import { templatePath } from "../../constants";
import type { PiecesController } from "../pieces-controller";
import { reportRejection } from "../../report-failure";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The Arkham pieces window: each token's role, area, monster type or Sneak, editable. */
export class PiecesWindow extends HandlebarsApplicationMixin(ApplicationV2)<PiecesContext> {
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

  protected override async _prepareContext(): Promise<PiecesContext> {
    return PiecesWindow.#controller().context();
  }

  protected override async _onRender(
    context: DeepPartial<PiecesContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    for (const field of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-edit]"))
      field.addEventListener("change", () =>
        reportRejection(this.#onEdit(field), "MONSTER_AUTOPILOT.Reported.PiecesEdit"),
      );
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
    }
    await this.render();
  }
}
