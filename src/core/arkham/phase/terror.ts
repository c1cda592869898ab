import { terrorClosures } from "./tables";
import { addDoom, type Work } from "./work";

/**
 * One step of the terror track (MY-9): below 10 it rises by one and one ally goes to the box
 * (MY-9.1), closing a store at 3/6/9 (MY-9.2) and overrunning Arkham at 10 (MY-9.3); at 10 a doom
 * token is added instead, with no ally (MY-9.4, MY-9.5). Sets `w.awakened` when that fills the track.
 */
export function terrorStep(w: Work): void {
  if (w.terror >= 10) {
    addDoom(w, "MY-9.4");
    return;
  }
  w.terror += 1;
  w.rec.terror += 1;
  w.events.push({ kind: "terror-raised", rule: "MY-9.1", terror: w.terror, allies: 1 });
  closeStore(w);
  if (w.terror === 10) {
    w.rec.overrun = true;
    w.events.push({ kind: "overrun", rule: "MY-9.3" });
  }
}

/** MY-9.2: the store of this terror level closes; its occupants move to the neighbourhood's street. */
function closeStore(w: Work): void {
  const closure = terrorClosures().find((c) => c.terror === w.terror);
  if (closure === undefined) return;
  const { location, street } = closure;
  // On an inline board without the store (or its street) nothing closes (MY-9.2).
  if (!w.board.areaById.has(location) || !w.board.areaById.has(street)) return;
  if (w.closed.includes(location)) return;
  w.closed.push(location);
  w.rec.closed.push(location);
  w.events.push({ kind: "location-closed", rule: "MY-9.2", at: location, terror: w.terror, street });
  const evict = (piece: string) => {
    w.rec.evicted[piece] = street;
    w.events.push({ kind: "evicted", rule: "MY-9.2", piece, from: location, to: street });
  };
  w.investigators = w.investigators.map((i) => {
    if (i.at !== location || i.otherWorld !== undefined) return i;
    evict(i.id);
    return { ...i, at: street };
  });
  w.monsters = w.monsters.map((m) => {
    if (m.at !== location) return m;
    evict(m.id);
    return { ...m, at: street };
  });
}
