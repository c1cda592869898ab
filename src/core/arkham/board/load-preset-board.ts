import { z } from "zod";
import { AREA_KINDS, type AreaId } from "../model";
import { jsonPath, problem, type ArkhamProblem } from "../problems";
import { checkBoard, type BoardResult } from "./check-board";
import type { DraftArea, DraftArrow, DraftLink } from "./draft";
import { parseWith, rawId } from "./zod-problems";

/** One area of the preset board.json format (see presets/README.md and its `meta.arrowModel`). */
const PRESET_AREA = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  kind: z.enum(AREA_KINDS),
  unstable: z.boolean(),
  aquatic: z.boolean(),
  refuge: z.boolean().optional(),
  white: z.string().nullable(),
  black: z.string().nullable(),
  dualArrow: z.boolean(),
  neighbours: z.array(z.string()),
  arrowlessNeighbours: z.array(z.string()),
  skyAdjacent: z.boolean(),
});
type PresetArea = z.infer<typeof PRESET_AREA>;
const PRESET_BOARD = z.object({ schemaVersion: z.literal(1), areas: z.array(z.unknown()) });

interface Parsed {
  readonly area: PresetArea;
  readonly path: string;
}

/**
 * Loads a board in the preset format (board.json: white / black / dualArrow / neighbours /
 * arrowlessNeighbours / skyAdjacent) into the canonical model, with the same checks as
 * `loadBoard` plus the format's own consistency checks; every problem at once, with its path.
 */
export function loadPresetBoard(json: unknown): BoardResult {
  const problems: ArkhamProblem[] = [];
  const top = parseWith(PRESET_BOARD, json, [], problems);
  if (top === undefined) return { ok: false, problems, warnings: [] };
  const parsed: Parsed[] = [];
  const brokenIds = new Set<AreaId>();
  top.areas.forEach((raw, i) => {
    const area = parseWith(PRESET_AREA, raw, ["areas", i], problems);
    const id = rawId(raw);
    if (area !== undefined) parsed.push({ area, path: jsonPath(["areas", i]) });
    else if (id !== undefined) brokenIds.add(id);
  });
  const kindOf = new Map(parsed.map(({ area }) => [area.id, area.kind]));
  const listed = new Map(parsed.map(({ area }) => [area.id, new Set(area.neighbours)]));
  const arrows = parsed.flatMap((entry) => presetArrows(entry, problems));
  const arrowPairs = new Set(arrows.flatMap((a) => [`${a.from}>${a.to}`, `${a.to}>${a.from}`]));
  const links: DraftLink[] = [];
  for (const { area, path } of parsed) {
    checkSkyAdjacent(area, path, kindOf, problems);
    area.neighbours.forEach((other, j) => {
      const at = `${path}.neighbours[${j}]`;
      if (kindOf.get(other) === "sky" || area.kind === "sky") return; // the Sky is implicit (spec §1)
      const back = listed.get(other);
      if (back !== undefined && !back.has(area.id))
        problems.push(problem("ArkhamOneWayNeighbour", at, { id: area.id, other }));
      if (area.id < other || back === undefined)
        links.push({ a: area.id, b: other, path: at, pathA: at, pathB: at });
      const arrowless = area.arrowlessNeighbours.includes(other);
      if (back !== undefined && arrowless === arrowPairs.has(`${area.id}>${other}`))
        problems.push(problem("ArkhamArrowlessMismatch", at, { id: area.id, other }));
    });
    area.arrowlessNeighbours.forEach((other, j) => {
      if (!area.neighbours.includes(other))
        problems.push(
          problem("ArkhamArrowlessMismatch", `${path}.arrowlessNeighbours[${j}]`, { id: area.id, other }),
        );
    });
  }
  const areas: DraftArea[] = parsed.map(({ area, path }) => ({
    path,
    area: {
      id: area.id,
      kind: area.kind,
      ...(area.name !== undefined ? { name: area.name } : {}),
      unstable: area.unstable,
      aquatic: area.aquatic,
      refuge: area.refuge ?? false,
    },
  }));
  return checkBoard({ areas, links, arrows, brokenIds, areasPath: "$.areas" }, problems);
}

function presetArrows({ area, path }: Parsed, problems: ArkhamProblem[]): DraftArrow[] {
  const arrow = (to: string, colour: DraftArrow["colour"], field: string): DraftArrow => ({
    from: area.id,
    to,
    colour,
    path: `${path}.${field}`,
    fromPath: `${path}.id`,
    toPath: `${path}.${field}`,
  });
  if (area.dualArrow && area.white !== null && area.white === area.black)
    return [arrow(area.white, "both", "white")];
  if (area.dualArrow) problems.push(problem("ArkhamDualArrowMismatch", `${path}.dualArrow`, { id: area.id }));
  return [
    ...(area.white !== null ? [arrow(area.white, "white", "white")] : []),
    ...(area.black !== null ? [arrow(area.black, "black", "black")] : []),
  ];
}

function checkSkyAdjacent(
  area: PresetArea,
  path: string,
  kindOf: ReadonlyMap<AreaId, string>,
  problems: ArkhamProblem[],
) {
  if (area.skyAdjacent !== (area.kind === "street"))
    problems.push(problem("ArkhamSkyAdjacency", `${path}.skyAdjacent`, { id: area.id }));
  if (area.kind !== "sky") return;
  const streets = [...kindOf].filter(([, kind]) => kind === "street").map(([id]) => id);
  const sameSet =
    streets.length === area.neighbours.length && streets.every((id) => area.neighbours.includes(id));
  if (!sameSet) problems.push(problem("ArkhamSkyAdjacency", `${path}.neighbours`, { id: area.id }));
}
