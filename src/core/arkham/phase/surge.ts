import type { AreaId } from "../model";
import { drawBlock, placeInArkham, sendToOutskirts } from "./place";
import type { CupMonster, SurgeSpread } from "./types";
import { cloneWork, roomInArkham, type Work } from "./work";

/** Every way to pick `size` of `items`, in lexicographic order of positions. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    if (items.length - i < size) return;
    for (const rest of combinations(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}

/**
 * The spreads of `k` monsters over the open gates the first player may choose (MY-4.3, MY-4.5):
 * each gate ⌊k/g⌋ or ⌈k/g⌉, the surge gate ⌈k/g⌉, so the choice is which `r − 1` other gates
 * (r = k mod g) also get ⌈k/g⌉. Gates in dealing order: the surge gate, then by area id (MY-4.6).
 */
export function surgeSpreads(surgeAt: AreaId, gates: readonly AreaId[], k: number): SurgeSpread[] {
  const others = gates.filter((g) => g !== surgeAt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const order = [surgeAt, ...others];
  const base = Math.floor(k / order.length);
  const extra = k % order.length;
  const picks = extra === 0 ? [[]] : combinations(others, extra - 1);
  return picks.map((pick) => ({
    rule: "MY-4.3",
    counts: order.map((at) => ({
      at,
      monsters: base + (extra > 0 && (at === surgeAt || pick.includes(at)) ? 1 : 0),
    })),
  }));
}

/**
 * The gate each Arkham-bound monster goes to, in draw order (MY-4.6): round by round over the
 * gates in dealing order, one more to every gate whose count is not yet reached.
 */
export function dealingOrder(spread: SurgeSpread): AreaId[] {
  const out: AreaId[] = [];
  const most = Math.max(0, ...spread.counts.map((c) => c.monsters));
  for (let round = 1; round <= most; round++)
    for (const { at, monsters } of spread.counts) if (monsters >= round) out.push(at);
  return out;
}

/**
 * Sorts the drawn block one monster at a time (MY-4.5): to Arkham while it has room, else to the
 * Outskirts (with their overflows, MY-7.3; the limit gone once terror reaches 10, MY-4.7). Arkham-
 * bound monsters go to `gateFor(j)` for the j-th of them; without it they are only counted.
 */
function sortBlock(w: Work, block: readonly CupMonster[], gateFor: (j: number) => AreaId): number {
  let bound = 0;
  for (const monster of block) {
    if (w.awakened !== undefined) break;
    if (roomInArkham(w)) placeInArkham(w, monster, gateFor(bound++), "MY-4.3");
    else sendToOutskirts(w, monster);
  }
  return bound;
}

/**
 * A monster surge at an open gate (MY-2.3, MY-4): no doom, no gate marker, nobody drawn through
 * (MY-4.1); max(open gates, players) monsters (MY-4.2), one outcome per spread the first player may
 * choose (MY-14.1). Returns the branches (one, awakened, if the Ancient One awakens).
 */
export function monsterSurge(w: Work, at: AreaId): Work[] {
  const gates = [...w.gates.keys()];
  const count = Math.max(gates.length, w.state.players);
  w.rec.surge = at;
  w.events.push({
    kind: "surge",
    rule: "MY-4.2",
    at,
    monsters: count,
    openGates: gates.length,
    players: w.state.players,
  });
  const block = drawBlock(w, count);
  if (block === undefined) return [w];
  // A dry run finds how many go to Arkham: the sorting does not depend on which gate gets which.
  const dry = cloneWork(w);
  const k = sortBlock(dry, block, () => at);
  if (dry.awakened !== undefined) return [dry];
  return surgeSpreads(at, gates, k).map((spread) => {
    const branch = cloneWork(w);
    const deal = dealingOrder(spread);
    sortBlock(branch, block, (j) => deal[j] ?? at);
    branch.choice = spread;
    return branch;
  });
}
