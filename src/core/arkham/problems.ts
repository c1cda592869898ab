/**
 * Codes of the user-facing problems of the Arkham core; each is a message key under
 * MONSTER_AUTOPILOT.Problems in lang/en.json (the message names the place and what is wrong).
 * Read through the public index by test/foundry/i18n-keys.test.ts (every code has a message).
 *
 * @public
 */
export const ARKHAM_PROBLEM_CODES = [
  /** The JSON does not have the expected shape (wrong type, missing field): params.detail. */
  "ArkhamInvalidShape",
  /** Two areas share an id: params.id. */
  "ArkhamDuplicateArea",
  /** An arrow, link, neighbour, monster or investigator names an area that does not exist: params.id. */
  "ArkhamUnknownArea",
  /** Two arrows of one colour lead out of one area: params.id, params.colour. */
  "ArkhamTwoArrows",
  /** Warning: an arrow joins two areas not listed as adjacent (followed by arrow moves, no plain adjacency added): params.from, params.to. */
  "ArkhamArrowNotAdjacent",
  /** An area is linked to itself: params.id. */
  "ArkhamSelfLink",
  /** The board has no Sky area. */
  "ArkhamMissingSky",
  /** The board has more than one Sky or Outskirts: params.kind, params.id. */
  "ArkhamDuplicateSpecialArea",
  /** The Sky or the Outskirts appear in a link or an arrow (the Sky is implicitly adjacent to every street; the Outskirts connect to nothing): params.id. */
  "ArkhamSpecialAreaLinked",
  /** Warning: unstable / aquatic / refuge set on an area that is not a location (kept as written): params.id, params.flag. */
  "ArkhamFlagNotOnLocation",
  /** Preset format: A lists B as a neighbour but B does not list A: params.id, params.other. */
  "ArkhamOneWayNeighbour",
  /** Preset format: an arrow-less neighbour has an arrow, or a neighbour pair without arrows is not listed arrow-less: params.id, params.other. */
  "ArkhamArrowlessMismatch",
  /** Preset format: dualArrow set but the white and black targets differ: params.id. */
  "ArkhamDualArrowMismatch",
  /** Preset format: skyAdjacent must be true exactly for streets, and the Sky's neighbours exactly the streets: params.id. */
  "ArkhamSkyAdjacency",
  /** Mythos input: a dimension symbol that is none of the nine (or their aliases): params.symbol. */
  "ArkhamUnknownDimension",
  /** Mythos input: a Mythos card name not in the preset: params.card. */
  "ArkhamUnknownCard",
  /** Mythos input: an environment modifier that is not in the preset: params.modifier. */
  "ArkhamUnknownModifier",
  /** Mythos input: two monsters or two investigators share an id: params.id. */
  "ArkhamDuplicatePiece",
  /** Mythos input: a Sneak value that is not a whole number: params.id. */
  "ArkhamInvalidSneak",
  /** Mythos input: an unknown movement type: params.movement. */
  "ArkhamUnknownMovement",
  /** Case file: the board is named but is not a shipped one: params.name, params.preset (the shipped name). */
  "ArkhamUnknownBoardPreset",
  /** Mythos phase: a monster name that is no preset monster type: params.name. */
  "ArkhamUnknownMonster",
  /** Mythos phase: a monster's dimension disagrees with the monster data: params.name, params.dimension, params.expected. */
  "ArkhamMonsterDimension",
  /** Mythos phase: a number outside its range (players 1–8, terror 0–10, ...): params.value, params.min, params.max. */
  "ArkhamOutOfRange",
  /** Mythos phase: the doom track is already full (the Ancient One would have awakened): params.doom, params.doomTrack. */
  "ArkhamDoomTrackFull",
  /** Mythos phase: more monsters in Arkham than the monster limit allows (MY-6, MY-10.5): params.count, params.limit. */
  "ArkhamMonsterLimitExceeded",
  /** Mythos phase: more monsters in the Outskirts than their capacity (MY-7.1): params.count, params.capacity. */
  "ArkhamOutskirtsOverCapacity",
  /** Mythos phase: the open gates already reach the number that awakens the Ancient One (MY-10.2): params.count, params.limit. */
  "ArkhamTooManyGates",
  /** Mythos phase: a gate at a location sealed by an elder sign: params.id. */
  "ArkhamGateOnElderSign",
  /** Mythos phase: clue tokens at a location with an open gate (MY-3.3): params.id. */
  "ArkhamCluesOnGate",
  /** Mythos phase: a gate at an area that is not an unstable location: params.id. */
  "ArkhamGateNotUnstable",
  /** Mythos phase: the board has no Outskirts area (MY-7). */
  "ArkhamMissingOutskirts",
  /** Mythos phase: a field the card or the case must give (a card without a name, two locations): params.field. */
  "ArkhamCardNeedsField",
  /** Mythos phase: a card type other than headline, environment, rumor: params.type. */
  "ArkhamUnknownCardType",
  /** Closing a gate: no open gate at that location: params.id. */
  "ArkhamNoGateAt",
] as const;
export type ArkhamProblemCode = (typeof ARKHAM_PROBLEM_CODES)[number];

/** A problem with the input, as a value (never an exception): where it is (a JSON path such as `$.arrows[3].to`) and what is wrong. */
export interface ArkhamProblem {
  readonly code: ArkhamProblemCode;
  /** JSON path of the offending value in the input (`$` = the whole input). */
  readonly path: string;
  /** Message parameters; always includes `path`. */
  readonly params: Readonly<Record<string, string | number>>;
}

/** Builds a problem value; `path` is also copied into the message parameters. */
export function problem(
  code: ArkhamProblemCode,
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): ArkhamProblem {
  return { code, path, params: { ...params, path } };
}

/** Formats a JSON path from segments: ["arrows", 3, "to"] → `$.arrows[3].to`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, seg) => (typeof seg === "number" ? `${out}[${seg}]` : `${out}.${String(seg)}`),
    "$",
  );
}
