/** A scene region as the binding sees it: its id and the name the GM gave it. */
export interface NamedRegion {
  readonly id: string;
  readonly name: string;
}

/** A board area as the binding sees it: its id and, when the board gives one, its printed name. */
export interface NamedArea {
  readonly id: string;
  readonly name?: string | undefined;
}

/** Why a region was left unbound by {@link bindRegionsByName}. */
export type UnmatchedReason = "no-area" | "area-taken";

/** The result of binding regions to areas by name. */
export interface NameBinding {
  /** region id → area id */
  readonly bound: ReadonlyMap<string, string>;
  readonly unmatchedRegions: readonly { readonly region: NamedRegion; readonly reason: UnmatchedReason }[];
  /** Areas no region was bound to, in board order. */
  readonly unboundAreas: readonly NamedArea[];
}

/**
 * Normalises a name for matching: case-, accent- and punctuation-insensitive, so
 * "St. Mary's Hospital", "st marys hospital" and "st-marys-hospital" are all equal.
 */
export function normaliseAreaName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The keys a name matches by: normalised, and without a leading "The" ("Witch House" = "The Witch House"). */
function nameKeys(name: string): string[] {
  const plain = normaliseAreaName(name);
  const bare = normaliseAreaName(name.trim().replace(/^the[\s_-]+/i, ""));
  return bare === plain ? [plain] : [plain, bare];
}

/**
 * Binds each region to the area whose printed name or id matches the region's name after
 * {@link normaliseAreaName} (auto-binding to the base-game preset). The first region
 * (scene order) wins an area; later ones are listed as unmatched, never guessed. Areas in
 * `alreadyTaken` are bound elsewhere: a region named for one is listed as taken.
 */
export function bindRegionsByName(
  regions: readonly NamedRegion[],
  areas: readonly NamedArea[],
  alreadyTaken: ReadonlySet<string> = new Set(),
): NameBinding {
  const areaByKey = new Map<string, NamedArea>();
  for (const area of areas) {
    for (const key of [area.name, area.id].flatMap((name) => (name === undefined ? [] : nameKeys(name)))) {
      if (key !== "" && !areaByKey.has(key)) areaByKey.set(key, area);
    }
  }
  const bound = new Map<string, string>();
  const taken = new Set<string>(alreadyTaken);
  const unmatchedRegions: { region: NamedRegion; reason: UnmatchedReason }[] = [];
  for (const region of regions) {
    const area = nameKeys(region.name)
      .map((key) => areaByKey.get(key))
      .find((found) => found !== undefined);
    if (area === undefined) unmatchedRegions.push({ region, reason: "no-area" });
    else if (taken.has(area.id)) unmatchedRegions.push({ region, reason: "area-taken" });
    else {
      bound.set(region.id, area.id);
      taken.add(area.id);
    }
  }
  return { bound, unmatchedRegions, unboundAreas: areas.filter((area) => !taken.has(area.id)) };
}

/**
 * The automatic binding when the preset is chosen: like {@link bindRegionsByName}, but
 * regions already bound to an area of the board keep it, and those areas are not offered again.
 */
export function bindUnboundRegionsByName(
  regions: readonly (NamedRegion & { readonly areaId?: string | undefined })[],
  areas: readonly NamedArea[],
): NameBinding {
  const areaIds = new Set(areas.map((a) => a.id));
  const kept = regions.filter((r) => r.areaId !== undefined && areaIds.has(r.areaId));
  const taken = new Set(kept.flatMap((r) => (r.areaId === undefined ? [] : [r.areaId])));
  return bindRegionsByName(
    regions.filter((r) => !kept.includes(r)),
    areas,
    taken,
  );
}
