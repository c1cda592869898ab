import { describe, expect, it } from "vitest";
import {
  DIMENSION_SYMBOLS,
  MODIFIER_IDS,
  baseBoard,
  findModifierId,
  findMonsterType,
  findMythosCard,
  loadPresetBoard,
  monsterTypes,
  mythosCards,
  normaliseDimension,
  presetModifiers,
  slugify,
} from "../../../src/core/arkham";
import boardJson from "../../../src/core/arkham/presets/board.json";
import monstersJson from "../../../src/core/arkham/presets/monsters.json";
import { codesAt } from "./builders";

describe("the base-game board preset (board.json)", () => {
  const board = baseBoard();
  const kinds = (kind: string) => board.areas.filter((a) => a.kind === kind).map((a) => a.id);

  it("loads without problems or warnings", () => {
    const result = loadPresetBoard(boardJson);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it("has 9 streets, 26 locations, one Sky and one Outskirts", () => {
    expect([kinds("street").length, kinds("location").length, kinds("sky"), kinds("outskirts")]).toEqual([
      9,
      26,
      ["sky"],
      ["outskirts"],
    ]);
  });

  it("runs the white street arrows round the documented cycle and the black ones the other way", () => {
    const cycle = boardJson.meta.whiteCycle;
    cycle.forEach((street, i) => {
      const next = cycle[(i + 1) % cycle.length]!;
      expect(board.arrowsOut.get(street)?.white).toBe(next);
      expect(board.arrowsOut.get(next)?.black).toBe(street);
    });
  });

  it("gives every location one two-colour arrow to its own street", () => {
    for (const id of kinds("location")) {
      const out = board.arrowsOut.get(id);
      expect(out?.white).toBeDefined();
      expect(out?.white).toBe(out?.black);
      expect(board.areaById.get(out!.white!)?.kind).toBe("street");
    }
  });

  it("keeps the three arrow-less street links as plain adjacency", () => {
    const arrowless = board.adjacent.filter(
      ([a, b]) =>
        board.arrowsOut.get(a)?.white !== b &&
        board.arrowsOut.get(a)?.black !== b &&
        board.arrowsOut.get(b)?.white !== a &&
        board.arrowsOut.get(b)?.black !== a,
    );
    expect(arrowless.map((pair) => [...pair].sort().join("/")).sort()).toEqual([
      "downtown/merchant-district",
      "french-hill/miskatonic-u",
      "merchant-district/rivertown",
    ]);
  });

  it("marks St. Mary's Hospital and Arkham Asylum as refuges, and River Docks and Unvisited Isle as aquatic", () => {
    expect(board.areas.filter((a) => a.refuge).map((a) => a.id)).toEqual([
      "arkham-asylum",
      "st-marys-hospital",
    ]);
    expect(board.areas.filter((a) => a.aquatic).map((a) => a.id)).toEqual(["river-docks", "unvisited-isle"]);
    expect(board.areas.filter((a) => a.unstable)).toHaveLength(11);
  });

  it("keeps the printed names for binding scene regions", () => {
    expect(board.areaById.get("northside")?.name).toBe("Northside streets");
  });
});

describe("the preset board format's own checks", () => {
  type RawArea = (typeof boardJson.areas)[number];
  const edit = (fn: (areas: RawArea[]) => unknown[]) => ({
    ...boardJson,
    areas: fn(structuredClone(boardJson.areas)),
  });
  const problemsAt = (json: unknown) => {
    const result = loadPresetBoard(json);
    return result.ok ? [] : codesAt(result.problems);
  };

  it("reports a one-way neighbour, an unknown arrow target and a broken dual arrow together", () => {
    const json = edit((areas) => {
      areas[9]!.neighbours.push("newspaper"); // train-station lists newspaper; newspaper does not list it back
      areas[0]!.white = "atlantis";
      areas[10]!.black = "downtown"; // newspaper's dual arrow: white northside, black downtown
      return areas;
    });
    expect(problemsAt(json)).toEqual([
      ["ArkhamDualArrowMismatch", "$.areas[10].dualArrow"],
      ["ArkhamOneWayNeighbour", "$.areas[9].neighbours[1]"],
      // the new link has no arrow, so it must also be listed arrow-less
      ["ArkhamArrowlessMismatch", "$.areas[9].neighbours[1]"],
      ["ArkhamUnknownArea", "$.areas[0].white"],
    ]);
  });

  it("reports a street whose skyAdjacent is false", () => {
    const json = edit((areas) => {
      areas[3]!.skyAdjacent = false;
      return areas;
    });
    expect(problemsAt(json)).toEqual([["ArkhamSkyAdjacency", "$.areas[3].skyAdjacent"]]);
  });

  it("reports an arrow-less neighbour that has an arrow", () => {
    const json = edit((areas) => {
      (areas[0]!.arrowlessNeighbours as string[]).push("downtown");
      return areas;
    });
    expect(problemsAt(json)).toEqual([["ArkhamArrowlessMismatch", "$.areas[0].neighbours[1]"]]);
  });
});

describe("the monster preset (monsters.json)", () => {
  it("lists the nine dimension symbols of the model", () => {
    expect(monstersJson.dimensionSymbols.map(normaliseDimension)).toEqual([...DIMENSION_SYMBOLS]);
  });

  it("holds 82 monster types whose base-game markers add up to 60", () => {
    expect(monsterTypes()).toHaveLength(82);
    const base = monsterTypes().filter((m) => m.set === "base");
    expect(base.reduce((sum, m) => sum + m.count, 0)).toBe(60);
  });

  it("gives special movers a kind, and the base game's their rule summaries", () => {
    expect(findMonsterType("Hound of Tindalos")).toMatchObject({
      movement: "special",
      special: "hound-of-tindalos",
      dimension: "square",
    });
    expect(findMonsterType("chthonian")?.specialSummary).toMatch(/roll one die/);
    expect(
      monsterTypes()
        .filter((m) => m.movement === "special")
        .every((m) => m.special === slugify(m.name)),
    ).toBe(true);
  });

  it("finds a type by name, preferring the base game, or by set", () => {
    expect(findMonsterType("Shoggoth")).toMatchObject({
      set: "base",
      movement: "fast",
      dimension: "diamond",
    });
    expect(findMonsterType("mi-go", "innsmouth-horror")?.set).toBe("innsmouth-horror");
    expect(findMonsterType("Cthulhu")).toBeUndefined();
  });
});

describe("the Mythos preset (mythos_movement.json)", () => {
  it("holds 287 cards with movement boxes of known symbols", () => {
    expect(mythosCards()).toHaveLength(287);
  });

  it("never lists one symbol in both boxes of a card", () => {
    expect(mythosCards().filter((c) => c.white.some((s) => c.black.includes(s)))).toEqual([]);
  });

  it("marks the cards without movement", () => {
    const still = mythosCards().filter((c) => c.noMovement);
    expect(still.every((c) => c.white.length === 0 && c.black.length === 0)).toBe(true);
    expect(still.map((c) => c.name)).toContain("The Story Continues…");
  });

  it("finds a card by name ignoring case and punctuation", () => {
    expect(findMythosCard("all quiet in arkham")).toMatchObject({
      white: ["hexagon"],
      black: ["slash", "star", "triangle"],
    });
  });

  it("has a modifier id for every movement modifier in the data, each naming a card in the list", () => {
    const ids = presetModifiers().map((m) => findModifierId(m.card));
    expect(ids).toEqual([...MODIFIER_IDS]);
    // Ruling: the cards list spells "Aldeberan Ascendant"; both spellings find the same modifier.
    const missing = presetModifiers()
      .filter((m) => findMythosCard(m.card) === undefined)
      .map((m) => m.card);
    expect(missing).toEqual(["Aldebaran Ascendant"]);
    expect(findMythosCard("Aldeberan Ascendant")).toBeDefined();
  });
});
