import { guarded, reportFailure, reportRejection } from "../report-failure";
import {
  addActorSheetControl,
  addLegacyActorSheetButton,
  addRegionTerrainField,
  addTokenHudButtons,
} from "./entry-points";
import { orderMonsterCombatants } from "./order-combatants";
import { isHexScene } from "./decks/scene-grid";
import { isPlayedScene, playSceneOnFirstUse } from "./played-scenes";
import {
  closeTurnWindow,
  offerTurnOnOtherScene,
  openMonsterTurn,
  refreshOpenTurnWindows,
  type HexServices,
} from "./open-turn";
import { PresetStore, settingPresetStorage } from "./preset-store";
import { triggerSetting } from "./settings";
import { sideOfToken } from "./token-side";
import { localizeMessage } from "../../view/gloomhaven";
import { foundryLocalizer } from "../foundry-localizer";
import { MoveHistory } from "./move-history";
import { sceneHistoryStore } from "./scene-history-store";
import { UNDO_OUTCOME_KEYS, undoLastMove } from "./token-mover";
import { movableToken, movementActions } from "./turn-environment";
import { onCombatTurnChange, turnOfCombat } from "./turn-trigger";
import { changesSceneGeometry, WallCache } from "./wall-cache";
import { registerMonsterDecks } from "./decks/register-decks";
import { SceneBoards } from "./scene-boards";
import { SceneCache } from "./scene-cache";
import { registerLinkTool } from "./link-tool";

const REFRESH_DELAY = 200;

/** Opens the window by the GM's hand; on a hex scene not played yet, this switches it on (played-scenes.ts). */
function openByHand(services: HexServices, token: TokenDocument.Implementation): void {
  openMonsterTurn(services, token);
  playSceneOnFirstUse(token.parent).catch((cause: unknown) =>
    reportFailure("MONSTER_AUTOPILOT.Failure.OpenWindow", cause),
  );
}

/** Opens the window for the first controlled token, or says why not. */
function openForControlledToken(services: HexServices): void {
  const token = canvas?.tokens?.controlled[0]?.document;
  if (token) openByHand(services, token);
  else ui.notifications?.warn(game.i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.SelectToken"));
}

/** Undo from the keybinding: puts the last token moved on the viewed scene back and recomputes open windows. */
async function undoFromKeybinding(services: HexServices): Promise<void> {
  const outcome = await undoLastMove(
    services.history,
    canvas?.scene?.id ?? "",
    (sceneId, tokenId) => {
      const token = game.scenes?.get(sceneId)?.tokens.get(tokenId);
      return token ? movableToken(token) : undefined;
    },
    movementActions(),
  );
  const text = game.i18n.localize(UNDO_OUTCOME_KEYS[outcome]);
  if (outcome === "undone") ui.notifications?.info(text);
  else ui.notifications?.warn(text);
  refreshOpenTurnWindows(outcome === "undone");
}

/** What the entry script's keybindings and settings call in the GM part (register-init.ts). */
export interface HexGm {
  readonly openForControlledToken: () => void;
  readonly undoLastMove: () => Promise<void>;
  readonly refreshSoon: () => void;
  readonly openDecks: () => void;
}

/**
 * Wires the GM part of the hex-scene (Gloomhaven family) integration into Foundry's hooks: the
 * Monster turn windows, the caches they read and what reacts to scene and combat changes; each
 * acts on a GM's client only. Called once when the GM part loads (gm-part.ts); the settings,
 * keybindings and played scenes every client has are register-init.ts's.
 */
export function registerHexIntegration(): HexGm {
  const services: HexServices = {
    walls: new WallCache(),
    regions: new SceneCache(),
    boards: new SceneBoards(),
    history: new MoveHistory(sceneHistoryStore(), (problem) =>
      ui.notifications?.warn(localizeMessage(foundryLocalizer(), problem)),
    ),
    presets: new PresetStore(settingPresetStorage()),
    lastCard: new Map(),
  };
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshSoon = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(
      guarded("MONSTER_AUTOPILOT.Failure.SceneChange", refreshOpenTurnWindows),
      REFRESH_DELAY,
    );
  };
  // A wall or door change re-reads only the wall lines; the grid or a new canvas re-reads everything.
  const wallsChanged = guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
    services.walls.clear();
    refreshSoon();
  });
  const sceneChanged = guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
    services.walls.clear();
    services.regions.clear();
    services.boards.clear();
    refreshSoon();
  });
  const regionsChanged = guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
    services.regions.clear();
    refreshSoon();
  });

  Hooks.on(
    "combatTurnChange",
    guarded("MONSTER_AUTOPILOT.Failure.CombatTurn", (combat, prior, current) => {
      if (game.user?.isActiveGM && prior.tokenId && prior.tokenId !== current.tokenId)
        reportRejection(closeTurnWindow(prior.tokenId), "MONSTER_AUTOPILOT.Reported.TurnClose");
      onCombatTurnChange(turnOfCombat(combat, current), {
        isActiveGM: () => game.user?.isActiveGM ?? false,
        trigger: triggerSetting,
        viewedSceneId: () => canvas?.scene?.id ?? null,
        // The turn's own scene, which this GM may not be viewing: only a hex scene the GM plays
        // with the module opens windows by itself.
        isHexScene: (sceneId) => isHexScene(sceneId) && isPlayedScene(game.scenes?.get(sceneId)),
        sideOf: (sceneId, tokenId) => sideOfToken(sceneId, tokenId),
        open: (sceneId, tokenId) => {
          const token = game.scenes?.get(sceneId)?.tokens.get(tokenId);
          if (token) openMonsterTurn(services, token);
        },
        offerOtherScene: (sceneId, tokenId) => offerTurnOnOtherScene(services, sceneId, tokenId),
      });
    }),
  );

  Hooks.on(
    "renderTokenHUD",
    guarded("MONSTER_AUTOPILOT.Failure.TokenHud", (hud, html) =>
      addTokenHudButtons(hud, html, (token) => openByHand(services, token)),
    ),
  );
  Hooks.on(
    "getHeaderControlsActorSheetV2",
    guarded("MONSTER_AUTOPILOT.Failure.HeaderControl", (app, controls) =>
      addActorSheetControl(app, controls),
    ),
  );
  Hooks.on(
    "getActorSheetHeaderButtons",
    guarded("MONSTER_AUTOPILOT.Failure.HeaderControl", (app, buttons) =>
      addLegacyActorSheetButton(app.actor, buttons),
    ),
  );
  Hooks.on(
    "renderRegionConfig",
    guarded("MONSTER_AUTOPILOT.Failure.RegionConfig", (app, html) =>
      addRegionTerrainField(app.document, html),
    ),
  );

  for (const hook of ["createWall", "updateWall", "deleteWall"] as const) Hooks.on(hook, wallsChanged);
  Hooks.on("canvasReady", sceneChanged);
  Hooks.on(
    "updateScene",
    guarded("MONSTER_AUTOPILOT.Failure.SceneChange", (_scene, changed) =>
      changesSceneGeometry(changed) ? sceneChanged() : refreshSoon(),
    ),
  );
  for (const hook of ["createToken", "updateToken", "deleteToken"] as const) Hooks.on(hook, refreshSoon);
  for (const hook of ["createRegion", "updateRegion", "deleteRegion"] as const)
    Hooks.on(hook, regionsChanged);
  for (const hook of ["createRegionBehavior", "updateRegionBehavior", "deleteRegionBehavior"] as const)
    Hooks.on(hook, regionsChanged);
  for (const hook of ["createActiveEffect", "deleteActiveEffect"] as const) Hooks.on(hook, refreshSoon);

  Hooks.on(
    "updateCombatant",
    guarded("MONSTER_AUTOPILOT.Failure.TurnOrder", (combatant, changed) =>
      "initiative" in changed ? orderMonsterCombatants(combatant.combat) : undefined,
    ),
  );
  Hooks.on(
    "createCombatant",
    guarded("MONSTER_AUTOPILOT.Failure.TurnOrder", (combatant) => orderMonsterCombatants(combatant.combat)),
  );

  registerLinkTool();
  const decks = registerMonsterDecks((token) => openMonsterTurn(services, token));
  return {
    openForControlledToken: () => openForControlledToken(services),
    undoLastMove: () => undoFromKeybinding(services),
    refreshSoon,
    openDecks: decks.open,
  };
}
