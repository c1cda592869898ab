// The sandbox's Arkham game in the address (#mythos=…): the seed, how many phases it has drawn
// and the game state, so a link reproduces the next draw. A bad link is refused whole.
import { z } from "zod";
import { DIMENSION_SYMBOLS } from "../../src/core/arkham";
import { packJson, unpackJson } from "../ui";
import type { PhaseGame } from "./phase-game";

const NAME = z.string().min(1).max(200);
const DIMENSION = z.enum(DIMENSION_SYMBOLS);
const MARKER = z.object({ id: NAME, world: NAME, dimension: DIMENSION });
const MONSTER = z.object({ id: NAME, name: NAME, dimension: DIMENSION, typeId: NAME.optional() });
const AREAS = z.array(NAME).max(200);
const AWAY = z.object({
  id: NAME,
  at: NAME,
  delayed: z.boolean(),
  otherWorld: NAME,
  sneak: z.number().int().min(0).max(20).optional(),
});
const GAME = z.object({
  players: z.number().int().min(1).max(8),
  ancientOne: NAME.nullable(),
  // Links written before the sets were chosen hold a base-game game, and nobody in an Other World.
  sets: z.array(NAME).min(1).max(50).default(["base"]),
  otherWorlds: z.array(AWAY).max(50).default([]),
  terror: z.number().int().min(0).max(10),
  doom: z.number().int().min(0).max(99),
  doomTrack: z.number().int().min(1).max(99),
  gates: z.record(NAME, MARKER),
  elderSigns: AREAS,
  clues: z.record(NAME, z.number().int().min(0).max(99)),
  closed: AREAS,
  outskirts: z.array(MONSTER).max(99),
  cup: z.array(MONSTER).max(500),
  gatePile: z.array(MARKER).max(200),
  environment: NAME.nullable(),
  rumor: NAME.nullable(),
  deck: z.array(NAME).max(2000),
  discard: z.array(NAME).max(2000),
});
const LINK = z.object({
  v: z.literal(1),
  seed: z.string().min(1).max(64),
  draws: z.number().int().min(0),
  game: GAME,
});

/** What the address holds: the seed, the number of phases drawn under it, the game. */
export interface PhaseLink {
  readonly seed: string;
  readonly draws: number;
  readonly game: PhaseGame;
}

/**
 * The game as the address's `mythos` value, its fields in the schema's order: a link read back
 * (fields in that order) writes the same address again, whichever code built the game.
 */
export function encodePhaseLink(link: PhaseLink): string {
  const value = { v: 1, ...link };
  const canonical = LINK.safeParse(value);
  return packJson(canonical.success ? canonical.data : value);
}

/** Reads a `mythos` value; undefined when it is not a game this page wrote. */
export function decodePhaseLink(text: string): PhaseLink | undefined {
  const unpacked = unpackJson(text);
  const parsed = unpacked === undefined ? undefined : LINK.safeParse(unpacked.value);
  if (parsed?.success !== true) return undefined;
  const { game, seed, draws } = parsed.data;
  const strip = ({ typeId, ...m }: z.infer<typeof MONSTER>) => (typeId === undefined ? m : { ...m, typeId });
  const away = ({ sneak, ...i }: z.infer<typeof AWAY>) => (sneak === undefined ? i : { ...i, sneak });
  return {
    seed,
    draws,
    game: {
      ...game,
      outskirts: game.outskirts.map(strip),
      cup: game.cup.map(strip),
      otherWorlds: game.otherWorlds.map(away),
    },
  };
}
