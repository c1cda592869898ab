import { readAbilityForm, toggleAreaHex } from "../../view/gloomhaven";
import { applyPreset } from "../../view/gloomhaven/presets";
import { MODULE_ID, templatePath } from "../constants";
import { isTag } from "../dom-realm";
import { guardedActions, reportRejection } from "../report-failure";
import {
  buildMonsterTurnContext,
  monsterTurnWindowId,
  type MonsterTurnContext,
  type MonsterTurnInput,
} from "./monster-turn-input";
import { acceptOneTurn, tellOutcome, undoOneTurn } from "./one-turn-flows";
import { sequenceMove, sequenceUndo } from "./sequence/sequence-window-part";
import { refreshAfterSceneEdit, reloadStatLine, updateAbilityOutputs } from "./turn-window-refresh";
import {
  areaCellAt,
  focusNeighbourRow,
  isActivationKey,
  optionRowAt,
  promptPresetName,
} from "./turn-window-dom";

/** Debounce of recomputing while the GM types (ms). */
const RECOMPUTE_DELAY = 150;

/** Defines the Monster turn window class (ApplicationV2 + Handlebars) once Foundry's API exists. */
function defineMonsterTurnApp() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  const { FormDataExtended } = foundry.applications.ux;

  return class MonsterTurnApp extends HandlebarsApplicationMixin(ApplicationV2)<MonsterTurnContext> {
    static override DEFAULT_OPTIONS = {
      classes: [MODULE_ID, "ma-hex-turn"],
      tag: "form",
      window: { icon: "fa-solid fa-dragon", resizable: true, contentClasses: ["standard-form"] },
      position: { width: 440, height: "auto" as const },
      form: { handler: MonsterTurnApp.#onSubmit, submitOnChange: false, closeOnSubmit: false },
      // A failing button is reported to the GM, never lost (report-failure.ts).
      actions: guardedActions("MONSTER_AUTOPILOT.Failure.TurnButton", {
        toggleAreaHex: MonsterTurnApp.#onToggleArea,
        selectOption: MonsterTurnApp.#onSelectOption,
        acceptMove: MonsterTurnApp.#onAccept,
        skipTurn: MonsterTurnApp.#onSkip,
        undoMove: MonsterTurnApp.#onUndo,
        savePreset: MonsterTurnApp.#onSavePreset,
        deletePreset: MonsterTurnApp.#onDeletePreset,
        editMonsterData: MonsterTurnApp.#onEditData,
        continueSequence: MonsterTurnApp.#onContinue,
        targetChanged: MonsterTurnApp.#onTargetChanged,
      }),
    };

    static override PARTS = {
      header: { template: templatePath("gloomhaven/turn-header.hbs") },
      deckCard: { template: templatePath("gloomhaven/deck-card.hbs") },
      ability: { template: templatePath("gloomhaven/ability-editor.hbs") },
      options: { template: templatePath("gloomhaven/turn-options.hbs"), scrollable: [".ma-options"] },
      sequence: {
        template: templatePath("gloomhaven/sequence-options.hbs"),
        scrollable: [".ma-sequence-list"],
      },
      footer: { template: templatePath("gloomhaven/turn-footer.hbs") },
    };

    readonly input: MonsterTurnInput;
    #presetId = "";
    #closing: Promise<unknown> | null = null;
    #timer: ReturnType<typeof setTimeout> | undefined;

    constructor(input: MonsterTurnInput) {
      super({ id: monsterTurnWindowId(input.controller.tokenId) });
      this.input = input;
    }

    override get title(): string {
      return this.input.i18n.format("MONSTER_AUTOPILOT.Hex.Turn.Title", { name: this.input.tokenName });
    }

    get #type(): string {
      return this.input.readData().type;
    }

    protected override async _prepareContext(): Promise<MonsterTurnContext> {
      return buildMonsterTurnContext(this.input, { presetId: this.#presetId, idPrefix: this.id });
    }

    protected override async _onFirstRender(
      context: Parameters<InstanceType<typeof ApplicationV2>["_onFirstRender"]>[0],
      options: Parameters<InstanceType<typeof ApplicationV2>["_onFirstRender"]>[1],
    ): Promise<void> {
      await super._onFirstRender(context, options);
      this.element.addEventListener("input", (event) => this.#onEdit(event, false));
      this.element.addEventListener("change", (event) => this.#onEdit(event, true));
      this.element.addEventListener("pointerover", (event) => this.#onHover(event));
      this.element.addEventListener("pointerleave", () =>
        (this.input.sequence ?? this.input.controller).hover(null),
      );
      this.element.addEventListener("keydown", (event) => this.#onKey(event));
    }

    /**
     * Closing takes a while in Foundry (`_preClose`, the closing animation, then `_onClose`; the
     * window stays in `foundry.applications.instances` meanwhile, ApplicationV2 `close`): the
     * promise is kept so a reopening can wait for it ({@link whenClosed}).
     */
    override close(options?: Parameters<InstanceType<typeof ApplicationV2>["close"]>[0]): Promise<this> {
      const closing = super.close(options);
      this.#closing = closing;
      return closing;
    }

    /** Settles once a close in progress has finished (at once when the window is not closing). */
    whenClosed(): Promise<unknown> {
      return this.#closing ?? Promise.resolve();
    }

    protected override _onClose(
      options: Parameters<InstanceType<typeof ApplicationV2>["_onClose"]>[0],
    ): void {
      super._onClose(options);
      clearTimeout(this.#timer);
      this.input.controller.dispose();
      this.input.sequence?.dispose();
    }

    /**
     * Takes the monster's edited stat line into the ability (base move, base range, flying) and
     * recomputes; a sequence card is built again on it and solved again unless its playback has begun.
     */
    reloadData(): void {
      this.#rerender(reloadStatLine(this.input));
    }

    /**
     * Recomputes after an edit elsewhere on the scene (a wall, a door, a token) unless a move is
     * pending or done. After an undo made outside the window (the keybinding) a moved window
     * computes again too: its token may be back where the window's options start.
     */
    refresh(afterUndo = false): void {
      const parts = refreshAfterSceneEdit(this.input, afterUndo);
      if (parts.length > 0) this.#rerender(parts);
    }

    /**
     * Re-renders some parts without waiting: a failed render is reported to the GM and clears the
     * canvas highlight, which would otherwise show an option the window no longer lists.
     */
    #rerender(parts: string[]): void {
      reportRejection(this.render({ parts }), "MONSTER_AUTOPILOT.Reported.TurnRender", () => {
        this.input.controller.dispose();
        this.input.sequence?.dispose();
      });
    }

    #readForm(): void {
      const form = isTag(this.element, "form") ? this.element : null;
      if (!form) return;
      const fields = new FormDataExtended(form).object;
      this.input.controller.setForm(readAbilityForm(fields, this.input.controller.form));
    }

    #onEdit(event: Event, committed: boolean): void {
      const target = event.target;
      if (isTag(target, "select") && target.name === "presetId") {
        if (committed) this.#choosePreset(target.value);
        return;
      }
      this.#readForm();
      const reRenderAbility = committed && !(isTag(target, "input") && target.type === "number");
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.input.controller.recompute();
        this.#rerender(reRenderAbility ? ["ability", "options", "footer"] : ["options", "footer"]);
      }, RECOMPUTE_DELAY);
      // The ability part is not re-rendered while the GM types: its "base ± X = total" is kept current.
      if (!reRenderAbility) updateAbilityOutputs(this.element, this.input);
    }

    #choosePreset(id: string): void {
      this.#presetId = id;
      const preset = this.input.presets.list(this.#type).find((p) => p.id === id);
      if (preset) this.input.controller.setForm(applyPreset(this.input.controller.form, preset));
      this.input.controller.recompute();
      this.#rerender(["ability", "options", "footer"]);
    }

    #onHover(event: PointerEvent): void {
      (this.input.sequence ?? this.input.controller).hover(optionRowAt(event.target)?.index ?? null);
    }

    #onKey(event: KeyboardEvent): void {
      const cell = areaCellAt(event.target);
      if (cell && isActivationKey(event)) {
        event.preventDefault();
        this.#toggleArea(cell);
        return;
      }
      const row = optionRowAt(event.target);
      if (!row) return;
      if (isActivationKey(event)) {
        event.preventDefault();
        this.#select(row.index);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        focusNeighbourRow(row.element, event.key === "ArrowDown" ? 1 : -1);
      }
    }

    #select(index: number): void {
      (this.input.sequence ?? this.input.controller).select(index);
      this.#rerender(this.input.sequence ? ["sequence", "footer"] : ["options", "footer"]);
    }

    static async #onSubmit(): Promise<void> {
      // Submitting (Enter in a field) only recomputes; moving needs the Move button.
    }

    /** Adds or removes a hex of the area pattern (click, or Enter/Space on the focused cell). */
    #toggleArea(cell: { q: number; r: number }): void {
      this.#readForm();
      this.input.controller.setForm(toggleAreaHex(this.input.controller.form, cell));
      this.input.controller.recompute();
      this.#rerender(["ability", "options", "footer"]);
    }

    static #onToggleArea(this: MonsterTurnApp, _event: PointerEvent, target: HTMLElement): void {
      const cell = areaCellAt(target);
      if (cell) this.#toggleArea(cell);
    }

    static #onSelectOption(this: MonsterTurnApp, _event: PointerEvent, target: HTMLElement): void {
      this.#select(Number(target.dataset["index"]));
    }

    static async #onAccept(this: MonsterTurnApp): Promise<void> {
      const { sequence } = this.input;
      if (sequence) {
        await sequenceMove(
          sequence,
          () => this.#rerender(["sequence", "footer"]),
          (o) => tellOutcome(this.input.i18n, sequence.stoppedAt, o),
        );
        return;
      }
      await acceptOneTurn(this.input, () => this.#rerender(["options", "footer"]));
    }

    static async #onSkip(this: MonsterTurnApp): Promise<void> {
      this.#readForm();
      this.input.onCardUsed(this.input.controller.form);
      await this.close();
    }

    static async #onUndo(this: MonsterTurnApp): Promise<void> {
      const { sequence, i18n } = this.input;
      if (sequence) return sequenceUndo(sequence, i18n, () => this.#rerender(["sequence", "footer"]));
      await undoOneTurn(this.input, () => this.#rerender(["options", "footer"]));
    }

    static async #onSavePreset(this: MonsterTurnApp): Promise<void> {
      const name = await promptPresetName(this.input.i18n);
      if (!name) return;
      this.#readForm();
      this.#presetId = await this.input.presets.save(this.#type, name, this.input.controller.form);
      this.#rerender(["ability"]);
    }

    static async #onDeletePreset(this: MonsterTurnApp): Promise<void> {
      if (!this.#presetId) return;
      await this.input.presets.remove(this.#type, this.#presetId);
      this.#presetId = "";
      this.#rerender(["ability"]);
    }

    static #onEditData(this: MonsterTurnApp): void {
      this.input.editMonsterData();
    }

    /** Continue: the GM applied the paused step of a sequence card. */
    static #onContinue(this: MonsterTurnApp): void {
      this.input.sequence?.continue();
      this.#rerender(["sequence", "footer"]);
    }

    /** Target died / was moved (SQ-17): the rest of the sequence on the board as it is now. */
    static #onTargetChanged(this: MonsterTurnApp): void {
      this.input.sequence?.targetChanged();
      this.#rerender(["sequence", "footer"]);
    }
  };
}

/** The Monster turn window class. */
export type MonsterTurnAppClass = ReturnType<typeof defineMonsterTurnApp>;
let appClass: MonsterTurnAppClass | undefined;

/** The Monster turn window class, defined on first use (Foundry's API exists only in Foundry). */
export function monsterTurnApp(): MonsterTurnAppClass {
  return (appClass ??= defineMonsterTurnApp());
}
