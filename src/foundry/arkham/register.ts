import { MODULE_ID } from "../constants";
import { foundryLocalizer } from "../foundry-localizer";
import { guarded, renderReported, reportFailure } from "../report-failure";
import "./augment";
import { BoardController } from "./board-controller";
import { BoardOverlay } from "./board-overlay";
import { CanvasDrawing } from "./canvas-arrows";
import { MythosController } from "./mythos-controller";
import { PhaseTracker } from "./phase-tracker";
import { boardCombat, currentPhaseSource } from "./phase-sources";
import type { PhaseChange } from "./phases";
import { PiecesController } from "./pieces-controller";
import { addArkhamControls } from "./scene-controls";
import { registerArkhamKeybindings, registerArkhamSettings, sneakPath } from "./settings";
import { BoardWindow } from "./windows/board-window";
import { MythosWindow } from "./windows/mythos-window";
import { PhaseWindow } from "./windows/phase-window";
import { PiecesWindow } from "./windows/pieces-window";

const tracker = new PhaseTracker(currentPhaseSource, (change) =>
  Hooks.callAll(`${MODULE_ID}.phaseChange`, change),
);
const boardDrawing = new CanvasDrawing();
const moveDrawing = new CanvasDrawing();
const overlay = new BoardOverlay(boardDrawing, sneakPath);
let windows:
  { phases: PhaseWindow; mythos: MythosWindow; board: BoardWindow; pieces: PiecesWindow } | undefined;

/** Opens (or brings up) one of the Arkham windows; GM only (players never see them). */
function open(which: "phases" | "mythos" | "board" | "pieces"): void {
  if (!game.user?.isGM || windows === undefined) return;
  void renderReported(windows[which], "MONSTER_AUTOPILOT.Failure.ArkhamWindow");
}

/** Re-renders an Arkham window if it is open. */
function refresh(which: "phases" | "mythos" | "board" | "pieces"): void {
  const app = windows?.[which];
  if (app?.rendered)
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

/** Entering Mythos opens the Mythos movement window on the active GM's client. */
function onPhaseChange(change: PhaseChange): void {
  refresh("phases");
  const entersMythos = change.current.phase === "mythos" && change.previous?.phase !== "mythos";
  if (entersMythos && game.user?.isActiveGM) open("mythos");
}

function setUpWindows(): void {
  const i18n = foundryLocalizer();
  PhaseWindow.deps = {
    tracker,
    followsCombat: () => boardCombat() !== undefined,
    openMythos: () => open("mythos"),
  };
  MythosWindow.deps = {
    controller: new MythosController({ i18n, sneakPath, round: () => tracker.current().round }),
    drawing: moveDrawing,
  };
  BoardWindow.deps = {
    controller: new BoardController(i18n, () => overlay.on),
    toggleOverlay: () => setOverlay(!overlay.on),
  };
  PiecesWindow.controller = new PiecesController(i18n, sneakPath);
  windows = {
    phases: new PhaseWindow(),
    mythos: new MythosWindow(),
    board: new BoardWindow(),
    pieces: new PiecesWindow(),
  };
}

/** Wires the Arkham board integration into Foundry's hooks. Called once from module.ts. */
export function registerArkhamIntegration(): void {
  Hooks.once("init", () => {
    registerArkhamSettings(() => tracker.refresh());
    registerArkhamKeybindings(
      guarded("MONSTER_AUTOPILOT.Failure.Keybinding", () => open("mythos")),
      guarded("MONSTER_AUTOPILOT.Failure.Keybinding", () =>
        game.user?.isActiveGM ? tracker.advance() : undefined,
      ),
    );
  });
  Hooks.once("ready", () => {
    setUpWindows();
    tracker.prime();
  });
  Hooks.on(`${MODULE_ID}.phaseChange`, guarded("MONSTER_AUTOPILOT.Failure.ArkhamPhase", onPhaseChange));
  for (const hook of ["updateCombat", "createCombat", "deleteCombat"] as const)
    Hooks.on(
      hook,
      guarded("MONSTER_AUTOPILOT.Failure.ArkhamPhase", () => tracker.refresh()),
    );
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
      // Another scene may follow another combat's phase: remembered, not announced (PhaseTracker).
      tracker.refresh();
      refresh("phases");
      refresh("board");
      refresh("pieces");
      refresh("mythos");
    }),
  );
  const onBoardChange = guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
    overlay.redraw();
    refresh("board");
    refresh("pieces");
  });
  for (const hook of ["createRegion", "updateRegion", "deleteRegion", "updateScene"] as const)
    Hooks.on(hook, onBoardChange);
  for (const hook of ["createToken", "updateToken", "deleteToken"] as const)
    Hooks.on(
      hook,
      guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => refresh("pieces")),
    );
}
