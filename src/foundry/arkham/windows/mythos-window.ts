import type { DeepPartial } from "fvtt-types/utils";
import { normaliseDimension } from "../../../core/arkham";
import type { MythosContext } from "../../../view/arkham";
import { templatePath } from "../../constants";
import { isElement } from "../../dom-realm";
import { reportFailure } from "../../report-failure";
import { paintMoves, type CanvasDrawing } from "../canvas-arrows";
import type { MythosController } from "../mythos-controller";
import type { MythosPhaseContext, MythosPhaseController } from "../mythos-phase-controller";
import { paintOutcomeMarks } from "./outcome-marks";
import { notifyAll, requireActiveGM } from "./active-gm";
import { DetailsState } from "./details-state";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** What the Mythos window needs from the integration. */
export interface MythosWindowDeps {
  readonly controller: MythosController;
  readonly drawing: CanvasDrawing;
  /** The whole phase (MY-1): draw or pick the card, steps 1–4, outcomes, accept and undo. */
  readonly phase: MythosPhaseController;
}

/** The window's context: the phase part over the movement part. */
type MythosWindowContext = MythosContext & { readonly phase: MythosPhaseContext };

type Action = (this: MythosWindow, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** Wraps an action: active GM only, then re-render (the plan or the progress changed). */
function gmAction(run: (controller: MythosController, target: HTMLElement) => Promise<void> | void): Action {
  // A failure is reported to the GM (report-failure.ts), never lost.
  return async function (this: MythosWindow, _event, target) {
    if (!requireActiveGM()) return;
    try {
      await run(MythosWindow.controller(), target);
      await this.render();
    } catch (cause) {
      this.clearTrace();
      reportFailure("MONSTER_AUTOPILOT.Failure.ArkhamWindow", cause);
    }
  };
}

/** Wraps a phase action: active GM only, then re-render; a failure is reported to the GM. */
function phaseAction(
  run: (phase: MythosPhaseController, window: MythosWindow, target: HTMLElement) => Promise<void> | void,
): Action {
  return async function (this: MythosWindow, _event, target) {
    if (!requireActiveGM()) return;
    try {
      const deps = MythosWindow.deps;
      if (deps === undefined) throw new Error("The Mythos window was opened before init.");
      await run(deps.phase, this, target);
      await this.render();
    } catch (cause) {
      this.clearTrace();
      reportFailure("MONSTER_AUTOPILOT.Failure.ArkhamWindow", cause);
    }
  };
}

/** The outcome an event happened in, if any. */
function outcomeIndex(target: EventTarget | null): number | null {
  if (!isElement(target)) return null;
  const value = target.closest<HTMLElement>(".ma-outcome[data-outcome]")?.dataset["outcome"];
  return value === undefined ? null : Number(value);
}

/** The monster of the move row an event happened in, if any. */
function moveRowMonster(target: EventTarget | null): string | null {
  if (!isElement(target)) return null;
  return target.closest<HTMLElement>(".ma-move[data-monster]")?.dataset["monster"] ?? null;
}

/**
 * The Mythos window: the whole phase above (draw or pick the card, steps 1–4 with step 3's moves
 * and the first player's choices, one Accept, Undo last phase), and below it the movement part on
 * its own for a GM who only wants the moves: card list and hand-set symbols, environment modifiers,
 * every monster's move in words and on the canvas, choices, effects, by-hand list, accept / undo.
 */
export class MythosWindow extends HandlebarsApplicationMixin(ApplicationV2)<MythosWindowContext> {
  static deps: MythosWindowDeps | undefined;

  static controller(): MythosController {
    if (MythosWindow.deps === undefined) throw new Error("The Mythos window was opened before init.");
    return MythosWindow.deps.controller;
  }

  static override DEFAULT_OPTIONS = {
    id: "monster-autopilot-arkham-mythos",
    classes: ["monster-autopilot", "ma-arkham-window"],
    window: { title: "MONSTER_AUTOPILOT.Arkham.Mythos.Title", icon: "fa-solid fa-route", resizable: true },
    position: { width: 520, height: 720 },
    actions: {
      selectCard: gmAction((c, t) => c.selectCard(t.dataset["card"] ?? "")),
      toggleSymbol: gmAction(async (c, t) => {
        const symbol = normaliseDimension(t.dataset["symbol"] ?? "");
        const box = t.dataset["box"];
        if (symbol !== undefined && (box === "white" || box === "black")) await c.toggleSymbol(box, symbol);
      }),
      toggleModifier: gmAction((c, t) => c.toggleModifier(t.dataset["modifier"] ?? "")),
      pickOption: gmAction((c, t) => c.pick(t.dataset["monster"] ?? "", Number(t.dataset["index"]))),
      acceptMove: gmAction(async (c, t) => notifyAll(await c.accept(t.dataset["monster"]))),
      acceptAll: gmAction(async (c) => notifyAll(await c.accept())),
      undo: gmAction(async (c) => notifyAll([await c.undo()])),
      rollEffect: gmAction((c, t) => c.roll(t.dataset["monster"] ?? "")),
      recompute: gmAction((c) => c.ensurePlan(true)),
      drawPhase: phaseAction((p) => p.prepare()),
      pickPhase: phaseAction((p, w) => {
        const card = w.element.querySelector<HTMLSelectElement>(".ma-phase-pick")?.value ?? "";
        const cup = w.element.querySelector<HTMLSelectElement>(".ma-phase-cup");
        const picked = cup === null ? [] : [...cup.selectedOptions].map((o) => o.value);
        if (card !== "") p.prepare(card, picked);
      }),
      chooseOutcome: phaseAction((p, _w, t) => p.choose(Number(t.dataset["outcome"]))),
      pickPhaseMove: phaseAction((p, _w, t) => {
        const outcome = outcomeIndex(t);
        if (outcome !== null) p.pickMove(outcome, t.dataset["monster"] ?? "", Number(t.dataset["index"]));
      }),
      acceptPhase: phaseAction(async (p) => {
        notifyAll(await p.accept());
        MythosWindow.controller().ensurePlan(true);
      }),
      rollPhaseEffect: phaseAction((p, _w, t) => p.roll(t.dataset["monster"] ?? "")),
      setAsidePhase: phaseAction(async (p) => notifyAll(await p.setAside())),
      discardPhase: phaseAction((p) => p.discard()),
      undoPhase: phaseAction(async (p) => {
        notifyAll(await p.undo());
        MythosWindow.controller().ensurePlan(true);
      }),
    },
  };

  static override PARTS = {
    phase: { template: templatePath("arkham/mythos-phase.hbs") },
    main: { template: templatePath("arkham/mythos.hbs"), scrollable: [""] },
  };

  #search = "";
  readonly #details = new DetailsState();
  /** The monster whose move row the GM points at or has focused: its token and arrows stand out. */
  #traced: string | null = null;
  /** The outcome the GM points at or has focused: its gate, monsters and Outskirts are marked. */
  #hovered: number | null = null;

  protected override async _prepareContext(): Promise<MythosWindowContext> {
    const controller = MythosWindow.controller();
    controller.ensurePlan();
    const phase = MythosWindow.deps?.phase.context();
    if (phase === undefined) throw new Error("The Mythos window was opened before init.");
    return { ...controller.context(), phase };
  }

  protected override async _onRender(
    context: DeepPartial<MythosWindowContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onRender(context, options);
    this.#details.apply(this.element);
    const search = this.element.querySelector<HTMLInputElement>(".ma-card-search");
    if (search !== null) {
      search.value = this.#search;
      search.addEventListener("input", () => {
        this.#search = search.value;
        this.#filterCards();
      });
      this.#filterCards();
    }
    this.#drawMoves();
  }

  protected override async _onFirstRender(
    context: DeepPartial<MythosWindowContext>,
    options: DeepPartial<RenderOptions>,
  ): Promise<void> {
    await super._onFirstRender(context, options);
    // Hovering or focusing a monster's move row traces it on the canvas.
    const trace = (event: Event) => {
      this.#hover(outcomeIndex(event.target));
      this.#trace(moveRowMonster(event.target));
    };
    this.element.addEventListener("pointerover", trace);
    this.element.addEventListener("focusin", trace);
    this.element.addEventListener("pointerleave", () => this.clearTrace());
    this.element.addEventListener("focusout", () => this.clearTrace());
  }

  /** Drops the traced move and the hovered outcome and redraws (leaving the window, a failed action). */
  clearTrace(): void {
    this.#traced = null;
    this.#hovered = null;
    this.#drawMoves();
  }

  #hover(index: number | null): void {
    if (index === this.#hovered) return;
    this.#hovered = index;
    this.#drawMoves();
  }

  #trace(monsterId: string | null): void {
    if (monsterId === this.#traced) return;
    this.#traced = monsterId;
    this.#drawMoves();
  }

  /** Draws every move on the canvas, the traced monster's emphasised. */
  #drawMoves(): void {
    const deps = MythosWindow.deps;
    if (deps === undefined) return;
    const moves = deps.controller.moveDrawings();
    const size = canvas?.grid?.size ?? 100;
    const traced = moves.some((m) => m.monsterId === this.#traced) ? this.#traced : null;
    const marks = this.#hovered === null ? undefined : deps.phase.marks(this.#hovered);
    deps.drawing.draw((graphics) => {
      // A hovered outcome's moves stand in for the movement part's while the GM looks at it.
      paintMoves(graphics, marks === undefined ? moves : marks.moves, size, traced);
      if (marks !== undefined) paintOutcomeMarks(graphics, marks, size);
    });
  }

  #filterCards(): void {
    const needle = this.#search.trim().toLowerCase();
    for (const row of this.element.querySelectorAll<HTMLElement>(".ma-card-row")) {
      row.hidden = needle !== "" && !(row.dataset["search"] ?? "").includes(needle);
    }
  }

  protected override _onClose(options: DeepPartial<RenderOptions>): void {
    super._onClose(options);
    this.#traced = null;
    this.#hovered = null;
    MythosWindow.deps?.drawing.clear();
  }
}
