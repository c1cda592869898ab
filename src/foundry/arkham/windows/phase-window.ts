import { buildPhaseTrackerContext, type PhaseTrackerContext } from "../../../view/arkham";
import { templatePath } from "../../constants";
import { guardedActions } from "../../report-failure";
import { foundryLocalizer } from "../../foundry-localizer";
import { isArkhamPhase } from "../phases";
import type { PhaseTracker } from "../phase-tracker";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** What the phase window needs from the integration. */
export interface PhaseWindowDeps {
  readonly tracker: PhaseTracker;
  readonly followsCombat: () => boolean;
  readonly openMythos: () => void;
}

/** The Arkham phase tracker window: round, five phases, back / next, open Mythos. */
export class PhaseWindow extends HandlebarsApplicationMixin(ApplicationV2)<PhaseTrackerContext> {
  static deps: PhaseWindowDeps | undefined;

  static override DEFAULT_OPTIONS = {
    id: "monster-autopilot-arkham-phases",
    classes: ["monster-autopilot", "ma-arkham-window"],
    window: { title: "MONSTER_AUTOPILOT.Arkham.Phase.Title", icon: "fa-solid fa-hourglass-half" },
    position: { width: 300, height: "auto" as const },
    actions: guardedActions("MONSTER_AUTOPILOT.Failure.ArkhamWindow", {
      nextPhase: PhaseWindow.#onNext,
      previousPhase: PhaseWindow.#onBack,
      jumpToPhase: PhaseWindow.#onJump,
      openMythos: PhaseWindow.#onOpenMythos,
    }),
  };

  static override PARTS = { main: { template: templatePath("arkham/phase-tracker.hbs") } };

  static #deps(): PhaseWindowDeps {
    if (PhaseWindow.deps === undefined) throw new Error("The Arkham phase window was opened before init.");
    return PhaseWindow.deps;
  }

  protected override async _prepareContext(): Promise<PhaseTrackerContext> {
    const deps = PhaseWindow.#deps();
    return buildPhaseTrackerContext(deps.tracker.current(), deps.followsCombat(), foundryLocalizer());
  }

  static async #onNext(this: PhaseWindow): Promise<void> {
    await PhaseWindow.#deps().tracker.advance();
  }

  static async #onBack(this: PhaseWindow): Promise<void> {
    await PhaseWindow.#deps().tracker.back();
  }

  static async #onJump(this: PhaseWindow, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const phase = target.dataset["phase"];
    if (isArkhamPhase(phase)) await PhaseWindow.#deps().tracker.jumpTo(phase);
  }

  static #onOpenMythos(this: PhaseWindow): void {
    PhaseWindow.#deps().openMythos();
  }
}
