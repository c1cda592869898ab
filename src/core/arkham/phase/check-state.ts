import type { AreaId, Board } from "../model";
import { findMonsterType, findMonsterTypeById, type MonsterType } from "../preset-monsters";
import { problem, type ArkhamProblem } from "../problems";
import { playerCountRow, type PlayerCountRow } from "./tables";
import type { ArkhamGameState, CupMonster, MythosDraws } from "./types";

/** What the checks found out about a valid snapshot. */
export interface CheckedState {
  readonly row: PlayerCountRow;
  readonly outskirtsId: AreaId;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The preset type of a marker: by `typeId`, else by name (the base game's when sets share it). */
export function monsterTypeOf(marker: CupMonster): MonsterType | undefined {
  return marker.typeId !== undefined ? findMonsterTypeById(marker.typeId) : findMonsterType(marker.name);
}

function checkMarker(marker: CupMonster, path: string, seen: Set<string>, problems: ArkhamProblem[]): void {
  if (seen.has(marker.id)) problems.push(problem("ArkhamDuplicatePiece", `${path}.id`, { id: marker.id }));
  seen.add(marker.id);
  const type = monsterTypeOf(marker);
  if (type === undefined)
    problems.push(problem("ArkhamUnknownMonster", `${path}.name`, { name: marker.typeId ?? marker.name }));
  else if (type.dimension !== marker.dimension)
    problems.push(
      problem("ArkhamMonsterDimension", `${path}.dimension`, {
        name: type.name,
        dimension: marker.dimension,
        expected: type.dimension,
      }),
    );
}

function checkNumbers(state: ArkhamGameState, problems: ArkhamProblem[]): void {
  const range = (field: keyof ArkhamGameState, value: number, min: number, max: number) => {
    if (!wholeIn(value, min, max))
      problems.push(problem("ArkhamOutOfRange", `$.state.${field}`, { value, min, max }));
  };
  range("players", state.players, 1, 8);
  range("terror", state.terror, 0, 10);
  range("doomTrack", state.doomTrack, 1, 99);
  range("doom", state.doom, 0, 99);
  if (Number.isInteger(state.doom) && state.doom >= state.doomTrack)
    problems.push(
      problem("ArkhamDoomTrackFull", "$.state.doom", { doom: state.doom, doomTrack: state.doomTrack }),
    );
}

/** A location a gate may stand on (RB p. 24, WIKI Gates): an unstable location of the board. */
export function isGateLocation(board: Board, at: AreaId): boolean {
  const area = board.areaById.get(at);
  return area !== undefined && area.kind === "location" && area.unstable;
}

function checkPlaces(board: Board, state: ArkhamGameState, problems: ArkhamProblem[]): void {
  const known = (at: AreaId, path: string) => {
    if (board.areaById.has(at)) return true;
    problems.push(problem("ArkhamUnknownArea", path, { id: at }));
    return false;
  };
  const gates = Object.entries(state.gates);
  for (const [at] of gates) {
    const path = `$.state.gates.${at}`;
    if (!known(at, path)) continue;
    if (!isGateLocation(board, at)) problems.push(problem("ArkhamGateNotUnstable", path, { id: at }));
    if (state.elderSigns.includes(at)) problems.push(problem("ArkhamGateOnElderSign", path, { id: at }));
    if ((state.clues[at] ?? 0) > 0) problems.push(problem("ArkhamCluesOnGate", path, { id: at }));
  }
  state.elderSigns.forEach((at, i) => known(at, `$.state.elderSigns[${i}]`));
  state.closed.forEach((at, i) => known(at, `$.state.closed[${i}]`));
  for (const [at, count] of Object.entries(state.clues)) {
    const path = `$.state.clues.${at}`;
    if (known(at, path) && !wholeIn(count, 0, 99))
      problems.push(problem("ArkhamOutOfRange", path, { value: count, min: 0, max: 99 }));
  }
  const investigators = new Set<string>();
  state.investigators.forEach((inv, i) => {
    const path = `$.state.investigators[${i}]`;
    if (investigators.has(inv.id))
      problems.push(problem("ArkhamDuplicatePiece", `${path}.id`, { id: inv.id }));
    investigators.add(inv.id);
    known(inv.at, `${path}.at`);
    if (inv.sneak !== undefined && !Number.isInteger(inv.sneak))
      problems.push(problem("ArkhamInvalidSneak", `${path}.sneak`, { id: inv.id }));
  });
}

/** The snapshot's counts against the player-count table (mythos §S: states the rules could not reach). */
function checkCounts(
  state: ArkhamGameState,
  row: PlayerCountRow,
  outskirtsId: AreaId,
  problems: ArkhamProblem[],
): void {
  const outskirts = state.monsters.filter((m) => m.at === outskirtsId).length;
  const arkham = state.monsters.length - outskirts;
  const limit = state.terror >= 10 ? row.tooManyMonsters - 1 : row.monsterLimit;
  if (arkham > limit)
    problems.push(problem("ArkhamMonsterLimitExceeded", "$.state.monsters", { count: arkham, limit }));
  if (outskirts > row.outskirtsCapacity)
    problems.push(
      problem("ArkhamOutskirtsOverCapacity", "$.state.monsters", {
        count: outskirts,
        capacity: row.outskirtsCapacity,
      }),
    );
  const gates = Object.keys(state.gates).length;
  if (gates >= row.openGatesThatAwaken)
    problems.push(
      problem("ArkhamTooManyGates", "$.state.gates", { count: gates, limit: row.openGatesThatAwaken }),
    );
}

/**
 * Checks a snapshot and its draws (mythos §S): every problem at once, as values with JSON paths
 * as a case file lays them out (`$.state…`, `$.draws…`), for any state the rules could not reach.
 */
export function checkState(
  board: Board,
  state: ArkhamGameState,
  draws: MythosDraws,
): { ok: true; value: CheckedState } | { ok: false; problems: readonly ArkhamProblem[] } {
  const problems: ArkhamProblem[] = [];
  checkNumbers(state, problems);
  checkPlaces(board, state, problems);
  const outskirtsId = board.areas.find((a) => a.kind === "outskirts")?.id;
  if (outskirtsId === undefined) problems.push(problem("ArkhamMissingOutskirts", "$.board"));
  const monsterIds = new Set<string>();
  state.monsters.forEach((m, i) => {
    checkMarker(m, `$.state.monsters[${i}]`, monsterIds, problems);
    if (!board.areaById.has(m.at))
      problems.push(problem("ArkhamUnknownArea", `$.state.monsters[${i}].at`, { id: m.at }));
  });
  draws.monsters.forEach((m, i) => checkMarker(m, `$.draws.monsters[${i}]`, monsterIds, problems));
  const markerIds = new Set<string>();
  const markerSeen = (id: string, path: string) => {
    if (markerIds.has(id)) problems.push(problem("ArkhamDuplicatePiece", path, { id }));
    markerIds.add(id);
  };
  for (const [at, marker] of Object.entries(state.gates)) markerSeen(marker.id, `$.state.gates.${at}.id`);
  draws.gateMarkers.forEach((m, i) => markerSeen(m.id, `$.draws.gateMarkers[${i}].id`));
  const row = playerCountRow(state.players);
  if (row !== undefined && outskirtsId !== undefined) checkCounts(state, row, outskirtsId, problems);
  if (problems.length > 0 || row === undefined || outskirtsId === undefined) return { ok: false, problems };
  return { ok: true, value: { row, outskirtsId } };
}
