import { MODULE_ID, templatePath } from "../constants";
import { guardedActions } from "../report-failure";
import type { SceneCheckReport } from "./report";
import { checkScene } from "./scene-check";

/** The report window's context. */
interface CheckContext {
  readonly report: SceneCheckReport;
  readonly json: string;
  readonly idPrefix: string;
}

/** Defines the "Check this scene" window (ApplicationV2 + Handlebars) once Foundry's API exists. */
function defineCheckWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  return class SceneCheckWindow extends HandlebarsApplicationMixin(ApplicationV2)<CheckContext> {
    static override DEFAULT_OPTIONS = {
      id: `${MODULE_ID}-self-check`,
      classes: [MODULE_ID, "ma-self-check-window"],
      window: {
        icon: "fa-solid fa-stethoscope",
        title: "MONSTER_AUTOPILOT.SelfCheck.Title",
        resizable: true,
      },
      position: { width: 520, height: "auto" as const },
      actions: guardedActions("MONSTER_AUTOPILOT.SelfCheck.Title", {
        runAgain: SceneCheckWindow.#onRunAgain,
      }),
    };

    static override PARTS = { main: { template: templatePath("self-check/report.hbs"), scrollable: [""] } };

    protected override async _prepareContext(): Promise<CheckContext> {
      const report = await checkScene();
      return { report, json: JSON.stringify(report, null, 2), idPrefix: this.id };
    }

    static async #onRunAgain(this: SceneCheckWindow): Promise<void> {
      await this.render();
    }
  };
}

let windowClass: ReturnType<typeof defineCheckWindow> | undefined;

/** The "Check this scene" window class (also the settings menu's type). */
export function sceneCheckWindow(): ReturnType<typeof defineCheckWindow> {
  return (windowClass ??= defineCheckWindow());
}
