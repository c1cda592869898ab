import type { AreaId, Board } from "../model";
import type { PhaseEvent } from "./events";
import type { OutcomeRecord, RecordGate } from "./record";
import type { PlayerCountRow } from "./tables";
import type {
  ArkhamGameState,
  AwakeningReason,
  CupMonster,
  GateMarker,
  MythosDraws,
  PhaseInvestigator,
  PhaseMonster,
  SurgeSpread,
} from "./types";

/** The record being written by a step (mythos §C keys; lists in the order things happened). */
interface RecordDraft {
  doom: number;
  terror: number;
  overrun: boolean;
  gateOpened?: RecordGate;
  surge?: AreaId;
  placed: Map<AreaId, string[]>;
  returnedToCup: string[];
  drawnThrough: string[];
  cluesDiscarded: number;
  clue?: AreaId;
  mayTakeClue: string[];
  closed: AreaId[];
  evicted: Record<string, AreaId>;
  movementEnvironment?: string;
  environment?: string;
  environmentDiscarded?: string;
  rumor?: string;
  rumorIgnored?: string;
  gateClosed?: RecordGate;
  elderSign?: AreaId;
}

/**
 * The mutable copy of the state one outcome is worked out on. Private to the phase engine: the
 * public functions copy the caller's snapshot in and hand a fresh state out (mythos §S).
 */
export interface Work {
  readonly board: Board;
  readonly row: PlayerCountRow;
  readonly outskirtsId: AreaId;
  terror: number;
  doom: number;
  readonly state: ArkhamGameState;
  gates: Map<AreaId, GateMarker>;
  elderSigns: AreaId[];
  clues: Map<AreaId, number>;
  closed: AreaId[];
  investigators: PhaseInvestigator[];
  monsters: PhaseMonster[];
  environment: string | null;
  rumor: string | null;
  cup: CupMonster[];
  pile: GateMarker[];
  drawn: CupMonster[];
  returned: CupMonster[];
  events: PhaseEvent[];
  rec: RecordDraft;
  awakened?: AwakeningReason;
  /** The spread a surge's outcome stands for (MY-4.3). */
  choice?: SurgeSpread;
}

const emptyRecord = (): RecordDraft => ({
  doom: 0,
  terror: 0,
  overrun: false,
  placed: new Map(),
  returnedToCup: [],
  drawnThrough: [],
  cluesDiscarded: 0,
  mayTakeClue: [],
  closed: [],
  evicted: {},
});

/** A working copy of a checked state and its draws. */
export function startWork(
  board: Board,
  row: PlayerCountRow,
  outskirtsId: AreaId,
  state: ArkhamGameState,
  draws: MythosDraws,
): Work {
  return {
    board,
    row,
    outskirtsId,
    state,
    terror: state.terror,
    doom: state.doom,
    gates: new Map(Object.entries(state.gates)),
    elderSigns: [...state.elderSigns],
    clues: new Map(Object.entries(state.clues)),
    closed: [...state.closed],
    investigators: [...state.investigators],
    monsters: [...state.monsters],
    environment: state.environment,
    rumor: state.rumor,
    cup: [...draws.monsters],
    pile: [...draws.gateMarkers],
    drawn: [],
    returned: [],
    events: [],
    rec: emptyRecord(),
  };
}

/** A copy to branch on (MY-14: each outcome is worked out on its own). */
export function cloneWork(w: Work): Work {
  return {
    ...w,
    gates: new Map(w.gates),
    elderSigns: [...w.elderSigns],
    clues: new Map(w.clues),
    closed: [...w.closed],
    investigators: [...w.investigators],
    monsters: [...w.monsters],
    cup: [...w.cup],
    pile: [...w.pile],
    drawn: [...w.drawn],
    returned: [...w.returned],
    events: [...w.events],
    rec: {
      ...w.rec,
      placed: new Map([...w.rec.placed].map(([at, ids]) => [at, [...ids]])),
      returnedToCup: [...w.rec.returnedToCup],
      drawnThrough: [...w.rec.drawnThrough],
      mayTakeClue: [...w.rec.mayTakeClue],
      closed: [...w.rec.closed],
      evicted: { ...w.rec.evicted },
    },
  };
}

const AWAKENING_RULES = {
  "doom-track-full": "MY-10.1",
  "too-many-gates": "MY-10.2",
  "no-gate-markers": "MY-10.3",
  "monster-cup-empty": "MY-10.4",
  "too-many-monsters": "MY-10.5",
} as const;

/** The Ancient One awakens (MY-10); the caller stops resolving (MY-1.2). */
export function awaken(w: Work, reason: AwakeningReason): void {
  w.awakened = reason;
  w.events.push({ kind: "awakened", rule: AWAKENING_RULES[reason], reason });
}

/** One doom token on the track (MY-3.1, MY-9.4); a full track awakens the Ancient One (MY-10.1). */
export function addDoom(w: Work, rule: "MY-3.1" | "MY-9.4"): void {
  w.doom += 1;
  w.rec.doom += 1;
  w.events.push({ kind: "doom-added", rule, doom: w.doom });
  if (w.doom >= w.state.doomTrack) awaken(w, "doom-track-full");
}

/** Monsters in Arkham: streets, locations and the Sky, never the Outskirts (mythos §S, MY-6.1). */
export function monstersInArkham(w: Work): number {
  let count = 0;
  for (const m of w.monsters) if (m.at !== w.outskirtsId) count++;
  return count;
}

/** Whether a monster arriving now may stay in Arkham (MY-6.2; no limit at terror 10, MY-6.4). */
export function roomInArkham(w: Work): boolean {
  return w.terror >= 10 || monstersInArkham(w) < w.row.monsterLimit;
}

/** Investigators in Arkham (not in an Other World) at an area, by id. */
export function investigatorsAt(w: Work, at: AreaId): PhaseInvestigator[] {
  return w.investigators.filter((i) => i.at === at && i.otherWorld === undefined);
}

/** A board monster back into the cup, at its back (MY-5.3). */
export function returnToCup(w: Work, monster: PhaseMonster): void {
  const { at: _at, ...marker } = monster;
  w.cup.push(marker);
  w.returned.push(marker);
  w.rec.returnedToCup.push(monster.id);
}

/** The draft as mythos §C's record: keys at their default left out. */
export function finishRecord(w: Work): OutcomeRecord {
  const r = w.rec;
  const placed = Object.fromEntries([...r.placed].filter(([, ids]) => ids.length > 0));
  const outskirts = w.monsters.filter((m) => m.at === w.outskirtsId).map((m) => m.id);
  const before = w.state.monsters.filter((m) => m.at === w.outskirtsId).map((m) => m.id);
  const sameOutskirts =
    outskirts.length === before.length && [...outskirts].sort().join("\n") === [...before].sort().join("\n");
  return {
    ...(r.doom !== 0 ? { doom: r.doom } : {}),
    ...(r.terror !== 0 ? { terror: r.terror } : {}),
    ...(r.overrun ? { overrun: true } : {}),
    ...(r.gateOpened ? { gateOpened: r.gateOpened } : {}),
    ...(r.surge !== undefined ? { surge: r.surge } : {}),
    ...(Object.keys(placed).length > 0 ? { placed } : {}),
    ...(sameOutskirts ? {} : { outskirts }),
    ...(r.returnedToCup.length > 0 ? { returnedToCup: r.returnedToCup } : {}),
    ...(r.drawnThrough.length > 0 ? { drawnThrough: r.drawnThrough } : {}),
    ...(r.cluesDiscarded !== 0 ? { cluesDiscarded: r.cluesDiscarded } : {}),
    ...(r.clue !== undefined ? { clue: r.clue } : {}),
    ...(r.mayTakeClue.length > 0 ? { mayTakeClue: r.mayTakeClue } : {}),
    ...(r.closed.length > 0 ? { closed: r.closed } : {}),
    ...(Object.keys(r.evicted).length > 0 ? { evicted: r.evicted } : {}),
    ...(r.movementEnvironment !== undefined ? { movementEnvironment: r.movementEnvironment } : {}),
    ...(r.environment !== undefined ? { environment: r.environment } : {}),
    ...(r.environmentDiscarded !== undefined ? { environmentDiscarded: r.environmentDiscarded } : {}),
    ...(r.rumor !== undefined ? { rumor: r.rumor } : {}),
    ...(r.rumorIgnored !== undefined ? { rumorIgnored: r.rumorIgnored } : {}),
    ...(r.gateClosed ? { gateClosed: r.gateClosed } : {}),
    ...(r.elderSign !== undefined ? { elderSign: r.elderSign } : {}),
  };
}

/** The state after the step, as plain JSON again. */
export function finishState(w: Work): ArkhamGameState {
  return {
    players: w.state.players,
    terror: w.terror,
    doom: w.doom,
    doomTrack: w.state.doomTrack,
    gates: Object.fromEntries(w.gates),
    elderSigns: w.elderSigns,
    clues: Object.fromEntries([...w.clues].filter(([, n]) => n > 0)),
    closed: w.closed,
    investigators: w.investigators,
    monsters: w.monsters,
    environment: w.environment,
    rumor: w.rumor,
  };
}
