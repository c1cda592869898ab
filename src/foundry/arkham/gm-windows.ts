// The GM part of the Arkham integration (loaded with the GM part, gm-part.ts): the Phase, Mythos,
// Board and Pieces windows, the token-control tools that open them, and the canvas drawings.
// Players never see these windows; the phase tracker every client follows is register.ts's.
import { MODULE_ID } from "../constants";
import { foundryLocalizer } from "../foundry-localizer";
import { guarded, renderReported, reportFailure } from "../report-failure";
import { BoardController } from "./board-controller";
import { BoardOverlay } from "./board-overlay";
import { CanvasDrawing } from "./canvas-arrows";
import { MythosController } from "./mythos-controller";
import { MythosPhaseController } from "./mythos-phase-controller";
import { boardCombat } from "./phase-sources";
import type { PhaseTracker } from "./phase-tracker";
import type { PhaseChange } from "./phases";
import { PiecesController } from "./pieces-controller";
import { readSceneBoard } from "./scene-board";
import { addArkhamControls } from "./scene-controls";
import { sneakPath } from "./settings";
import { StateController } from "./state-controller";
import { BoardWindow } from "./windows/board-window";
import { MythosWindow } from "./windows/mythos-window";
import { PhaseWindow } from "./windows/phase-window";
import { PiecesWindow } from "./windows/pieces-window";
import { StateWindow } from "./windows/state-window";

type WindowName = "phases" | "mythos" | "board" | "pieces" | "state";

/** What the entry script's keybinding calls in the GM part. */
export interface ArkhamGm {
  readonly openMythos: () => void;
}

/** The Arkham windows of a GM's client, their tools and drawings, wired to the phase `tracker`. */
export function registerArkhamWindows(tracker: PhaseTracker): ArkhamGm {
  const boardDrawing = new CanvasDrawing();
  const moveDrawing = new CanvasDrawing();
  const overlay = new BoardOverlay(boardDrawing, sneakPath);
  const i18n = foundryLocalizer();

  /** Opens (or brings up) one of the Arkham windows; GM only (players never see them). */
  function open(which: WindowName): void {
    if (!game.user?.isGM) return;
    void renderReported(windows[which], "MONSTER_AUTOPILOT.Failure.ArkhamWindow");
  }

  /** Re-renders an Arkham window if it is open. */
  function refresh(which: WindowName): void {
    const app = windows[which];
    if (app.rendered)
      app.render().catch((cause: unknown) => reportFailure("MONSTER_AUTOPILOT.Failure.ArkhamWindow", cause));
  }

  /**
   * Shows or hides the board arrows and re-renders the scene controls: a toggle's `active` is read
   * only when the controls render (https://foundryvtt.com/api/classes/foundry.applications.ui.SceneControls.html),
   * so a change made from the Board window would otherwise leave the arrows tool showing the old state.
   */
  function setOverlay(on: boolean): void {
    overlay.set(on);
    refresh("board");
    // `reset` ("re-prepare the possible list of controls",
    // https://foundryvtt.com/api/interfaces/foundry._SceneControlsRenderOptions.html) is missing from fvtt-types 13.345.
    const controls = ui.controls as { render(options: { reset: boolean }): Promise<unknown> } | undefined;
    controls
      ?.render({ reset: true })
      .catch((cause: unknown) => reportFailure("MONSTER_AUTOPILOT.Failure.SceneControl", cause));
  }

  PhaseWindow.deps = {
    tracker,
    followsCombat: () => boardCombat() !== undefined,
    openMythos: () => open("mythos"),
  };
  MythosWindow.deps = {
    controller: new MythosController({ i18n, sneakPath, round: () => tracker.current().round }),
    drawing: moveDrawing,
    phase: new MythosPhaseController({
      i18n,
      sneakPath,
      // Foundry's documented source of uniform values for dice (defaults to MersenneTwister.random):
      // https://foundryvtt.com/api/interfaces/CONFIG.Dice.html
      random: () => CONFIG.Dice.randomUniform(),
      scene: () => canvas?.scene ?? game.scenes?.viewed ?? undefined,
    }),
  };
  BoardWindow.deps = {
    controller: new BoardController(i18n, () => overlay.on),
    toggleOverlay: () => setOverlay(!overlay.on),
  };
  PiecesWindow.controller = new PiecesController(i18n, sneakPath);
  StateWindow.controller = new StateController(i18n, sneakPath, (text) => ui.notifications?.warn(text));
  const windows = {
    phases: new PhaseWindow(),
    mythos: new MythosWindow(),
    board: new BoardWindow(),
    pieces: new PiecesWindow(),
    state: new StateWindow(),
  };

  /** Entering Mythos opens the Mythos window on the active GM's client, on an Arkham board scene only. */
  function onPhaseChange(change: PhaseChange): void {
    refresh("phases");
    const entersMythos = change.current.phase === "mythos" && change.previous?.phase !== "mythos";
    const scene = canvas?.scene ?? game.scenes?.viewed;
    const onBoard = scene !== undefined && scene !== null && readSceneBoard(scene).source !== "none";
    if (entersMythos && onBoard && game.user?.isActiveGM) open("mythos");
  }

  Hooks.on(`${MODULE_ID}.phaseChange`, guarded("MONSTER_AUTOPILOT.Failure.ArkhamPhase", onPhaseChange));
  Hooks.on(
    "getSceneControlButtons",
    guarded("MONSTER_AUTOPILOT.Failure.SceneControl", (controls) =>
      addArkhamControls(
        controls,
        {
          openPhases: () => open("phases"),
          openMythos: () => open("mythos"),
          openBoard: () => open("board"),
          openPieces: () => open("pieces"),
          openState: () => open("state"),
          overlayOn: () => overlay.on,
          setOverlay,
        },
        game.user?.isGM ?? false,
      ),
    ),
  );
  Hooks.on("canvasTearDown", () => {
    boardDrawing.forget();
    moveDrawing.forget();
  });
  Hooks.on(
    "canvasReady",
    guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
      overlay.redraw();
      refresh("phases");
      refresh("board");
      refresh("pieces");
      refresh("mythos");
      refresh("state");
    }),
  );
  const onBoardChange = guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
    overlay.redraw();
    refresh("board");
    refresh("pieces");
    refresh("state");
  });
  for (const hook of ["createRegion", "updateRegion", "deleteRegion", "updateScene"] as const)
    Hooks.on(hook, onBoardChange);
  // The monster types' actor pickers list the world's actors and the stored assignment.
  for (const hook of [
    `${MODULE_ID}.monsterActorsChange`,
    "createActor",
    "updateActor",
    "deleteActor",
  ] as const)
    Hooks.on(
      hook,
      guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => refresh("pieces")),
    );
  for (const hook of ["createToken", "updateToken", "deleteToken"] as const)
    Hooks.on(
      hook,
      guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => refresh("pieces")),
    );
  return { openMythos: () => open("mythos") };
}
