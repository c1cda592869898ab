import { describe, expect, it } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import {
  bindRegionsByName,
  bindUnboundRegionsByName,
  normaliseAreaName,
} from "../../../src/foundry/arkham/area-names";

const region = (id: string, name: string) => ({ id, name });

describe("area names are matched case- and punctuation-insensitively", () => {
  it.each([
    ["St. Mary's Hospital", "st marys hospital"],
    ["Hibb's Roadhouse", "HIBBS-ROADHOUSE"],
    ["Miskatonic U. streets", "miskatonic u streets"],
    ["Velma’s Diner", "Velmas Diner"],
    ["Café", "cafe"],
  ])("treats %s and %s as the same name", (a, b) => {
    expect(normaliseAreaName(a)).toBe(normaliseAreaName(b));
  });
});

describe("binding regions to areas by name", () => {
  const areas = [
    { id: "northside", name: "Northside streets" },
    { id: "st-marys-hospital", name: "St. Mary's Hospital" },
    { id: "sky", name: "The Sky" },
  ];

  it("binds a region named like an area's printed name or its id", () => {
    const result = bindRegionsByName(
      [region("r1", "ST MARYS HOSPITAL"), region("r2", "Northside"), region("r3", "the sky")],
      areas,
    );
    expect([...result.bound]).toEqual([
      ["r1", "st-marys-hospital"],
      ["r2", "northside"],
      ["r3", "sky"],
    ]);
    expect(result.unmatchedRegions).toEqual([]);
    expect(result.unboundAreas).toEqual([]);
  });

  it("matches names with or without a leading 'The'", () => {
    const result = bindRegionsByName(
      [region("r1", "Sky"), region("r2", "Witch House")],
      [
        { id: "sky", name: "The Sky" },
        { id: "the-witch-house", name: "The Witch House" },
      ],
    );
    expect(Object.fromEntries(result.bound)).toEqual({ r1: "sky", r2: "the-witch-house" });
  });

  it("lists regions that match no area and areas left without a region", () => {
    const result = bindRegionsByName([region("r1", "Northside streets"), region("r2", "Tavern")], areas);
    expect(result.unmatchedRegions).toEqual([{ region: region("r2", "Tavern"), reason: "no-area" }]);
    expect(result.unboundAreas.map((a) => a.id)).toEqual(["st-marys-hospital", "sky"]);
  });

  it("gives an area to the first region named for it and lists the second as taken", () => {
    const result = bindRegionsByName([region("r1", "Northside"), region("r2", "northside streets")], areas);
    expect(result.bound.get("r1")).toBe("northside");
    expect(result.bound.has("r2")).toBe(false);
    expect(result.unmatchedRegions).toEqual([
      { region: region("r2", "northside streets"), reason: "area-taken" },
    ]);
  });
});

describe("binding the preset automatically keeps the GM's bindings", () => {
  const areas = [
    { id: "northside", name: "Northside streets" },
    { id: "downtown", name: "Downtown streets" },
    { id: "woods", name: "Woods" },
  ];

  it("binds only unbound regions, and never offers an area a region already has", () => {
    const result = bindUnboundRegionsByName(
      [
        { id: "r1", name: "Big forest", areaId: "woods" },
        { id: "r2", name: "Woods" },
        { id: "r3", name: "Downtown" },
        { id: "r4", name: "Northside", areaId: "old-area" },
      ],
      areas,
    );
    expect([...result.bound]).toEqual([
      ["r3", "downtown"],
      ["r4", "northside"],
    ]);
    expect(result.unmatchedRegions).toEqual([{ region: { id: "r2", name: "Woods" }, reason: "area-taken" }]);
    expect(result.unboundAreas).toEqual([]);
  });
});

describe("binding a whole base-game board scene", () => {
  it("binds all 37 areas from regions named as printed, in any case and punctuation", () => {
    const areas = baseBoard().areas.map((a) => ({ id: a.id, name: a.name }));
    const regions = areas.map((a, i) => region(`r${i}`, (a.name ?? a.id).toUpperCase().replace(/['.]/g, "")));
    const result = bindRegionsByName(regions, areas);
    expect(result.bound.size).toBe(37);
    expect(result.unmatchedRegions).toEqual([]);
    expect(result.unboundAreas).toEqual([]);
  });
});
