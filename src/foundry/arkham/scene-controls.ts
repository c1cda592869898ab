import { guarded } from "../report-failure";

/** The Arkham tools the GM gets in the token controls. */
export interface ArkhamTools {
  readonly openPhases: () => void;
  readonly openMythos: () => void;
  readonly openBoard: () => void;
  readonly openPieces: () => void;
  readonly openState: () => void;
  readonly overlayOn: () => boolean;
  readonly setOverlay: (on: boolean) => void;
}

type Control = foundry.applications.ui.SceneControls.Control;
type Tool = foundry.applications.ui.SceneControls.Tool;

/**
 * Adds the Arkham tools to the v13 token controls (`getSceneControlButtons` with controls and tools
 * as records): phase tracker, Mythos movement, board areas, pieces, the game state, and the arrows overlay toggle.
 * GM only: players never see the Arkham windows.
 */
export function addArkhamControls(
  controls: Record<string, Control>,
  tools: ArkhamTools,
  isGM: boolean,
): void {
  const tokens = controls["tokens"];
  if (tokens === undefined || !isGM) return;
  const button = (name: string, order: number, title: string, icon: string, open: () => void): Tool => ({
    name,
    order,
    title,
    icon,
    button: true,
    visible: true,
    onChange: guarded("MONSTER_AUTOPILOT.Failure.SceneControl", () => open()),
  });
  const added: Tool[] = [
    button(
      "ma-arkham-phases",
      100,
      "MONSTER_AUTOPILOT.Arkham.Phase.Open",
      "fa-solid fa-hourglass-half",
      tools.openPhases,
    ),
    button(
      "ma-arkham-mythos",
      101,
      "MONSTER_AUTOPILOT.Arkham.Mythos.Open",
      "fa-solid fa-route",
      tools.openMythos,
    ),
    button(
      "ma-arkham-board",
      102,
      "MONSTER_AUTOPILOT.Arkham.Board.Open",
      "fa-solid fa-map-location-dot",
      tools.openBoard,
    ),
    button(
      "ma-arkham-pieces",
      103,
      "MONSTER_AUTOPILOT.Arkham.Pieces.Open",
      "fa-solid fa-chess-pawn",
      tools.openPieces,
    ),
    button(
      "ma-arkham-state",
      105,
      "MONSTER_AUTOPILOT.Arkham.State.Open",
      "fa-solid fa-skull",
      tools.openState,
    ),
    {
      name: "ma-arkham-arrows",
      order: 104,
      title: "MONSTER_AUTOPILOT.Arkham.Board.OverlayTool",
      icon: "fa-solid fa-diagram-project",
      toggle: true,
      active: tools.overlayOn(),
      visible: true,
      onChange: guarded("MONSTER_AUTOPILOT.Failure.SceneControl", (_event: Event, active: boolean) =>
        tools.setOverlay(active),
      ),
    },
  ];
  for (const tool of added) tokens.tools[tool.name] = tool;
}
