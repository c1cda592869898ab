import { AREA_KINDS, type ArkhamProblem, type BoardJson } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { AREA_KIND_LABEL_KEYS } from "./labels";
import { describeProblem } from "./setup-warnings";

const K = "MONSTER_AUTOPILOT.Arkham.Board";

/** A region of the scene with the area it is bound to (region flag), as the Board areas window lists it. */
export interface RegionBindingInput {
  readonly id: string;
  readonly name: string;
  readonly areaId: string | null;
}

/** The last "bind by name" run: regions matching no area, and areas left without a region. */
export interface BindReportInput {
  readonly unmatched: readonly { readonly name: string; readonly reason: "no-area" | "area-taken" }[];
  readonly unboundAreas: readonly string[];
}

/** Everything the Board areas window shows. */
export interface BoardAreasViewInput {
  readonly source: "preset" | "custom" | "none";
  readonly sceneName: string;
  /** The board definition (the preset written out, or the scene's custom board). */
  readonly board: BoardJson | undefined;
  /** Validation problems of the board definition (custom boards). */
  readonly problems: readonly ArkhamProblem[];
  readonly regions: readonly RegionBindingInput[];
  readonly report: BindReportInput | null;
  /** Problems of the last rejected JSON import. */
  readonly importProblems: readonly ArkhamProblem[];
  readonly overlayOn: boolean;
}

interface Choice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** One area row: kind, flags, white/black/two-colour arrows and neighbours (editable on custom boards). */
export interface AreaRow {
  readonly id: string;
  readonly label: string;
  readonly name: string;
  readonly kindLabel: string;
  readonly kinds: readonly Choice[];
  readonly isLocation: boolean;
  readonly unstable: boolean;
  readonly aquatic: boolean;
  readonly refuge: boolean;
  readonly white: readonly Choice[];
  readonly black: readonly Choice[];
  readonly whiteLabel: string;
  readonly blackLabel: string;
  readonly twoColour: boolean;
  readonly neighbours: string;
  readonly regions: string;
  /** True on custom boards: the row shows inputs. */
  readonly editable: boolean;
}

/** The Board areas window's template context (templates/arkham/board-areas.hbs). */
export interface BoardAreasContext {
  readonly sceneName: string;
  readonly isPreset: boolean;
  readonly isCustom: boolean;
  readonly hasBoard: boolean;
  readonly regions: readonly (RegionBindingInput & {
    readonly choices: readonly Choice[];
    readonly unknownArea: boolean;
  })[];
  readonly areas: readonly AreaRow[];
  readonly links: readonly { readonly a: string; readonly b: string; readonly label: string }[];
  readonly areaChoices: readonly Choice[];
  readonly kindChoices: readonly Choice[];
  readonly boundCount: number;
  readonly report: BindReportInput | null;
  readonly problems: readonly string[];
  readonly importProblems: readonly string[];
  readonly overlayOn: boolean;
}

/** The arrows leading out of one area as the editor shows them: one per colour, or one two-colour arrow. */
export interface AreaArrows {
  readonly white: string | null;
  readonly black: string | null;
  readonly twoColour: boolean;
}

/** The arrows leading out of `from` (rules §1: a two-colour arrow fills both colours). */
export function arrowsOutOf(board: BoardJson, from: string): AreaArrows {
  const out = board.arrows.filter((arrow) => arrow.from === from);
  const both = out.find((arrow) => arrow.colour === "both");
  if (both !== undefined) return { white: both.to, black: both.to, twoColour: true };
  const target = (colour: "white" | "black") => out.find((arrow) => arrow.colour === colour)?.to ?? null;
  return { white: target("white"), black: target("black"), twoColour: false };
}

/** Builds the Board areas window's context: region bindings, area rows, links and every problem, localized. */
export function buildBoardAreasContext(input: BoardAreasViewInput, i18n: Localizer): BoardAreasContext {
  const board = input.board ?? { areas: [], adjacent: [], arrows: [] };
  const label = new Map(board.areas.map((area) => [area.id, area.name ?? area.id]));
  const nameOf = (id: string) => label.get(id) ?? id;
  const none = i18n.localize(`${K}.None`);
  const neighbours = (id: string) =>
    board.adjacent
      .flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []))
      .sort((x, y) => nameOf(x).localeCompare(nameOf(y)));
  const choicesOf = (ids: readonly string[], selected: string | null): Choice[] => [
    { value: "", label: none, selected: selected === null },
    ...ids.map((id) => ({ value: id, label: nameOf(id), selected: id === selected })),
  ];
  const areas = board.areas.map((area): AreaRow => {
    const arrows = arrowsOutOf(board, area.id);
    const near = neighbours(area.id);
    return {
      id: area.id,
      label: nameOf(area.id),
      name: area.name ?? "",
      kindLabel: i18n.localize(AREA_KIND_LABEL_KEYS[area.kind]),
      kinds: AREA_KINDS.map((kind) => ({
        value: kind,
        label: i18n.localize(AREA_KIND_LABEL_KEYS[kind]),
        selected: kind === area.kind,
      })),
      isLocation: area.kind === "location",
      unstable: area.unstable ?? false,
      aquatic: area.aquatic ?? false,
      refuge: area.refuge ?? false,
      white: choicesOf(near, arrows.white),
      black: choicesOf(near, arrows.black),
      whiteLabel: arrows.white === null ? none : nameOf(arrows.white),
      blackLabel: arrows.black === null ? none : nameOf(arrows.black),
      twoColour: arrows.twoColour,
      neighbours: near.map(nameOf).join(", "),
      editable: input.source === "custom",
      regions: input.regions
        .filter((r) => r.areaId === area.id)
        .map((r) => r.name)
        .join(", "),
    };
  });
  return {
    sceneName: input.sceneName,
    isPreset: input.source === "preset",
    isCustom: input.source === "custom",
    hasBoard: input.board !== undefined,
    regions: input.regions.map((region) => ({
      ...region,
      choices: [
        ...choicesOf(
          board.areas.map((a) => a.id),
          region.areaId,
        ),
        // A binding to an area this board lacks stays visible (and selected) until the GM changes it.
        ...(region.areaId !== null && !label.has(region.areaId)
          ? [{ value: region.areaId, label: `⚠ ${region.areaId}`, selected: true }]
          : []),
      ],
      unknownArea: region.areaId !== null && !label.has(region.areaId),
    })),
    areas,
    links: board.adjacent.map(([a, b]) => ({ a, b, label: `${nameOf(a)} — ${nameOf(b)}` })),
    areaChoices: board.areas.map((a) => ({ value: a.id, label: nameOf(a.id), selected: false })),
    kindChoices: AREA_KINDS.map((kind) => ({
      value: kind,
      label: i18n.localize(AREA_KIND_LABEL_KEYS[kind]),
      selected: kind === "location",
    })),
    boundCount: input.regions.filter((r) => r.areaId !== null && label.has(r.areaId)).length,
    report: input.report,
    problems: input.problems.map((p) => describeProblem(p, i18n)),
    importProblems: input.importProblems.map((p) => describeProblem(p, i18n)),
    overlayOn: input.overlayOn,
  };
}
