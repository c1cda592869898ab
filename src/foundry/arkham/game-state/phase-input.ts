import {
  cupMarkers,
  type ArkhamGameState,
  type Board,
  type CupMonster,
  type MythosDraws,
  type PhaseInvestigator,
  type PhaseMonster,
  type ResolvedOutcome,
} from "../../../core/arkham";
import { shuffled, type RandomSource } from "../../../view/arkham";
import type { CupEntry, GameStateFlag } from "./state-flag";

/** What the scene's tokens tell: the monsters in Arkham (token id as monster id) and the investigators. */
export interface TokenPieces {
  readonly monsters: readonly PhaseMonster[];
  readonly investigators: readonly PhaseInvestigator[];
}

/** A monster marker as stored: `typeId` only when known (the flag and the core leave it out otherwise). */
function storedMarker({
  id,
  name,
  dimension,
  typeId,
}: Omit<CupMonster, "typeId"> & { readonly typeId?: string | undefined }): CupMonster {
  return typeId === undefined ? { id, name, dimension } : { id, name, dimension, typeId };
}

/** The Outskirts' area id of a board (MY-6). */
function outskirtsOf(board: Board): string | undefined {
  return board.areas.find((a) => a.kind === "outskirts")?.id;
}

/** The core's game state (mythos §S) from the scene flag and the tokens; the Outskirts' monsters come from the flag. */
export function coreState(board: Board, flag: GameStateFlag, pieces: TokenPieces): ArkhamGameState {
  const outskirts = outskirtsOf(board);
  const away: PhaseMonster[] =
    outskirts === undefined ? [] : flag.outskirts.map((m) => ({ ...storedMarker(m), at: outskirts }));
  return {
    players: flag.players,
    terror: flag.terror,
    doom: flag.doom,
    doomTrack: flag.doomTrack,
    gates: flag.gates,
    elderSigns: flag.elderSigns,
    clues: flag.clues,
    closed: flag.closed,
    investigators: pieces.investigators,
    monsters: [...pieces.monsters, ...away],
    environment: flag.environment,
    rumor: flag.rumor,
  };
}

/** The ordered draws (MY-5.1, MY-3.2): the cup and the gate pile, each shuffled with `random`. */
export function shuffledDraws(flag: GameStateFlag, random: RandomSource): MythosDraws {
  const taken = new Set(flag.outskirts.map((m) => m.id));
  return {
    monsters: shuffled(cupMarkers(flag.cup, taken), random),
    gateMarkers: shuffled(flag.gatePile, random),
  };
}

/**
 * The draws with the monsters the GM drew from a physical cup first, in the order named (MY-5.1:
 * draws are ordered); a named type with no marker left in the cup is returned in `missing`.
 */
export function drawsWithPicked(
  draws: MythosDraws,
  picked: readonly string[],
): { draws: MythosDraws; missing: string[] } {
  const rest = [...draws.monsters];
  const first: typeof rest = [];
  const missing: string[] = [];
  for (const typeId of picked) {
    const at = rest.findIndex((m) => (m.typeId ?? m.name) === typeId);
    const [marker] = at < 0 ? [] : rest.splice(at, 1);
    if (marker === undefined) missing.push(typeId);
    else first.push(marker);
  }
  return { draws: { ...draws, monsters: [...first, ...rest] }, missing };
}

/** The cup as counts per type again, in the order the types first appear in `before` then in `markers`. */
export function cupCounts(before: readonly CupEntry[], markers: readonly CupMonster[]): CupEntry[] {
  const counts = new Map(before.map((e) => [e.typeId, { ...e, count: 0 }]));
  for (const m of markers) {
    const typeId = m.typeId ?? m.name;
    const entry = counts.get(typeId) ?? { typeId, name: m.name, dimension: m.dimension, count: 0 };
    counts.set(typeId, { ...entry, count: entry.count + 1 });
  }
  return [...counts.values()];
}

/** What accepting an outcome does to the scene: the new flag, monster tokens to create and to remove. */
export interface SceneChanges {
  readonly flag: GameStateFlag;
  /** Monsters drawn into Arkham (MY-3.4, MY-4), each to become a token in its area. */
  readonly create: readonly PhaseMonster[];
  /** Token ids whose monsters left Arkham: back to the cup (MY-5.3, MY-7.2, MY-13.2) or to the Outskirts (MY-6). */
  readonly remove: readonly string[];
}

/** The changes of an accepted outcome against the tokens it was computed from. */
export function sceneChanges(
  board: Board,
  flag: GameStateFlag,
  pieces: TokenPieces,
  outcome: ResolvedOutcome,
): SceneChanges {
  const outskirts = outskirtsOf(board);
  const after = outcome.state;
  const onTokens = new Set(pieces.monsters.map((m) => m.id));
  const inArkham = after.monsters.filter((m) => m.at !== outskirts);
  return {
    flag: {
      ...flag,
      terror: after.terror,
      doom: after.doom,
      gates: after.gates,
      elderSigns: [...after.elderSigns],
      clues: after.clues,
      closed: [...after.closed],
      outskirts: after.monsters.filter((m) => m.at === outskirts).map(storedMarker),
      cup: cupCounts(flag.cup, outcome.draws.monsters),
      gatePile: [...outcome.draws.gateMarkers],
      environment: after.environment,
      rumor: after.rumor,
    },
    create: inArkham.filter((m) => !onTokens.has(m.id)),
    remove: [...onTokens].filter((id) => !inArkham.some((m) => m.id === id)),
  };
}
