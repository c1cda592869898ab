import { z } from "zod";
import { AREA_KINDS, type AreaId } from "../model";
import { jsonPath, type ArkhamProblem } from "../problems";
import { checkBoard, type BoardResult } from "./check-board";
import type { DraftArea, DraftArrow, DraftLink } from "./draft";
import { parseWith, rawId } from "./zod-problems";

/** One area in the board file format (spec §6 `board.areas`). */
const AREA_JSON = z.object({
  id: z.string().min(1),
  kind: z.enum(AREA_KINDS),
  name: z.string().optional(),
  unstable: z.boolean().optional(),
  aquatic: z.boolean().optional(),
  refuge: z.boolean().optional(),
});
/** One plain link: two area ids (undirected). */
const LINK_JSON = z.tuple([z.string(), z.string()]);
/** One arrow: from, to, and white / black / both. */
const ARROW_JSON = z.object({
  from: z.string(),
  to: z.string(),
  colour: z.enum(["white", "black", "both"]),
});
const BOARD_JSON = z.object({
  areas: z.array(z.unknown()),
  adjacent: z.array(z.unknown()),
  arrows: z.array(z.unknown()),
});

/** The board file format (spec §6 `board`), as written by {@link serializeBoard}. */
export interface BoardJson {
  readonly areas: readonly z.infer<typeof AREA_JSON>[];
  readonly adjacent: readonly (readonly [AreaId, AreaId])[];
  readonly arrows: readonly z.infer<typeof ARROW_JSON>[];
}

/**
 * Loads a board in the case-file format `{areas, adjacent, arrows}` (spec §6) and validates it
 * (spec §1): every shape and semantic problem is reported at once with its JSON path.
 */
export function loadBoard(json: unknown): BoardResult {
  const problems: ArkhamProblem[] = [];
  const top = parseWith(BOARD_JSON, json, [], problems);
  if (top === undefined) return { ok: false, problems, warnings: [] };
  const areas: DraftArea[] = [];
  const brokenIds = new Set<AreaId>();
  top.areas.forEach((raw, i) => {
    const area = parseWith(AREA_JSON, raw, ["areas", i], problems);
    const id = rawId(raw);
    if (area === undefined) {
      if (id !== undefined) brokenIds.add(id);
      return;
    }
    areas.push({
      path: jsonPath(["areas", i]),
      area: {
        id: area.id,
        kind: area.kind,
        ...(area.name !== undefined ? { name: area.name } : {}),
        unstable: area.unstable ?? false,
        aquatic: area.aquatic ?? false,
        refuge: area.refuge ?? false,
      },
    });
  });
  const links: DraftLink[] = [];
  top.adjacent.forEach((raw, i) => {
    const link = parseWith(LINK_JSON, raw, ["adjacent", i], problems);
    if (link === undefined) return;
    const path = jsonPath(["adjacent", i]);
    links.push({ a: link[0], b: link[1], path, pathA: `${path}[0]`, pathB: `${path}[1]` });
  });
  const arrows: DraftArrow[] = [];
  top.arrows.forEach((raw, i) => {
    const arrow = parseWith(ARROW_JSON, raw, ["arrows", i], problems);
    if (arrow === undefined) return;
    const path = jsonPath(["arrows", i]);
    arrows.push({ ...arrow, path, fromPath: `${path}.from`, toPath: `${path}.to` });
  });
  return checkBoard({ areas, links, arrows, brokenIds, areasPath: "$.areas" }, problems);
}
