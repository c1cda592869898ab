import type { AreaKind, ArrowColour, BoardJson } from "../../core/arkham";
import { arrowsOutOf, type AreaArrows } from "../../view/arkham";

type AreaJson = BoardJson["areas"][number];
type ArrowJson = BoardJson["arrows"][number];

/** The location flags a GM can set on a custom board (rules §1). */
export type AreaFlag = "unstable" | "aquatic" | "refuge";

/** A new custom board: just the Sky and the Outskirts, which every board has (rules §1). */
export function emptyBoard(): BoardJson {
  return {
    areas: [
      { id: "sky", kind: "sky", name: "The Sky" },
      { id: "outskirts", kind: "outskirts", name: "Outskirts" },
    ],
    adjacent: [],
    arrows: [],
  };
}

function writeArrows(board: BoardJson, from: string, arrows: AreaArrows): BoardJson {
  const kept = board.arrows.filter((arrow) => arrow.from !== from);
  const added: ArrowJson[] = [];
  if (arrows.twoColour && arrows.white !== null) added.push({ from, to: arrows.white, colour: "both" });
  else {
    if (arrows.white !== null) added.push({ from, to: arrows.white, colour: "white" });
    if (arrows.black !== null) added.push({ from, to: arrows.black, colour: "black" });
  }
  return { ...board, arrows: [...kept, ...added] };
}

/** Points the white or black arrow out of an area at another area, or removes it (`to` null). A two-colour arrow moves as one. */
export function setArrow(board: BoardJson, from: string, colour: ArrowColour, to: string | null): BoardJson {
  const current = arrowsOutOf(board, from);
  if (current.twoColour) return writeArrows(board, from, { white: to, black: to, twoColour: to !== null });
  return writeArrows(board, from, { ...current, [colour]: to });
}

/** Makes the arrows out of an area one two-colour arrow (to the white target, else the black one), or splits it. */
export function setTwoColour(board: BoardJson, from: string, on: boolean): BoardJson {
  const current = arrowsOutOf(board, from);
  const target = current.white ?? current.black;
  if (!on) return writeArrows(board, from, { ...current, twoColour: false });
  return writeArrows(board, from, { white: target, black: target, twoColour: target !== null });
}

function updateArea(board: BoardJson, id: string, change: (area: AreaJson) => AreaJson): BoardJson {
  return { ...board, areas: board.areas.map((area) => (area.id === id ? change(area) : area)) };
}

/** Changes an area's kind; flags are dropped when it stops being a location (they apply to locations only). */
export function setAreaKind(board: BoardJson, id: string, kind: AreaKind): BoardJson {
  return updateArea(board, id, (area) =>
    kind === "location"
      ? { ...area, kind }
      : { id: area.id, kind, ...(area.name ? { name: area.name } : {}) },
  );
}

/** Sets or clears an unstable / aquatic / refuge flag. */
export function setAreaFlag(board: BoardJson, id: string, flag: AreaFlag, on: boolean): BoardJson {
  return updateArea(board, id, (area) => {
    const { [flag]: _old, ...rest } = area;
    return on ? { ...rest, [flag]: true } : rest;
  });
}

/** Renames an area (the printed name region binding matches against). */
export function setAreaName(board: BoardJson, id: string, name: string): BoardJson {
  return updateArea(board, id, (area) => {
    const { name: _old, ...rest } = area;
    return name.trim() === "" ? rest : { ...rest, name: name.trim() };
  });
}

/** Adds an area; its id is the given one or a slug of its name. */
export function addArea(board: BoardJson, name: string, kind: AreaKind, id?: string): BoardJson {
  const slug = (id ?? name)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const area: AreaJson = { id: slug, kind, ...(name.trim() ? { name: name.trim() } : {}) };
  return { ...board, areas: [...board.areas, area] };
}

/** Removes an area with its links and the arrows into and out of it. */
export function removeArea(board: BoardJson, id: string): BoardJson {
  return {
    areas: board.areas.filter((area) => area.id !== id),
    adjacent: board.adjacent.filter(([a, b]) => a !== id && b !== id),
    arrows: board.arrows.filter((arrow) => arrow.from !== id && arrow.to !== id),
  };
}

/** Links two areas (undirected adjacency, rules §1); an existing link is not doubled. */
export function addLink(board: BoardJson, a: string, b: string): BoardJson {
  const exists = board.adjacent.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return exists ? board : { ...board, adjacent: [...board.adjacent, [a, b] as const] };
}

/** Removes a link and the arrows along it (an arrow needs adjacency, rules §1). */
export function removeLink(board: BoardJson, a: string, b: string): BoardJson {
  const along = (x: string, y: string) => (x === a && y === b) || (x === b && y === a);
  return {
    ...board,
    adjacent: board.adjacent.filter(([x, y]) => !along(x, y)),
    arrows: board.arrows.filter((arrow) => !along(arrow.from, arrow.to)),
  };
}
