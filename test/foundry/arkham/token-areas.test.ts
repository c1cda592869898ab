import { describe, expect, it } from "vitest";
import { locateTokens, type AreaRegion, type PlacedToken } from "../../../src/foundry/arkham/token-areas";

function square(regionId: string, areaId: string, x: number, y: number, size = 100): AreaRegion {
  return { regionId, areaId, contains: (p) => p.x >= x && p.x < x + size && p.y >= y && p.y < y + size };
}

function token(tokenId: string, x: number, y: number, elevation = 0): PlacedToken {
  return { tokenId, name: tokenId.toUpperCase(), centre: { x, y }, elevation };
}

describe("the area of a token is the region containing its centre", () => {
  const regions = [square("r1", "northside", 0, 0), square("r2", "downtown", 100, 0)];

  it("finds the area from the centre point", () => {
    const result = locateTokens([token("a", 50, 50), token("b", 150, 99)], regions);
    expect(Object.fromEntries(result.areaOf)).toEqual({ a: "northside", b: "downtown" });
  });

  it("lists a token outside every area instead of guessing the nearest", () => {
    const result = locateTokens([token("lost", 250, 50)], regions);
    expect(result.areaOf.size).toBe(0);
    expect(result.outside.map((t) => t.tokenId)).toEqual(["lost"]);
  });

  it("lists a token whose centre lies in regions of two areas", () => {
    const overlapping = [...regions, square("r3", "sky", 50, 0)];
    const result = locateTokens([token("x", 75, 50)], overlapping);
    expect(result.ambiguous).toEqual([{ token: token("x", 75, 50), areaIds: ["northside", "sky"] }]);
  });

  it("counts two regions of the same area as one area", () => {
    const split = [square("r1", "northside", 0, 0), square("r4", "northside", 50, 0)];
    expect(locateTokens([token("a", 75, 50)], split).areaOf.get("a")).toBe("northside");
  });

  it("passes the token's elevation to the region test", () => {
    const seen: number[] = [];
    const region: AreaRegion = {
      regionId: "r",
      areaId: "a",
      contains: (p) => (seen.push(p.elevation), true),
    };
    locateTokens([token("t", 1, 1, 20)], [region]);
    expect(seen).toEqual([20]);
  });
});
