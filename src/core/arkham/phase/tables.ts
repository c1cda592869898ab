import { z } from "zod";
import { DIMENSION_SYMBOLS, type AreaId } from "../model";
import phaseJson from "../presets/mythos_phase.json";
import type { GateMarker } from "./types";

const ROW = z.object({
  players: z.number().int(),
  monsterLimit: z.number().int(),
  outskirtsCapacity: z.number().int(),
  openGatesThatAwaken: z.number().int(),
  monstersPerNewGate: z.number().int(),
  tooManyMonsters: z.number().int(),
});
const PHASE_FILE = z.object({
  schemaVersion: z.literal(1),
  notes: z.array(z.string()),
  playerCountTable: z.array(ROW).length(8),
  gateMarkers: z.array(z.object({ id: z.string(), world: z.string(), dimension: z.enum(DIMENSION_SYMBOLS) })),
  doomTracks: z.array(z.object({ ancientOne: z.string(), doomTrack: z.number().int().positive() })),
  terrorClosures: z.array(z.object({ terror: z.number().int(), location: z.string(), street: z.string() })),
});

/** One row of the player-count table (mythos "Player-count table"; MY-3.4, MY-3.6, MY-6.1, MY-7.1, MY-10.5). */
export type PlayerCountRow = z.infer<typeof ROW>;

/** A store the terror track closes (MY-9.2): at which level, and the street its occupants move to. */
export interface TerrorClosure {
  readonly terror: number;
  readonly location: AreaId;
  readonly street: AreaId;
}

/** An Ancient One of the base game and the length of its doom track (a preset; the engine takes the length). */
export interface DoomTrackPreset {
  readonly ancientOne: string;
  readonly doomTrack: number;
}

let cached: z.infer<typeof PHASE_FILE> | undefined;
const tables = () => (cached ??= PHASE_FILE.parse(phaseJson));

/** The player-count table row for 1–8 players (presets/mythos_phase.json); undefined outside 1–8. */
export function playerCountRow(players: number): PlayerCountRow | undefined {
  return tables().playerCountTable.find((row) => row.players === players);
}

/** The 16 gate markers of the base game, two per Other World (mythos "Gate markers"; RB, LB `gates.py`). */
export function baseGateMarkers(): readonly GateMarker[] {
  return tables().gateMarkers;
}

/** The doom track lengths of the base Ancient Ones (mythos "Doom track lengths"; WIKI, LB). */
export function doomTrackPresets(): readonly DoomTrackPreset[] {
  return tables().doomTracks;
}

/** The stores closed at terror 3, 6 and 9 (MY-9.2; RB p. 20 via WIKI, LB `IncreaseTerror`). */
export function terrorClosures(): readonly TerrorClosure[] {
  return tables().terrorClosures;
}
