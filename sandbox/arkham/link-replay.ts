// Replays a link's Mythos phase on the phase computed again for its board: picks and rolls first,
// then the accepted sets in order. What no longer fits the computed phase is dropped and named.
import type { MonsterDecision } from "../../src/core/arkham";
import type { ArkhamSandboxState } from "./arkham-state";
import type { ArkhamLink, LinkProblem } from "./link-format";
import {
  acceptMoves,
  pendingMonsters,
  pickOption,
  recordRoll,
  startSession,
  type MythosSession,
} from "./session";

/** The phase replayed: the session, the pieces after its accepted sets, and what was dropped. */
export interface ReplayedPhase {
  readonly state: ArkhamSandboxState;
  readonly session: MythosSession;
  readonly dropped: readonly LinkProblem[];
}

/** Replays the link's picks, rolls and accepted sets on a fresh phase for `start` (rules: the first player picks among ties, §4). */
export function replayPhase(
  start: ArkhamSandboxState,
  link: Pick<ArkhamLink, "picks" | "rolls" | "accepted">,
): ReplayedPhase {
  let session = startSession(start);
  let state = start;
  const dropped: LinkProblem[] = [];
  const decisions = new Map<string, MonsterDecision>(
    session.result.kind === "resolved" ? session.result.decisions.map((d) => [d.monsterId, d]) : [],
  );
  link.picks.forEach(([monster, index], i) => {
    const options = decisions.get(monster)?.options.length ?? 0;
    if (options > 1 && index < options) session = pickOption(session, monster, index);
    else dropped.push({ code: "stale-pick", path: `picks[${i}]`, value: monster });
  });
  link.rolls.forEach(([monster, value], i) => {
    const decision = decisions.get(monster);
    if (decision?.kind === "effect" && decision.effect.kind === "roll")
      session = recordRoll(session, monster, value);
    else dropped.push({ code: "stale-roll", path: `rolls[${i}]`, value: monster });
  });
  link.accepted.forEach((set, i) => {
    const pending = new Set(pendingMonsters(session));
    const ok = set.filter((id) => pending.has(id));
    set
      .filter((id) => !pending.has(id))
      .forEach((id) => dropped.push({ code: "stale-accept", path: `accepted[${i}]`, value: id }));
    if (ok.length > 0) ({ session, state } = acceptMoves(session, state, ok));
  });
  return { state, session, dropped };
}
