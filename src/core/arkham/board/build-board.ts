import type { Area, AreaId, Arrow, ArrowsOut, Board } from "../model";

/** Indexes checked board data into the canonical {@link Board} (spec §1); the input must already be valid. */
export function buildBoard(
  areas: readonly Area[],
  adjacent: readonly (readonly [AreaId, AreaId])[],
  arrows: readonly Arrow[],
): Board {
  const areaById = new Map(areas.map((area) => [area.id, area]));
  const neighbourSets = new Map<AreaId, Set<AreaId>>(areas.map((area) => [area.id, new Set()]));
  for (const [a, b] of adjacent) {
    neighbourSets.get(a)?.add(b);
    neighbourSets.get(b)?.add(a);
  }
  const neighbours = new Map<AreaId, readonly AreaId[]>(
    [...neighbourSets].map(([id, set]) => [id, [...set].sort()]),
  );
  const arrowsOut = new Map<AreaId, ArrowsOut>();
  for (const arrow of arrows) {
    const out = arrowsOut.get(arrow.from) ?? {};
    arrowsOut.set(arrow.from, {
      ...out,
      ...(arrow.colour !== "black" ? { white: arrow.to } : {}),
      ...(arrow.colour !== "white" ? { black: arrow.to } : {}),
    });
  }
  const sky = areas.find((area) => area.kind === "sky");
  if (sky === undefined) throw new Error("buildBoard: a checked board always has a Sky");
  return {
    areas,
    adjacent,
    arrows,
    areaById,
    neighbours,
    arrowsOut,
    skyId: sky.id,
    streetIds: areas.filter((area) => area.kind === "street").map((area) => area.id),
  };
}
