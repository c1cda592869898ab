import { defaultAbilityForm, type AbilityForm } from "../../view/gloomhaven";
import { applyPreset, presetFromForm, type AbilityPreset } from "../../view/gloomhaven/presets";
import { localizeMessage } from "../../view/gloomhaven";
import { conditionsFromStatuses } from "./conditions";
import { foundryLocalizer } from "../foundry-localizer";
import { detectLayout, orientationOf } from "./grid-layout";
import { openMonsterDataForm } from "./monster-data-app";
import type { DeckCardContext } from "../../view/gloomhaven/decks";
import { presetMonsterData } from "./decks/preset-monster";
import { drawnCardForToken } from "./decks/turn-card";
import { drawnSequence } from "./decks/drawn-sequence";
import { combatsOfToken, DECKS_FLAG } from "./decks/combat-port";
import { MODULE_ID } from "../constants";
import { SequenceTurnController, type SequenceCard } from "./sequence/sequence-controller";
import { monsterTurnApp } from "./monster-turn-app";
import { monsterTurnWindowId } from "./monster-turn-input";
import { notHexMessage } from "./read-scene";
import type { PresetStore } from "./preset-store";
import { openWindowOnce, reportRejection, type RenderableWindow } from "../report-failure";
import { TurnController } from "./turn-controller";
import { createTurnEnvironment } from "./turn-environment";
import type { MoveHistory } from "./move-history";
import type { RegionReading } from "./region-terrain";
import type { SceneBoards } from "./scene-boards";
import type { SceneCache } from "./scene-cache";
import type { WallCache } from "./wall-cache";

/** The long-lived parts of the hex integration, created once in register.ts. */
export interface HexServices {
  readonly walls: WallCache;
  /** Region terrain per scene (cleared when regions, their behaviours or the grid change). */
  readonly regions: SceneCache<RegionReading>;
  /** The last board read per scene, reused while the scene is unchanged. */
  readonly boards: SceneBoards;
  /** The accepted moves of each scene, kept in the scene's `hexUndo` flag. */
  readonly history: MoveHistory;
  readonly presets: PresetStore;
  /** The card last used per monster type: monsters of one type share their ability card in a round. */
  readonly lastCard: Map<string, AbilityPreset>;
}

/**
 * The ability a window opens with: the monster's data (with its preset type's stats), the card
 * its deck drew this round, else the type's last card (or first preset), the token's
 * conditions; the drawn card as a sequence when the one-turn window cannot play it.
 */
function initialForm(
  services: HexServices,
  token: TokenDocument.Implementation,
): { form: AbilityForm; deckCard: DeckCardContext | null; sequence: SequenceCard | null } {
  const i18n = foundryLocalizer();
  const { data, problems, line } = presetMonsterData(token);
  for (const p of problems) ui.notifications?.warn(localizeMessage(i18n, p));
  const base = defaultAbilityForm(data);
  const drawn = drawnCardForToken(token, line, base, i18n);
  const card = services.lastCard.get(data.type) ?? services.presets.list(data.type)[0];
  const form = drawn?.form ?? (card ? applyPreset(base, card) : base);
  const conditions = conditionsFromStatuses(token.actor?.statuses ?? new Set());
  return { form: { ...form, conditions }, deckCard: drawn?.card ?? null, sequence: sequenceCardOf(token) };
}

/**
 * The token's drawn card as a whole sequence (SQ-1: a card beyond one move and one plain attack)
 * on its stat line as it is now, hand-entered values included; null when the one-turn window plays it.
 */
function sequenceCardOf(token: TokenDocument.Implementation): SequenceCard | null {
  const { data, line } = presetMonsterData(token);
  const flags = combatsOfToken(token).map((c) => c.getFlag(MODULE_ID, DECKS_FLAG));
  return drawnSequence(flags, line, data);
}

/**
 * Opens the Monster turn window for a token of the viewed scene ("Turn trigger"). Any GM
 * may open, preview and accept by hand (the automatic opening on a combat turn is the active GM's
 * alone, turn-trigger.ts); players get a notification. A square or gridless scene
 * gets a clear notification, never an exception.
 */
export function openMonsterTurn(services: HexServices, token: TokenDocument.Implementation): void {
  const i18n = foundryLocalizer();
  if (!game.user?.isGM) {
    ui.notifications?.warn(i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.GMOnly"));
    return;
  }
  const scene = canvas?.scene;
  const grid = canvas?.grid;
  if (!scene || !grid || token.parent?.id !== scene.id) {
    ui.notifications?.warn(i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.ViewScene"));
    return;
  }
  const layout = detectLayout(grid);
  if (!layout) {
    ui.notifications?.warn(localizeMessage(i18n, notHexMessage(scene.name)));
    return;
  }
  const tokenId = token.id ?? "";
  const existing = foundry.applications.instances.get(monsterTurnWindowId(tokenId));
  const App = monsterTurnApp();
  if (existing instanceof App && existing.state === App.RENDER_STATES.CLOSING) {
    // Still closing (its turn ended a moment ago): open a fresh window once it is gone.
    reportRejection(
      existing.whenClosed().then(() => openMonsterTurn(services, token)),
      "MONSTER_AUTOPILOT.Failure.OpenTurn",
    );
    return;
  }
  if (existing) {
    existing.bringToFront();
    return;
  }
  // A window that fails to render leaves no highlight behind: its controller clears it.
  let dispose: () => void = () => undefined;
  openWindowOnce(
    monsterTurnWindowId(tokenId),
    () => {
      const { app, controller, sequence } = createTurnWindow(services, token, scene.id ?? "", layout);
      dispose = () => {
        controller.dispose();
        sequence?.dispose();
      };
      return app;
    },
    "MONSTER_AUTOPILOT.Failure.OpenTurn",
    () => dispose(),
  );
}

/** A new Monster turn window for a token of the viewed scene (its options computed and highlighted). */
function createTurnWindow(
  services: HexServices,
  token: TokenDocument.Implementation,
  sceneId: string,
  layout: NonNullable<ReturnType<typeof detectLayout>>,
): { app: RenderableWindow; controller: TurnController; sequence: SequenceTurnController | null } {
  const i18n = foundryLocalizer();
  const { form, deckCard, sequence: card } = initialForm(services, token);
  const tokenId = token.id ?? "";
  const env = createTurnEnvironment(services, services.history, tokenId);
  const controller = new TurnController(env, sceneId, tokenId, form);
  const sequence = card ? new SequenceTurnController(env, sceneId, tokenId, card) : null;
  // A sequence card's window shows and highlights the sequence options only.
  if (sequence) sequence.recompute();
  else controller.recompute(true);
  const readData = () => presetMonsterData(token).data;
  const App = monsterTurnApp();
  const app = new App({
    controller,
    sequence,
    presets: services.presets,
    i18n,
    tokenName: token.name,
    deckCard,
    img: token.texture.src ?? "",
    readData,
    readSequence: () => sequenceCardOf(token),
    orientation: orientationOf(layout),
    editMonsterData: () => openMonsterDataForm({ kind: "token", token }, () => app.reloadData()),
    onCardUsed: (card) => services.lastCard.set(readData().type, presetFromForm(card, "last", "last")),
  });
  return { app, controller, sequence };
}

/** Recomputes every open Monster turn window (after a wall, door, region or token change; `afterUndo`: moved ones too). */
export function refreshOpenTurnWindows(afterUndo = false): void {
  const App = monsterTurnApp();
  for (const app of foundry.applications.instances.values())
    if (app instanceof App && app.state === App.RENDER_STATES.RENDERED) app.refresh(afterUndo);
}

/**
 * Closes a token's Monster turn window, if open (its combat turn is over). Settles once the window
 * has finished closing (a failure is reported to the GM): await it before opening that token's
 * window again.
 */
export function closeTurnWindow(tokenId: string): Promise<void> {
  const app = foundry.applications.instances.get(monsterTurnWindowId(tokenId));
  if (!app) return Promise.resolve();
  const closing = app.close();
  reportRejection(closing, "MONSTER_AUTOPILOT.Reported.TurnClose");
  return closing.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A monster's turn started on a scene this GM is not viewing: a notification says so, and a dialog
 * (DialogV2.confirm, https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html#confirm)
 * offers to view the scene (Scene#view) and open the window there.
 */
export function offerTurnOnOtherScene(services: HexServices, sceneId: string, tokenId: string): void {
  const scene = game.scenes?.get(sceneId);
  const token = scene?.tokens.get(tokenId);
  if (!scene || !token) return;
  const i18n = foundryLocalizer();
  const text = i18n.format("MONSTER_AUTOPILOT.Hex.Turn.OtherScene", { name: token.name, scene: scene.name });
  ui.notifications?.info(text);
  const offer = async (): Promise<void> => {
    const content = document.createElement("p");
    content.textContent = text;
    const go = await foundry.applications.api.DialogV2.confirm({
      window: { title: i18n.format("MONSTER_AUTOPILOT.Hex.Turn.Title", { name: token.name }) },
      content: content.outerHTML,
      yes: { label: i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.OtherSceneView") },
      no: { label: i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.OtherSceneLater") },
      rejectClose: false,
    });
    if (go !== true) return;
    await scene.view();
    openMonsterTurn(services, token);
  };
  reportRejection(offer(), "MONSTER_AUTOPILOT.Failure.OpenTurn");
}
