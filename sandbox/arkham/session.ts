// One Mythos phase in the sandbox, as the Foundry window runs it: the core's result is kept while
// the first player picks among ties and moves are accepted (monsters move on the board); Undo puts
// the last accepted set back; any other edit starts a new phase.
import type { AreaId, MonsterDecision, MythosResult } from "../../src/core/arkham";
import { chosenOption, type MythosProgress } from "../../src/view/arkham";
import { moveMonsters, type ArkhamSandboxState } from "./arkham-state";
import { solveArkham } from "./solve";

export interface MythosSession {
  /** The board, card and modifiers the phase was computed for (before any accepted move). */
  readonly start: ArkhamSandboxState;
  readonly result: MythosResult;
  readonly progress: MythosProgress;
  /** Positions before each accepted set, most recent last. */
  readonly undo: readonly ReadonlyMap<string, AreaId>[];
}

/** A fresh phase: the core's answer for the state, nothing picked or accepted. */
export function startSession(state: ArkhamSandboxState): MythosSession {
  return {
    start: state,
    result: solveArkham(state),
    progress: { picks: new Map(), accepted: new Set(), rolls: new Map() },
    undo: [],
  };
}

function decisions(session: MythosSession): readonly MonsterDecision[] {
  return session.result.kind === "resolved" ? session.result.decisions : [];
}

/** Records the first player's choice for a tied monster (rules §4); an accepted move's choice stays as it was. */
export function pickOption(session: MythosSession, monsterId: string, index: number): MythosSession {
  if (session.progress.accepted.has(monsterId)) return session;
  return {
    ...session,
    progress: { ...session.progress, picks: new Map(session.progress.picks).set(monsterId, index) },
  };
}

/** Records a die rolled for a monster's effect. */
export function recordRoll(session: MythosSession, monsterId: string, value: number): MythosSession {
  return {
    ...session,
    progress: { ...session.progress, rolls: new Map(session.progress.rolls).set(monsterId, value) },
  };
}

/** Accepts the moves of the given monsters (those with a known option, not yet accepted): they move to their last area. */
export function acceptMoves(
  session: MythosSession,
  state: ArkhamSandboxState,
  monsterIds: readonly string[],
): { session: MythosSession; state: ArkhamSandboxState } {
  const before = new Map<string, AreaId>();
  const after = new Map<string, AreaId>();
  for (const decision of decisions(session)) {
    if (!monsterIds.includes(decision.monsterId) || session.progress.accepted.has(decision.monsterId))
      continue;
    const index = chosenOption(decision, session.progress.picks);
    const last = index === undefined ? undefined : decision.options[index]?.path.at(-1);
    if (last === undefined) continue;
    before.set(decision.monsterId, decision.from);
    after.set(decision.monsterId, last);
  }
  if (after.size === 0) return { session, state };
  const accepted = new Set([...session.progress.accepted, ...after.keys()]);
  return {
    session: { ...session, progress: { ...session.progress, accepted }, undo: [...session.undo, before] },
    state: moveMonsters(state, after),
  };
}

/** Every move that can be accepted now. */
export function pendingMonsters(session: MythosSession): string[] {
  return decisions(session)
    .filter((d) => (d.kind === "move" || d.kind === "choose") && !session.progress.accepted.has(d.monsterId))
    .filter((d) => chosenOption(d, session.progress.picks) !== undefined)
    .map((d) => d.monsterId);
}

/** Puts the last accepted set of monsters back where they were. */
export function undoLast(
  session: MythosSession,
  state: ArkhamSandboxState,
): { session: MythosSession; state: ArkhamSandboxState } {
  const last = session.undo.at(-1);
  if (!last) return { session, state };
  const accepted = new Set([...session.progress.accepted].filter((id) => !last.has(id)));
  return {
    session: { ...session, progress: { ...session.progress, accepted }, undo: session.undo.slice(0, -1) },
    state: moveMonsters(state, last),
  };
}
