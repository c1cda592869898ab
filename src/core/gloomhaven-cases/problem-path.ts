import { hexDistance, type Hex } from "../hex";
import type { Problem, ProblemCode } from "../gloomhaven";
import type { GloomhavenCase } from "./parse";

const sameHex = (a: Hex, b: Hex | undefined): boolean => b !== undefined && a.q === b.q && a.r === b.r;

const FIXED: Partial<Record<ProblemCode, string>> = {
  HexActiveNone: "$.figures",
  HexActiveMultiple: "$.figures",
  HexActiveUnknown: "$.figures",
  HexMoveInvalid: "$.action.move",
  HexMoveModeUnknown: "$.action",
  HexRangeInvalid: "$.action.range",
  HexTargetsInvalid: "$.action.targets",
  HexAreaEmpty: "$.action.aoe",
};

/**
 * Where in a conformance case (README schema) a problem lies, as a JSON path such as
 * `$.terrain[2].kind`: format problems carry theirs; a scenario problem is traced back through the
 * read case (its figures, terrain, walls and wall hexes keep the file's order); `$` when unknown.
 */
export function caseProblemPath(p: Problem, read?: GloomhavenCase): string {
  if (p.code === "HexCaseFormat") return String(p.params["path"] ?? "$");
  const fixed = FIXED[p.code as ProblemCode];
  if (fixed !== undefined) return fixed;
  if (read === undefined) return "$";
  const { board, figures } = read.scenario;
  const at = (list: string, index: number, field = ""): string =>
    index < 0 ? `$.${list}` : `$.${list}[${index}]${field}`;
  const figure = (id: unknown): number => {
    const here = figures.findIndex((f) => f.id === id && sameHex(f.at, p.at));
    return here >= 0 ? here : figures.findIndex((f) => f.id === id);
  };
  switch (p.code) {
    case "HexWallAndPlayable":
      return at(
        "wall_hexes",
        board.wallHexes.findIndex((h) => sameHex(h, p.at)),
      );
    case "HexTerrainUnknown":
      return at(
        "terrain",
        board.terrain.findIndex((t) => sameHex(t.at, p.at) && t.kind === p.params["kind"]),
        ".kind",
      );
    case "HexTerrainOffMap":
      return at(
        "terrain",
        board.terrain.findIndex((t) => sameHex(t.at, p.at)),
        ".at",
      );
    case "HexThinWallNotAdjacent":
      return at(
        "walls",
        board.thinWalls.findIndex(([a, b]) => sameHex(a, p.at) && hexDistance(a, b) !== 1),
      );
    case "HexFigureOnWall":
    case "HexFigureOffMap":
      return at("figures", figure(p.params["figure"]), ".at");
    case "HexFigureOverlap":
      return at("figures", figure(p.params["second"]), ".at");
    case "HexDuplicateFigureId":
      return at("figures", figure(p.params["figure"]), ".id");
    case "HexSummonerUnknown":
      return at("figures", figure(p.params["figure"]), ".summoner");
    case "HexTurnOrderInvalid":
      return at("figures", figure(p.params["figure"]));
    default:
      return "$";
  }
}
