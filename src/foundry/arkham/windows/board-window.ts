import type { DeepPartial } from "fvtt-types/utils";
import { AREA_KINDS, type AreaKind } from "../../../core/arkham";
import type { BoardAreasContext } from "../../../view/arkham";
import { templatePath } from "../../constants";
import { isTag } from "../../dom-realm";
import { reportFailure, reportRejection } from "../../report-failure";
import type { BoardController } from "../board-controller";
import {
  addArea,
  addLink,
  removeArea,
  removeLink,
  setAreaFlag,
  setAreaKind,
  setAreaName,
  setArrow,
  setTwoColour,
  type AreaFlag,
} from "../board-edits";
import { notifyAll, requireActiveGM } from "./active-gm";
import { DetailsState } from "./details-state";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** What the Board areas window needs from the integration. */
export interface BoardWindowDeps {
  readonly controller: BoardController;
  readonly toggleOverlay: () => void;
}

const isKind = (value: string): value is AreaKind => (AREA_KINDS as readonly string[]).includes(value);
const isFlag = (value: string | undefined): value is AreaFlag =>
  value === "unstable" || value === "aquatic" || value === "refuge";

type Action = (this: BoardWindow, event: PointerEvent, target: HTMLElement) => Promise<void>;

function gmAction(
  run: (this: BoardWindow, controller: BoardController, target: HTMLElement) => unknown,
): Action {
  // A failure is reported to the GM (report-failure.ts), never lost.
  return async function (this: BoardWindow, _event, target) {
    if (!game.user?.isGM) return;
    try {
      await run.call(this, BoardWindow.controller(), target);
      await this.render();
    } catch (cause) {
      reportFailure("MONSTER_AUTOPILOT.Failure.ArkhamWindow", cause);
    }
  };
}

/** The value of a named field of the window. */
function fieldValue(root: HTMLElement, name: string): string {
  const field = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  );
  return field?.value ?? "";
}

/**
 * The Board areas window: choose the preset or a custom board, bind
 * regions by name or by hand, edit a custom board's areas, arrows and adjacency, import/export JSON.
 */
export class BoardWindow extends HandlebarsApplicationMixin(ApplicationV2)<BoardAreasContext> {
  static deps: BoardWindowDeps | undefined;

  static controller(): BoardController {
    if (BoardWindow.deps === undefined) throw new Error("The Board areas window was opened before init.");
    return BoardWindow.deps.controller;
  }

  static override DEFAULT_OPTIONS = {
    id: "monster-autopilot-arkham-board",
    classes: ["monster-autopilot", "ma-arkham-window"],
    window: {
      title: "MONSTER_AUTOPILOT.Arkham.Board.Title",
      icon: "fa-solid fa-map-location-dot",
      resizable: true,
    },
    position: { width: 760, height: 720 },
    actions: {
      usePreset: gmAction(async (c) => {
        const count = await c.usePreset();
        notifyAll([game.i18n.format("MONSTER_AUTOPILOT.Arkham.Board.Bound", { count: String(count) })]);
      }),
      useCustom: gmAction((c) => c.useCustom()),
      newCustom: gmAction(async (c) => {
        const ok = await foundry.applications.api.DialogV2.confirm({
          window: { title: "MONSTER_AUTOPILOT.Arkham.Board.NewCustom" },
          content: `<p>${game.i18n.localize("MONSTER_AUTOPILOT.Arkham.Board.NewCustomConfirm")}</p>`,
        });
        if (ok === true) await c.useCustom(true);
      }),
      toggleOverlay: gmAction(() => BoardWindow.deps?.toggleOverlay()),
      bindByName: gmAction(async (c) => {
        if (!requireActiveGM()) return;
        const count = await c.bindByName();
        notifyAll([game.i18n.format("MONSTER_AUTOPILOT.Arkham.Board.Bound", { count: String(count) })]);
      }),
      removeArea: gmAction((c, t) => c.editCustom((b) => removeArea(b, t.dataset["area"] ?? ""))),
      removeLink: gmAction((c, t) =>
        c.editCustom((b) => removeLink(b, t.dataset["a"] ?? "", t.dataset["b"] ?? "")),
      ),
      addArea: gmAction(function (this: BoardWindow, c) {
        const name = fieldValue(this.element, "newAreaName").trim();
        const kind = fieldValue(this.element, "newAreaKind");
        return name === "" || !isKind(kind) ? undefined : c.editCustom((b) => addArea(b, name, kind));
      }),
      addLink: gmAction(function (this: BoardWindow, c) {
        const a = fieldValue(this.element, "linkA");
        const b = fieldValue(this.element, "linkB");
        return a === "" || b === "" || a === b ? undefined : c.editCustom((board) => addLink(board, a, b));
      }),
      exportBoard: gmAction((c) => c.exportJson()),
      importBoard: gmAction(async function (this: BoardWindow, c) {
        if (await c.importJson(fieldValue(this.element, "importJson")))
          notifyAll([game.i18n.localize("MONSTER_AUTOPILOT.Arkham.Board.Imported")]);
      }),
    },
  };

  static override PARTS = { main: { template: templatePath("arkham/board-areas.hbs"), scrollable: [""] } };

  readonly #details = new DetailsState();

  protected override async _prepareContext(): Promise<BoardAreasContext> {
    return BoardWindow.controller().context();
  }

  protected override async _onRender(
    context: DeepPartial<BoardAreasContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    this.#details.apply(this.element);
    for (const field of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-edit]"))
      field.addEventListener("change", () =>
        reportRejection(this.#onEdit(field), "MONSTER_AUTOPILOT.Reported.BoardEdit"),
      );
    const file = this.element.querySelector<HTMLInputElement>('[name="importFile"]');
    file?.addEventListener("change", () =>
      reportRejection(this.#onFile(file), "MONSTER_AUTOPILOT.Reported.ReadFile"),
    );
  }

  async #onFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    const text = this.element.querySelector<HTMLTextAreaElement>('[name="importJson"]');
    if (file === undefined || text === null) return;
    text.value = await foundry.utils.readTextFromFile(file);
  }

  async #onEdit(field: HTMLInputElement | HTMLSelectElement): Promise<void> {
    if (!game.user?.isGM) return;
    const c = BoardWindow.controller();
    const area = field.dataset["area"] ?? "";
    const checked = isTag(field, "input") && field.checked;
    const colour = field.dataset["colour"];
    const flag = field.dataset["flag"];
    switch (field.dataset["edit"]) {
      case "region-area":
        await c.bindRegion(field.dataset["region"] ?? "", field.value);
        break;
      case "area-name":
        await c.editCustom((b) => setAreaName(b, area, field.value));
        break;
      case "area-kind": {
        const kind = field.value;
        if (isKind(kind)) await c.editCustom((b) => setAreaKind(b, area, kind));
        break;
      }
      case "area-flag":
        if (isFlag(flag)) await c.editCustom((b) => setAreaFlag(b, area, flag, checked));
        break;
      case "arrow":
        if (colour === "white" || colour === "black")
          await c.editCustom((b) => setArrow(b, area, colour, field.value === "" ? null : field.value));
        break;
      case "two-colour":
        await c.editCustom((b) => setTwoColour(b, area, checked));
        break;
    }
    await this.render();
  }
}
