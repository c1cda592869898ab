import { monsterCatalogue } from "../../../core/gloomhaven/decks";
import {
  buildDeckWindow,
  type DeckWindowContext,
  type DeckWindowInput,
} from "../../../view/gloomhaven/decks";
import { MODULE_ID, templatePath } from "../../constants";
import { isTag } from "../../dom-realm";
import { reportFailure, reportRejection } from "../../report-failure";
import { foundryLocalizer } from "../../foundry-localizer";
import { currentCard } from "./combat-decks";
import { combatPort } from "./combat-port";
import { DECK_SETTINGS, readLevel, SCENE_LEVEL_FLAG } from "./deck-settings";
import { applyCorrection, drawNow, type OpenTurn } from "./round-flow";
import { readDrawn } from "./round-start";

/** The window id of the Monster decks window (one per client). */
const DECK_WINDOW_ID = `${MODULE_ID}-decks`;

/** What the window shows for a combat: its decks in play, their cards and the scenes' levels. */
function windowInput(combat: Combat.Implementation, idPrefix: string): DeckWindowInput {
  const catalogue = monsterCatalogue();
  const port = combatPort(combat);
  const { state } = readDrawn(port, catalogue);
  const standees = port.standees();
  const deckIds = [...new Set(standees.map((s) => s.type.deck))];
  const sceneIds = [
    ...new Set(combat.combatants.contents.map((c) => c.sceneId).filter((id): id is string => !!id)),
  ];
  return {
    round: combat.round ?? 0,
    worldLevel: readLevel(game.settings.get(MODULE_ID, DECK_SETTINGS.level)) ?? 1,
    scenes: sceneIds.flatMap((id) => {
      const scene = game.scenes?.get(id);
      return scene
        ? [{ id, name: scene.name, level: readLevel(scene.getFlag(MODULE_ID, SCENE_LEVEL_FLAG)) }]
        : [];
    }),
    decks: deckIds.flatMap((id) => {
      const deck = catalogue.deckById.get(id);
      if (!deck) return [];
      return [
        {
          deck,
          card: currentCard(state, id, catalogue),
          standees: standees.filter((s) => s.type.deck === id),
          canUndo: (state.decks[id]?.undo.length ?? 0) > 0,
        },
      ];
    }),
    idPrefix,
  };
}

function defineDeckWindow(openTurn: OpenTurn) {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class DeckWindow extends HandlebarsApplicationMixin(ApplicationV2)<DeckWindowContext> {
    static override DEFAULT_OPTIONS = {
      id: DECK_WINDOW_ID,
      classes: [MODULE_ID, "ma-deck-window-app"],
      window: { icon: "fa-solid fa-layer-group", resizable: true },
      position: { width: 480, height: "auto" as const },
      actions: {
        drawRound: DeckWindow.#onDraw,
        redrawDeck: DeckWindow.#onRedraw,
        undoDeck: DeckWindow.#onUndo,
      },
    };

    static override PARTS = {
      body: { template: templatePath("gloomhaven/deck-window.hbs"), scrollable: [""] },
    };

    override get title(): string {
      return game.i18n.localize("MONSTER_AUTOPILOT.Decks.Window.Title");
    }

    /** The combat this client views (game.combat: the tracker's, not necessarily the active one). */
    get #combat(): Combat.Implementation | null {
      return game.combat ?? null;
    }

    protected override async _prepareContext(): Promise<DeckWindowContext> {
      const combat = this.#combat;
      return buildDeckWindow(combat ? windowInput(combat, this.id) : null, foundryLocalizer());
    }

    protected override async _onFirstRender(
      context: Parameters<InstanceType<typeof ApplicationV2>["_onFirstRender"]>[0],
      options: Parameters<InstanceType<typeof ApplicationV2>["_onFirstRender"]>[1],
    ): Promise<void> {
      await super._onFirstRender(context, options);
      this.element.addEventListener("change", (event) =>
        reportRejection(this.#onChange(event), "MONSTER_AUTOPILOT.Decks.Failure.Action"),
      );
    }

    /** Runs a GM action on the viewed combat: active GM only, failures reported, the window re-rendered. */
    async #run(action: (combat: Combat.Implementation) => Promise<void>): Promise<void> {
      const combat = this.#combat;
      if (!combat) return;
      if (!game.user?.isActiveGM) {
        ui.notifications?.warn(game.i18n.localize("MONSTER_AUTOPILOT.Decks.Problems.GmOnly"));
        return;
      }
      try {
        await action(combat);
      } catch (error) {
        reportFailure("MONSTER_AUTOPILOT.Decks.Failure.Action", error);
      }
      reportRejection(this.render(), "MONSTER_AUTOPILOT.Decks.Failure.OpenWindow");
    }

    async #onChange(event: Event): Promise<void> {
      const target = event.target;
      if (!isTag(target, "select")) return;
      const deckId = target.dataset["pickDeck"];
      const sceneId = target.dataset["sceneLevel"];
      if (deckId && target.value !== "") {
        const card = Number(target.value);
        await this.#run((combat) => applyCorrection(combat, deckId, { kind: "pick", card }, openTurn));
      } else if (sceneId) {
        const level = readLevel(target.value === "" ? null : Number(target.value));
        await this.#run(async () => {
          const scene = game.scenes?.get(sceneId);
          if (!scene) return;
          if (level === null) await scene.unsetFlag(MODULE_ID, SCENE_LEVEL_FLAG);
          else await scene.setFlag(MODULE_ID, SCENE_LEVEL_FLAG, level);
        });
      }
    }

    static async #onDraw(this: DeckWindow): Promise<void> {
      await this.#run((combat) => drawNow(combat, openTurn));
    }

    static async #onRedraw(this: DeckWindow, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const deckId = target.dataset["deckId"];
      if (deckId) await this.#run((combat) => applyCorrection(combat, deckId, { kind: "redraw" }, openTurn));
    }

    static async #onUndo(this: DeckWindow, _event: PointerEvent, target: HTMLElement): Promise<void> {
      const deckId = target.dataset["deckId"];
      if (deckId) await this.#run((combat) => applyCorrection(combat, deckId, { kind: "undo" }, openTurn));
    }
  };
}

type DeckWindowClass = ReturnType<typeof defineDeckWindow>;
let windowClass: DeckWindowClass | undefined;

/** Opens (or brings forward) the Monster decks window of the viewed combat (GM only). */
export async function openDeckWindow(openTurn: OpenTurn): Promise<void> {
  if (!game.user?.isGM) return;
  const existing = foundry.applications.instances.get(DECK_WINDOW_ID);
  if (existing) {
    existing.bringToFront();
    return;
  }
  const App = (windowClass ??= defineDeckWindow(openTurn));
  await new App().render({ force: true });
}

/** Re-renders the Monster decks window if open (the combat or its decks changed). */
export function refreshDeckWindow(): void {
  const app = foundry.applications.instances.get(DECK_WINDOW_ID);
  if (app) reportRejection(app.render(), "MONSTER_AUTOPILOT.Decks.Failure.OpenWindow");
}
