// Property: the hand-written reading of a case accepts exactly the cases the zod schema
// accepts, on real cases with random changes; a case it accepts reads the same as the schema's copy
// of it, and the same onto the board of the case it was changed from (that board object exactly
// when the board fields are the same). parseCase relies on this to skip zod for well-formed cases.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/core/gloomhaven";
import { parseCase } from "../../../src/core/gloomhaven-cases";
import { isWellFormedCase } from "../../../src/core/gloomhaven-cases/parse";
import { caseSchema } from "../../../src/core/gloomhaven-cases/schema";
import { allJsonPaths, getAt, setAt, type Segment } from "../../cli/json-mutations";
import { sameBoard } from "./same-board";

const corpus = JSON.parse(
  readFileSync("test/fixtures/conformance/gloomhaven/public.json", "utf8"),
) as unknown[];

/** Values of every kind around the schema's edges: wrong types, non-finite and unsafe numbers, enum neighbours. */
const ODD_VALUE = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    undefined,
    "",
    "x",
    0,
    -0,
    1,
    -1,
    0.5,
    500,
    501,
    -500,
    -501,
    2 ** 53,
    1e20,
    Infinity,
    -Infinity,
    NaN,
    true,
    false,
    [],
    {},
    [0],
    [0, 0],
    [0, 0, 0],
    [[0, 0]],
    [
      [0, 0],
      [1, 0],
    ],
    "flat",
    "axial",
    "odd-q",
    "attacker",
    "free",
    "summon",
    "monster",
    "character",
    "jotl",
    "frosthaven",
    "gloomhaven",
    { at: [0, 0], kind: "obstacle" },
    { destination: [0, 0], attacks: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Every field name of the schema, for adding a field where the case has none. */
const FIELDS = [
  ...["id", "index", "rules", "split", "map", "wall_hexes", "terrain", "walls", "figures", "action"],
  ...["answers", "tags", "grid", "board", "void_blocks_los", "at", "side", "active", "initiative"],
  ...["name", "invisible", "turn_order", "summoner", "move", "range", "targets", "targets_all", "aoe"],
  ...["aoe_origin", "flying", "jumping", "teleport", "muddled", "stunned", "immobilized", "disarmed"],
  ...["destination", "attacks", "kind", "orientation", "coords", "directions", "columns", "rows", "layout"],
];

type Mutation = {
  readonly pick: number;
  readonly away: boolean;
  readonly value: unknown;
  readonly kind: number;
  readonly field: string;
};

const MUTATION: fc.Arbitrary<Mutation> = fc.record({
  pick: fc.nat(),
  // Most places of a case are map coordinates: aim most changes at the other fields.
  away: fc.boolean(),
  value: ODD_VALUE,
  kind: fc.nat({ max: 3 }),
  field: fc.constantFrom(...FIELDS),
});

function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  return mutations.reduce((current, m) => {
    const all = allJsonPaths(current);
    const away = all.filter((p) => p[0] !== "map" && p[0] !== "wall_hexes");
    const places = m.away && away.length > 0 ? away : all;
    const at: readonly Segment[] = places[m.pick % places.length]!;
    if (m.kind === 0) return at.length === 0 ? current : setAt(current, at, undefined);
    if (m.kind === 1) return setAt(current, at, getAt(current, places[(m.pick * 7 + 3) % places.length]!));
    if (m.kind === 2) return setAt(current, at, m.value);
    // A field set on an object (added when it has none), e.g. a summoner on a figure.
    const objects = places.filter((p) => {
      const v = getAt(current, p);
      return typeof v === "object" && v !== null && !Array.isArray(v);
    });
    const where = objects[m.pick % objects.length];
    return where === undefined ? current : setAt(current, [...where, m.field], m.value);
  }, value);
}

function boardOf(raw: unknown): Board {
  const parsed = parseCase(raw);
  if (!parsed.ok) throw new Error("a public case does not parse");
  return parsed.value.scenario.board;
}

/** Reading a case onto a board gives the case read alone, on that board exactly when the boards are the same. */
function expectSameOnBoard(raw: unknown, board: Board): void {
  const alone = parseCase(raw);
  const on = parseCase(raw, board);
  if (!alone.ok || !on.ok) {
    expect(on).toEqual(alone);
    return;
  }
  const shared = on.value.scenario.board === board;
  expect(shared).toBe(sameBoard(board, alone.value.scenario.board));
  // A shared board may hold 0 where the case says -0 (=== counts them equal, as sameBoard does).
  const withoutBoard = (c: typeof on.value) => ({ ...c, scenario: { ...c.scenario, board: null } });
  expect(withoutBoard(on.value)).toEqual(withoutBoard(alone.value));
  if (!shared) expect(on.value.scenario.board).toEqual(alone.value.scenario.board);
}

/** The case on a flat axial grid with the given direction list. */
const withDirections = (c: Record<string, unknown>, directions: readonly (readonly number[])[]) => ({
  ...c,
  grid: { orientation: "flat", coords: "axial", directions },
});

describe("isWellFormedCase", () => {
  it("accepts every public case", () => {
    for (const raw of corpus) expect(isWellFormedCase(raw)).toBe(true);
  });

  it.each<[string, (c: Record<string, unknown>) => unknown]>([
    ["an infinite move", (c) => ({ ...c, action: { ...(c["action"] as object), move: Infinity } })],
    ["an unsafe board size", (c) => ({ ...c, board: { columns: 1e20, rows: 1, layout: "odd-q" } })],
    ["other grid directions", (c) => withDirections(c, [])],
    [
      "the grid directions with -0 (JSON.stringify writes 0)",
      (c) =>
        withDirections(c, [
          [1, -0],
          [0, 1],
          [-1, 1],
          [-1, 0],
          [-0, -1],
          [1, -1],
        ]),
    ],
    [
      "the grid directions in another order",
      (c) =>
        withDirections(c, [
          [0, 1],
          [1, 0],
          [-1, 1],
          [-1, 0],
          [0, -1],
          [1, -1],
        ]),
    ],
    [
      "an empty figure id",
      (c) => ({ ...c, figures: [{ at: [0, 0], side: "monster", active: true, initiative: null, id: "" }] }),
    ],
    ["a case in a list", (c) => [c]],
    ["an unknown extra field", (c) => ({ ...c, notes: "anything" })],
  ])("agrees with the schema on %s", (_name, change) => {
    const raw = change(corpus[0] as Record<string, unknown>);
    expect(isWellFormedCase(raw)).toBe(caseSchema().safeParse(raw).success);
  });

  it("agrees with the schema on randomly changed public cases, and reads them as the schema does", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: corpus.length - 1 }),
        fc.array(MUTATION, { minLength: 1, maxLength: 3 }),
        (which, mutations) => {
          const raw = mutate(corpus[which], mutations);
          const schema = caseSchema().safeParse(raw);
          expect(isWellFormedCase(raw)).toBe(schema.success);
          // The schema's copy drops unknown fields; reading the case itself gives the same result.
          if (schema.success) expect(parseCase(raw)).toEqual(parseCase(schema.data));
          expectSameOnBoard(raw, boardOf(corpus[which]));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
