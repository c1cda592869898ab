import type { ArkhamProblem, BoardJson } from "../../core/arkham";
import { buildBoardAreasContext, type BindReportInput, type BoardAreasContext } from "../../view/arkham";
import type { Localizer } from "../../view";
import { MODULE_ID } from "../constants";
import { bindRegionsByName, bindUnboundRegionsByName } from "./area-names";
import { parseBoardImport } from "./board-import";
import { emptyBoard } from "./board-edits";
import { readSceneBoard } from "./scene-board";

/**
 * The Board areas window's state and writes: the board definition in
 * the scene flag, region bindings in region flags, the last bind report and rejected import.
 */
export class BoardController {
  report: BindReportInput | null = null;
  importProblems: readonly ArkhamProblem[] = [];

  constructor(
    private readonly i18n: Localizer,
    private readonly overlayOn: () => boolean,
  ) {}

  /** The scene on the canvas. */
  scene(): Scene.Implementation | undefined {
    return canvas?.scene ?? game.scenes?.viewed ?? undefined;
  }

  /** The window's context for the viewed scene. */
  context(): BoardAreasContext {
    const scene = this.scene();
    const sceneBoard = scene === undefined ? undefined : readSceneBoard(scene);
    return buildBoardAreasContext(
      {
        source: sceneBoard?.source ?? "none",
        sceneName: scene?.name ?? "—",
        board: sceneBoard?.json,
        problems: [...(sceneBoard?.problems ?? []), ...(sceneBoard?.warnings ?? [])],
        regions: (scene?.regions.contents ?? []).map((region) => ({
          id: region.id ?? "",
          name: region.name,
          areaId: region.getFlag(MODULE_ID, "arkhamArea") ?? null,
        })),
        report: this.report,
        importProblems: this.importProblems,
        overlayOn: this.overlayOn(),
      },
      this.i18n,
    );
  }

  /** Uses the base-game preset board, binding unbound regions to its areas by name; returns how many were bound. */
  async usePreset(): Promise<number> {
    await this.scene()?.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
    return this.bindByName(true);
  }

  /** Switches to a custom board, starting from the current definition (or an empty board). */
  async useCustom(empty = false): Promise<void> {
    const scene = this.scene();
    if (scene === undefined) return;
    const current = readSceneBoard(scene);
    if (!empty && current.source === "custom") return;
    const board = empty ? emptyBoard() : (current.json ?? emptyBoard());
    await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "custom", board });
  }

  /** Writes an edited custom board (no-op unless the scene has a custom board). */
  async editCustom(edit: (board: BoardJson) => BoardJson): Promise<void> {
    const scene = this.scene();
    if (scene === undefined) return;
    const current = readSceneBoard(scene);
    if (current.source !== "custom" || current.json === undefined) return;
    await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "custom", board: edit(current.json) });
  }

  /** Binds one region to an area, or unbinds it (empty id). */
  async bindRegion(regionId: string, areaId: string): Promise<void> {
    const region = this.scene()?.regions.get(regionId);
    if (region === undefined) return;
    if (areaId === "") await region.unsetFlag(MODULE_ID, "arkhamArea");
    else await region.setFlag(MODULE_ID, "arkhamArea", areaId);
  }

  /**
   * Binds every region whose name matches an area (case- and punctuation-insensitive); returns
   * how many. With `onlyUnbound`, regions already bound to an area of the board keep their area
   * and those areas are not offered again (the automatic binding when the preset is chosen).
   */
  async bindByName(onlyUnbound = false): Promise<number> {
    const scene = this.scene();
    const json = scene === undefined ? undefined : readSceneBoard(scene).json;
    if (scene === undefined || json === undefined) return 0;
    const regions = scene.regions.contents.map((r) => ({
      id: r.id ?? "",
      name: r.name,
      areaId: r.getFlag(MODULE_ID, "arkhamArea"),
    }));
    const result = onlyUnbound
      ? bindUnboundRegionsByName(regions, json.areas)
      : bindRegionsByName(regions, json.areas);
    await Promise.all(
      [...result.bound].map(([regionId, areaId]) =>
        scene.regions.get(regionId)?.setFlag(MODULE_ID, "arkhamArea", areaId),
      ),
    );
    this.report = {
      unmatched: result.unmatchedRegions.map((u) => ({ name: u.region.name, reason: u.reason })),
      unboundAreas: result.unboundAreas.map((a) => a.name ?? a.id),
    };
    return result.bound.size;
  }

  /** Imports a board from JSON text as the scene's custom board; every problem is kept for the window when it is rejected. */
  async importJson(text: string): Promise<boolean> {
    const scene = this.scene();
    if (scene === undefined) return false;
    const parsed = parseBoardImport(text);
    if (!parsed.ok) {
      this.importProblems = parsed.problems;
      return false;
    }
    this.importProblems = [];
    await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "custom", board: parsed.board });
    return true;
  }

  /** Saves the scene's board definition to a JSON file. */
  exportJson(): void {
    const scene = this.scene();
    const json = scene === undefined ? undefined : readSceneBoard(scene).json;
    if (scene === undefined || json === undefined) return;
    const name = `${(scene.name || "arkham").replace(/[^\w-]+/g, "-")}-board.json`;
    foundry.utils.saveDataToFile(JSON.stringify(json, null, 2), "application/json", name);
  }
}
