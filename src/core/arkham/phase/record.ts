import type { AreaId } from "../model";
import type { AwakeningReason } from "./terms";

/** A gate in an outcome record: where, and the marker's id (mythos §C `gateOpened`, `gateClosed`). */
export interface RecordGate {
  readonly at: AreaId;
  readonly marker: string;
}

/**
 * The outcome record of mythos §C: what a step did, every key optional (left out = its default).
 * An awakened outcome is exactly `{awakened}`. Comparing records uses {@link canonicalRecord}.
 */
export interface OutcomeRecord {
  readonly awakened?: AwakeningReason;
  /** Doom tokens added (negative: removed, MY-13.3). */
  readonly doom?: number;
  /** Levels the terror track rose; also the allies to the box (MY-9.1). */
  readonly terror?: number;
  readonly overrun?: boolean;
  readonly gateOpened?: RecordGate;
  readonly surge?: AreaId;
  /** Location → ids of the monsters placed there (each list a set). */
  readonly placed?: Readonly<Record<AreaId, readonly string[]>>;
  /** Ids in the Outskirts after the step (a set); left out = as before the step. */
  readonly outskirts?: readonly string[];
  readonly returnedToCup?: readonly string[];
  readonly drawnThrough?: readonly string[];
  readonly cluesDiscarded?: number;
  readonly clue?: AreaId;
  readonly mayTakeClue?: readonly string[];
  readonly closed?: readonly AreaId[];
  /** Investigator or monster id → the street it moved to (MY-9.2). */
  readonly evicted?: Readonly<Record<string, AreaId>>;
  readonly movementEnvironment?: string;
  readonly environment?: string;
  readonly environmentDiscarded?: string;
  readonly rumor?: string;
  readonly rumorIgnored?: string;
  readonly gateClosed?: RecordGate;
  readonly elderSign?: AreaId;
}

const SET_KEYS = new Set(["outskirts", "returnedToCup", "drawnThrough", "mayTakeClue", "closed"]);
const NUMBER_KEYS = new Set(["doom", "terror", "cluesDiscarded"]);

const sortedSet = (list: readonly unknown[]): unknown[] =>
  [...list].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

function isDefault(key: string, value: unknown, outskirtsBefore: readonly string[] | null): boolean {
  if (value === undefined || value === null) return true;
  if (NUMBER_KEYS.has(key)) return value === 0;
  if (key === "overrun") return value === false;
  if (key === "outskirts")
    return (
      outskirtsBefore !== null &&
      JSON.stringify(sortedSet(value as unknown[])) === JSON.stringify(sortedSet(outskirtsBefore))
    );
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/**
 * The normalised text of an outcome record (mythos §C "Comparing"): keys at their default dropped
 * (empty lists inside `placed` first; `outskirts` defaults to the Outskirts before the step), the
 * set-valued lists sorted, keys sorted. Equal text = equal outcomes. With `outskirtsBefore` null the
 * record is taken as normalised already: an `outskirts` key is kept whatever it holds.
 */
export function canonicalRecord(record: unknown, outskirtsBefore: readonly string[] | null): string {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return JSON.stringify(record);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    let value: unknown = raw;
    if (key === "placed" && typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
      const kept = Object.entries(raw as Record<string, unknown>)
        .filter(([, ids]) => !(Array.isArray(ids) && ids.length === 0))
        .map(([at, ids]) => [at, Array.isArray(ids) ? sortedSet(ids) : ids]);
      value = Object.fromEntries(kept);
    } else if (SET_KEYS.has(key) && Array.isArray(raw)) value = sortedSet(raw);
    if (!isDefault(key, value, outskirtsBefore)) out[key] = value;
  }
  return JSON.stringify(sortedKeys(out));
}

/** Outcome records as a set (mythos §C, MY-14.2): each normalised text once, sorted. */
export function recordSet(records: readonly unknown[], outskirtsBefore: readonly string[] | null): string[] {
  return [...new Set(records.map((r) => canonicalRecord(r, outskirtsBefore)))].sort();
}
