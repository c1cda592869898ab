import fc from "fast-check";
import {
  DIMENSION_SYMBOLS,
  MOVEMENT_TYPES,
  loadBoard,
  type Board,
  type BoardJson,
  type InvestigatorInput,
  type MonsterInput,
} from "../../../src/core/arkham";

/** Board JSON for a random town: streets, each location on one street, random links and arrows along links. */
export const boardJsonArb: fc.Arbitrary<BoardJson> = fc
  .record({
    streets: fc.integer({ min: 2, max: 6 }),
    locationStreets: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
    links: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 10 }),
    flags: fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), { minLength: 8, maxLength: 8 }),
    arrowPicks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 14, maxLength: 14 }),
  })
  .map(({ streets, locationStreets, links, flags, arrowPicks }) => {
    const streetIds = Array.from({ length: streets }, (_, i) => `s${i}`);
    const locationIds = locationStreets.map((_, i) => `l${i}`);
    const ids = [...streetIds, ...locationIds];
    const pairs = new Map<string, [string, string]>();
    const link = (a: string, b: string) => {
      if (a !== b) pairs.set([a, b].sort().join("|"), [a, b]);
    };
    streetIds.forEach((s, i) => link(s, streetIds[(i + 1) % streets]!));
    locationStreets.forEach((n, i) => link(`l${i}`, streetIds[n % streets]!));
    links.forEach(([a, b]) => link(ids[a % ids.length]!, ids[b % ids.length]!));
    const neighbours = (id: string) =>
      [...pairs.values()].flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : [])).sort();
    const arrows = ids.flatMap((id, i): BoardJson["arrows"][number][] => {
      const [mode, w, b] = arrowPicks[i % arrowPicks.length]!;
      const ns = neighbours(id);
      if (ns.length === 0 || mode % 5 === 0) return []; // an area without arrows now and then
      if (mode % 3 === 0) return [{ from: id, to: ns[w % ns.length]!, colour: "both" as const }];
      return [
        { from: id, to: ns[w % ns.length]!, colour: "white" as const },
        { from: id, to: ns[b % ns.length]!, colour: "black" as const },
      ];
    });
    return {
      areas: [
        ...streetIds.map((id) => ({ id, kind: "street" as const })),
        ...locationIds.map((id, i) => {
          const [unstable, aquatic, refuge] = flags[i % flags.length]!;
          return { id, kind: "location" as const, unstable, aquatic, refuge };
        }),
        { id: "sky", kind: "sky" as const },
        { id: "outskirts", kind: "outskirts" as const },
      ],
      adjacent: [...pairs.values()],
      arrows,
    };
  });

/** A random town loaded into the canonical model (the generator only makes valid boards). */
export const boardArb: fc.Arbitrary<Board> = boardJsonArb.map((json) => {
  const result = loadBoard(json);
  if (!result.ok) throw new Error(`generated board is invalid: ${JSON.stringify(result.problems)}`);
  return result.board;
});

const symbolArb = fc.constantFrom(...DIMENSION_SYMBOLS);

/** A Mythos phase on a random town: monsters of every kind, investigators, a card and maybe modifiers. */
export const phaseArb = boardArb.chain((board) => {
  const areaArb = fc.constantFrom(...board.areas.map((a) => a.id));
  const monsterArb = fc.record({
    at: areaArb,
    dimension: symbolArb,
    movement: fc.constantFrom(...MOVEMENT_TYPES),
    special: fc.constantFrom("hound-of-tindalos", "chthonian", "dark-druid"),
  });
  const investigatorArb = fc.record({
    at: fc.constantFrom(...board.areas.filter((a) => a.kind !== "sky").map((a) => a.id)),
    sneak: fc.integer({ min: 0, max: 4 }),
  });
  return fc.record({
    board: fc.constant(board),
    monsters: fc
      .array(monsterArb, { maxLength: 8 })
      .map((ms): MonsterInput[] => ms.map((m, i) => ({ id: `m${i}`, ...m }))),
    investigators: fc
      .array(investigatorArb, { maxLength: 5 })
      .map((is): InvestigatorInput[] => is.map((inv, i) => ({ id: `i${i}`, ...inv }))),
    white: fc.uniqueArray(symbolArb, { maxLength: 4 }),
    black: fc.uniqueArray(symbolArb, { maxLength: 4 }),
  });
});
