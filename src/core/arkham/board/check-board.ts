import type { Area, AreaId, Arrow, ArrowColour, Board } from "../model";
import { problem, type ArkhamProblem } from "../problems";
import { buildBoard } from "./build-board";
import type { DraftArea, DraftArrow, DraftBoard, DraftLink } from "./draft";

/**
 * The outcome of loading a board: the canonical board, or every problem found (never a throw).
 * Warnings (see {@link checkBoard}) are reported with their place but do not stop the board loading.
 */
export type BoardResult =
  | { readonly ok: true; readonly board: Board; readonly warnings: readonly ArkhamProblem[] }
  | {
      readonly ok: false;
      readonly problems: readonly ArkhamProblem[];
      readonly warnings: readonly ArkhamProblem[];
    };

const FLAGS = ["unstable", "aquatic", "refuge"] as const;
const isSpecial = (area: Area | undefined) => area?.kind === "sky" || area?.kind === "outskirts";

/**
 * Semantic checks of spec §1 on a board read from either format: duplicate ids, one Sky (and at
 * most one Outskirts), links and arrows between known, distinct, ordinary areas, at most one white
 * and one black arrow out of an area. Warnings, which do not stop loading: a flag on an area that
 * is not a location (kept as written), and an arrow between areas not listed as adjacent — the
 * public cases draw one (ah-011: river-st → down-st); arrow moves follow it, but it adds no plain
 * adjacency (spec §1: adjacency is separate from arrows).
 * Reports every problem at once; builds the board only when there is no error.
 */
export function checkBoard(draft: DraftBoard, earlier: readonly ArkhamProblem[] = []): BoardResult {
  const problems = [...earlier];
  const warnings: ArkhamProblem[] = [];
  const byId = checkAreas(draft.areas, draft.areasPath, problems, warnings);
  const known = (id: AreaId, path: string): boolean => {
    if (byId.has(id)) return true;
    if (!draft.brokenIds.has(id)) problems.push(problem("ArkhamUnknownArea", path, { id }));
    return false;
  };
  const adjacency = checkLinks(draft.links, byId, known, problems);
  const arrows = checkArrows(draft.arrows, byId, adjacency, known, problems, warnings);
  if (problems.length > 0) return { ok: false, problems, warnings };
  const adjacent = [...adjacency].map((key) => key.split("\u0000") as [AreaId, AreaId]);
  return { ok: true, board: buildBoard([...byId.values()], adjacent, arrows), warnings };
}

function checkAreas(
  areas: readonly DraftArea[],
  areasPath: string,
  problems: ArkhamProblem[],
  warnings: ArkhamProblem[],
) {
  const byId = new Map<AreaId, Area>();
  const special = new Map<string, AreaId>();
  for (const { area, path } of areas) {
    if (byId.has(area.id)) {
      problems.push(problem("ArkhamDuplicateArea", `${path}.id`, { id: area.id }));
      continue;
    }
    byId.set(area.id, area);
    for (const flag of FLAGS) {
      if (area[flag] && area.kind !== "location")
        warnings.push(problem("ArkhamFlagNotOnLocation", `${path}.${flag}`, { id: area.id, flag }));
    }
    if (isSpecial(area)) {
      if (special.has(area.kind))
        problems.push(
          problem("ArkhamDuplicateSpecialArea", `${path}.kind`, { id: area.id, kind: area.kind }),
        );
      else special.set(area.kind, area.id);
    }
  }
  if (!special.has("sky")) problems.push(problem("ArkhamMissingSky", areasPath));
  return byId;
}

const pairKey = (a: AreaId, b: AreaId) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function checkLinks(
  links: readonly DraftLink[],
  byId: ReadonlyMap<AreaId, Area>,
  known: (id: AreaId, path: string) => boolean,
  problems: ArkhamProblem[],
): Set<string> {
  const adjacency = new Set<string>();
  for (const link of links) {
    const okA = known(link.a, link.pathA);
    const okB = known(link.b, link.pathB);
    if (!okA || !okB) continue;
    if (link.a === link.b) {
      problems.push(problem("ArkhamSelfLink", link.path, { id: link.a }));
      continue;
    }
    const specialEnd = [link.a, link.b].find((id) => isSpecial(byId.get(id)));
    if (specialEnd !== undefined) {
      problems.push(problem("ArkhamSpecialAreaLinked", link.path, { id: specialEnd }));
      continue;
    }
    adjacency.add(pairKey(link.a, link.b));
  }
  return adjacency;
}

function checkArrows(
  arrows: readonly DraftArrow[],
  byId: ReadonlyMap<AreaId, Area>,
  adjacency: ReadonlySet<string>,
  known: (id: AreaId, path: string) => boolean,
  problems: ArkhamProblem[],
  warnings: ArkhamProblem[],
): Arrow[] {
  const taken = new Set<string>();
  const valid: Arrow[] = [];
  for (const arrow of arrows) {
    const okFrom = known(arrow.from, arrow.fromPath);
    const okTo = known(arrow.to, arrow.toPath);
    if (!okFrom || !okTo) continue;
    const specialEnd = [arrow.from, arrow.to].find((id) => isSpecial(byId.get(id)));
    if (arrow.from === arrow.to) problems.push(problem("ArkhamSelfLink", arrow.path, { id: arrow.from }));
    else if (specialEnd !== undefined)
      problems.push(problem("ArkhamSpecialAreaLinked", arrow.path, { id: specialEnd }));
    else if (!adjacency.has(pairKey(arrow.from, arrow.to)))
      warnings.push(problem("ArkhamArrowNotAdjacent", arrow.path, { from: arrow.from, to: arrow.to }));
    const colours: readonly ArrowColour[] = arrow.colour === "both" ? ["white", "black"] : [arrow.colour];
    for (const colour of colours) {
      const key = `${arrow.from}\u0000${colour}`;
      if (taken.has(key)) problems.push(problem("ArkhamTwoArrows", arrow.path, { id: arrow.from, colour }));
      taken.add(key);
    }
    valid.push({ from: arrow.from, to: arrow.to, colour: arrow.colour });
  }
  return valid;
}
