import type { Point } from "./geometry";

/** A region bound to a board area, with its point test (`RegionDocument#testPoint`). */
export interface AreaRegion {
  readonly regionId: string;
  readonly areaId: string;
  contains(point: Point & { readonly elevation: number }): boolean;
}

/** A token as the area lookup sees it: its centre in pixels and its elevation. */
export interface PlacedToken {
  readonly tokenId: string;
  readonly name: string;
  readonly centre: Point;
  readonly elevation: number;
}

/** Where each token stands; tokens outside every area or in several are listed, never guessed. */
export interface TokenAreas {
  /** token id → area id */
  readonly areaOf: ReadonlyMap<string, string>;
  readonly outside: readonly PlacedToken[];
  readonly ambiguous: readonly { readonly token: PlacedToken; readonly areaIds: readonly string[] }[];
}

/**
 * The area of a token is the bound region containing its centre. A centre in no bound
 * region, or in regions of two different areas, is reported as a warning instead of guessed.
 */
export function locateTokens(tokens: readonly PlacedToken[], regions: readonly AreaRegion[]): TokenAreas {
  const areaOf = new Map<string, string>();
  const outside: PlacedToken[] = [];
  const ambiguous: { token: PlacedToken; areaIds: string[] }[] = [];
  for (const token of tokens) {
    const point = { ...token.centre, elevation: token.elevation };
    const areaIds = [...new Set(regions.filter((r) => r.contains(point)).map((r) => r.areaId))];
    if (areaIds.length === 0) outside.push(token);
    else if (areaIds.length > 1) ambiguous.push({ token, areaIds });
    else areaOf.set(token.tokenId, areaIds[0]!);
  }
  return { areaOf, outside, ambiguous };
}
