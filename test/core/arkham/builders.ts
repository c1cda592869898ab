import {
  loadBoard,
  type ArkhamProblem,
  resolveMythosMovement,
  type Board,
  type BoardJson,
  type InvestigatorInput,
  type MonsterDecision,
  type MonsterInput,
  type MythosInput,
} from "../../../src/core/arkham";

/**
 * A small test town: four streets in a ring (white arrows a→b→c→d→a, black arrows the other way),
 * an arrow-less street link a–c, one location per street with a two-colour arrow back to it,
 * plus an unstable, a refuge and a second aquatic location, the Sky and the Outskirts.
 *
 *   a-loc    b-gate (unstable)  b-ward (refuge)
 *     |        |   /
 *   a-st ─── b-st
 *    │  ╲      │
 *   d-st ─── c-st ── c-pool (aquatic)
 *     |
 *   d-lake (aquatic)
 */
export const TOWN_JSON: BoardJson = {
  areas: [
    { id: "a-st", kind: "street" },
    { id: "b-st", kind: "street" },
    { id: "c-st", kind: "street" },
    { id: "d-st", kind: "street" },
    { id: "a-loc", kind: "location" },
    { id: "b-gate", kind: "location", unstable: true },
    { id: "b-ward", kind: "location", refuge: true },
    { id: "c-pool", kind: "location", aquatic: true },
    { id: "d-lake", kind: "location", aquatic: true },
    { id: "sky", kind: "sky" },
    { id: "outskirts", kind: "outskirts" },
  ],
  adjacent: [
    ["a-st", "b-st"],
    ["b-st", "c-st"],
    ["c-st", "d-st"],
    ["d-st", "a-st"],
    ["a-st", "c-st"],
    ["a-loc", "a-st"],
    ["b-gate", "b-st"],
    ["b-ward", "b-st"],
    ["c-pool", "c-st"],
    ["d-lake", "d-st"],
  ],
  arrows: [
    { from: "a-st", to: "b-st", colour: "white" },
    { from: "b-st", to: "c-st", colour: "white" },
    { from: "c-st", to: "d-st", colour: "white" },
    { from: "d-st", to: "a-st", colour: "white" },
    { from: "a-st", to: "d-st", colour: "black" },
    { from: "b-st", to: "a-st", colour: "black" },
    { from: "c-st", to: "b-st", colour: "black" },
    { from: "d-st", to: "c-st", colour: "black" },
    { from: "a-loc", to: "a-st", colour: "both" },
    { from: "b-gate", to: "b-st", colour: "both" },
    { from: "b-ward", to: "b-st", colour: "both" },
    { from: "c-pool", to: "c-st", colour: "both" },
    { from: "d-lake", to: "d-st", colour: "both" },
  ],
};

/** Loads board JSON that the test knows is valid (fails the test loudly otherwise). */
export function boardFrom(json: unknown): Board {
  const result = loadBoard(json);
  if (!result.ok) throw new Error(`test board is invalid: ${JSON.stringify(result.problems)}`);
  return result.board;
}

/** The test town of {@link TOWN_JSON}. */
export const TOWN = boardFrom(TOWN_JSON);

/** A monster with defaults: id m1, normal movement, slash dimension, in a-st. */
export function monster(overrides: Partial<MonsterInput> = {}): MonsterInput {
  return { id: "m1", at: "a-st", dimension: "slash", movement: "normal", ...overrides };
}

/** An investigator with defaults: id i1, Sneak 3, in c-st. */
export function investigator(overrides: Partial<InvestigatorInput> = {}): InvestigatorInput {
  return { id: "i1", at: "c-st", sneak: 3, ...overrides };
}

/** A scene with defaults: the test town, one default monster, nobody else, slash in the white box. */
export interface Scene {
  readonly board?: Board;
  readonly monsters?: readonly MonsterInput[];
  readonly investigators?: readonly InvestigatorInput[];
  readonly white?: readonly string[];
  readonly black?: readonly string[];
  readonly modifiers?: readonly string[];
}

/** The Mythos input of a scene. */
export function mythosInput(scene: Scene = {}): MythosInput {
  return {
    board: scene.board ?? TOWN,
    monsters: scene.monsters ?? [monster()],
    investigators: scene.investigators ?? [],
    mythos: { white: scene.white ?? ["slash"], black: scene.black ?? [] },
    ...(scene.modifiers !== undefined ? { modifiers: scene.modifiers } : {}),
  };
}

/** Resolves a scene and returns the decisions by monster id (fails the test on invalid input). */
export function decide(scene: Scene = {}): Record<string, MonsterDecision> {
  const result = resolveMythosMovement(mythosInput(scene));
  if (result.kind === "invalid") throw new Error(`invalid scene: ${JSON.stringify(result.problems)}`);
  return Object.fromEntries(result.decisions.map((d) => [d.monsterId, d]));
}

/** The one decision for the scene's first monster. */
export function decideOne(scene: Scene = {}): MonsterDecision {
  const decisions = Object.values(decide(scene));
  return decisions[0]!;
}

/** The outcome paths of a decision as a sorted list (a set). */
export function pathsOf(decision: MonsterDecision): string[][] {
  return decision.options.map((o) => [...o.path]).sort((a, b) => a.join().localeCompare(b.join()));
}

/** Problems as [code, path] pairs, in reported order. */
export function codesAt(problems: readonly ArkhamProblem[]): string[][] {
  return problems.map((p) => [p.code, p.path]);
}
