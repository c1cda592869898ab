import type { DeepPartial } from "fvtt-types/utils";
import { findMonsterTypeById, type SealWith } from "../../../core/arkham";
import type { StateWindowContext } from "../../../view/arkham";
import { templatePath } from "../../constants";
import { reportRejection } from "../../report-failure";
import type { StateController, StatePatch } from "../state-controller";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type Patch = StatePatch;

const NUMBER_FIELDS = ["players", "terror", "doom", "doomTrack"] as const;
const TEXT_FIELDS = ["ancientOne", "environment", "rumor"] as const;

/** The first `<prefix>:<n>` not in `taken`: a marker id the Outskirts and the cup do not share (MY-6). */
function freeId(taken: readonly string[], prefix: string): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}:${n}`)) n++;
  return `${prefix}:${n}`;
}

/** What a changed field of the window corrects in the stored state. */
function fieldPatch(field: HTMLInputElement): Patch | undefined {
  const { field: num, text, clues, list, at, cup } = field.dataset;
  const value = Number(field.value);
  const n = NUMBER_FIELDS.find((f) => f === num);
  if (n !== undefined) return () => ({ [n]: value });
  const t = TEXT_FIELDS.find((f) => f === text);
  if (t !== undefined) return () => ({ [t]: field.value.trim() === "" ? null : field.value.trim() });
  if (clues !== undefined)
    return (f) => {
      const rest = Object.fromEntries(Object.entries(f.clues).filter(([k]) => k !== clues));
      return { clues: value > 0 ? { ...rest, [clues]: value } : rest };
    };
  if ((list === "elderSigns" || list === "closed") && at !== undefined)
    return (f) => {
      const others = f[list].filter((a) => a !== at);
      return { [list]: field.checked ? [...others, at] : others };
    };
  if (cup !== undefined)
    return (f) => ({ cup: f.cup.map((e) => (e.typeId === cup ? { ...e, count: value } : e)) });
  return undefined;
}

/** The Arkham state window (GM only): set-up of a new game, corrections, closing gates and raising terror. */
export class StateWindow extends HandlebarsApplicationMixin(ApplicationV2)<StateWindowContext> {
  static controller: StateController | undefined;

  static override DEFAULT_OPTIONS = {
    id: "monster-autopilot-arkham-state",
    classes: ["monster-autopilot", "ma-arkham-window"],
    window: { title: "MONSTER_AUTOPILOT.Arkham.State.Title", icon: "fa-solid fa-skull", resizable: true },
    position: { width: 620, height: 720 },
  };

  static override PARTS = { main: { template: templatePath("arkham/state.hbs"), scrollable: [""] } };

  static #controller(): StateController {
    if (StateWindow.controller === undefined)
      throw new Error("The Arkham state window was opened before init.");
    return StateWindow.controller;
  }

  protected override async _prepareContext(): Promise<StateWindowContext> {
    return StateWindow.#controller().context();
  }

  protected override async _onRender(
    context: DeepPartial<StateWindowContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    for (const button of this.element.querySelectorAll<HTMLButtonElement>("button[data-action]"))
      button.addEventListener("click", () =>
        reportRejection(this.#onAction(button), "MONSTER_AUTOPILOT.Reported.StateEdit"),
      );
    for (const field of this.element.querySelectorAll<HTMLInputElement>(
      "input[data-field], input[data-text], input[data-clues], input[data-list], input[data-cup]",
    ))
      field.addEventListener("change", () => {
        const patch = fieldPatch(field);
        if (patch !== undefined)
          reportRejection(
            this.#then(StateWindow.#controller().correct(patch)),
            "MONSTER_AUTOPILOT.Reported.StateEdit",
          );
      });
  }

  #value(name: string): string {
    return this.element.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? "";
  }

  async #then(work: Promise<void>): Promise<void> {
    await work;
    await this.render();
  }

  #onAction(button: HTMLButtonElement): Promise<void> {
    if (!game.user?.isGM) return Promise.resolve();
    const c = StateWindow.#controller();
    const { action, at = "", seal, id } = button.dataset;
    switch (action) {
      case "undo":
        return this.#then(c.undo());
      case "raise-terror":
        return this.#then(c.raiseTerror());
      case "close-gate": {
        const with_: SealWith = seal === "clues" || seal === "elder-sign" ? seal : null;
        return this.#then(c.closeGate(at, with_));
      }
      case "new-game": {
        const sets = [
          ...this.element.querySelectorAll<HTMLInputElement>('input[name="setup-set"]:checked'),
        ].map((i) => i.value);
        return this.#then(
          c.newGame(Number(this.#value("setup-players")), this.#value("setup-ancient-one"), sets),
        );
      }
      case "open-gate": {
        const spot = this.#value("gate-at");
        const markerId = this.#value("gate-marker");
        return this.#then(
          c.correct((f) => {
            const marker = f.gatePile.find((m) => m.id === markerId);
            if (marker === undefined || spot === "") return {};
            return {
              gates: { ...f.gates, [spot]: marker },
              gatePile: f.gatePile.filter((m) => m.id !== markerId),
            };
          }),
        );
      }
      case "add-outskirts": {
        const type = findMonsterTypeById(this.#value("outskirts-type"));
        if (type === undefined) return Promise.resolve();
        return this.#then(
          c.correct((f) => ({
            outskirts: [
              ...f.outskirts,
              {
                id: freeId(
                  f.outskirts.map((m) => m.id),
                  `outskirts:${type.id}`,
                ),
                name: type.name,
                dimension: type.dimension,
                typeId: type.id,
              },
            ],
          })),
        );
      }
      case "remove-outskirts":
        return this.#then(c.correct((f) => ({ outskirts: f.outskirts.filter((m) => m.id !== id) })));
      default:
        return Promise.resolve();
    }
  }
}
