import type { AreaId } from "../model";
import { drawBlock, placeInArkham, sendToOutskirts } from "./place";
import { monsterSurge } from "./surge";
import { addDoom, awaken, investigatorsAt, roomInArkham, type Work } from "./work";

/**
 * A new gate opens (MY-3), in the order of MY-10.6: a doom token (MY-3.1), the top gate marker
 * (MY-3.2), the clues there discarded (MY-3.3), the gate count (MY-3.4), investigators drawn
 * through (MY-3.5), then 1 or 2 monsters placed one at a time (MY-3.6).
 */
function openGate(w: Work, at: AreaId): void {
  addDoom(w, "MY-3.1");
  if (w.awakened !== undefined) return;
  const marker = w.pile.shift();
  if (marker === undefined) return awaken(w, "no-gate-markers");
  w.gates.set(at, marker);
  w.rec.gateOpened = { at, marker: marker.id };
  w.events.push({ kind: "gate-opened", rule: "MY-3.2", at, marker });
  const clues = w.clues.get(at) ?? 0;
  if (clues > 0) {
    w.clues.delete(at);
    w.rec.cluesDiscarded = clues;
    w.events.push({ kind: "clues-discarded", rule: "MY-3.3", at, count: clues });
  }
  if (w.gates.size >= w.row.openGatesThatAwaken) return awaken(w, "too-many-gates");
  const through = new Set(investigatorsAt(w, at).map((i) => i.id));
  w.investigators = w.investigators.map((i) => {
    if (!through.has(i.id)) return i;
    w.rec.drawnThrough.push(i.id);
    w.events.push({ kind: "drawn-through", rule: "MY-3.5", investigator: i.id, at, world: marker.world });
    return { ...i, delayed: true, otherWorld: marker.world };
  });
  const block = drawBlock(w, w.row.monstersPerNewGate);
  for (const monster of block ?? []) {
    if (w.awakened !== undefined) return;
    if (roomInArkham(w)) placeInArkham(w, monster, at, "MY-3.6");
    else sendToOutskirts(w, monster);
  }
}

/**
 * Step 1 (MY-2): what is at the card's gate location decides: none named (MY-2.1) or an elder sign
 * (MY-2.2) → nothing; an open gate → a surge (MY-2.3); else a new gate (MY-2.4). One branch per
 * outcome the first player may choose.
 */
export function stepOne(w: Work, gate: AreaId | null): Work[] {
  if (gate === null || w.elderSigns.includes(gate)) {
    w.events.push({ kind: "no-gate", rule: gate === null ? "MY-2.1" : "MY-2.2", at: gate });
    return [w];
  }
  if (w.gates.has(gate)) return monsterSurge(w, gate);
  openGate(w, gate);
  return [w];
}
