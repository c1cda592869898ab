import type { AreaId } from "../model";
import { terrorStep } from "./terror";
import type { CupMonster } from "./types";
import { awaken, monstersInArkham, returnToCup, type Work } from "./work";

/**
 * Draws a step's monsters from the front of the cup as one block (MY-5.1, MY-5.2); a cup holding
 * fewer awakens the Ancient One (MY-10.4) and draws nothing.
 */
export function drawBlock(w: Work, count: number): CupMonster[] | undefined {
  if (w.cup.length < count) {
    awaken(w, "monster-cup-empty");
    return undefined;
  }
  const block = w.cup.splice(0, count);
  w.drawn.push(...block);
  w.events.push({ kind: "monsters-drawn", rule: "MY-5.2", monsters: block.map((m) => m.id) });
  return block;
}

/**
 * A drawn monster placed in Arkham at a gate (MY-3.6, MY-4.3); at terror 10 the monsters in Arkham
 * reaching 2 × the limit awaken the Ancient One (MY-10.5).
 */
export function placeInArkham(w: Work, monster: CupMonster, at: AreaId, rule: "MY-3.6" | "MY-4.3"): void {
  w.monsters.push({ ...monster, at });
  const ids = w.rec.placed.get(at);
  if (ids === undefined) w.rec.placed.set(at, [monster.id]);
  else ids.push(monster.id);
  w.events.push({ kind: "monster-placed", rule, monster: monster.id, name: monster.name, at });
  if (w.terror >= 10 && monstersInArkham(w) >= w.row.tooManyMonsters) awaken(w, "too-many-monsters");
}

/**
 * A drawn monster the monster limit keeps out of Arkham goes to the Outskirts (MY-6.2); more than
 * their capacity returns every monster there to the cup and raises the terror by one (MY-7.2, MY-7.3).
 */
export function sendToOutskirts(w: Work, monster: CupMonster): void {
  w.monsters.push({ ...monster, at: w.outskirtsId });
  w.events.push({
    kind: "monster-to-outskirts",
    rule: "MY-6.2",
    monster: monster.id,
    name: monster.name,
    limit: w.row.monsterLimit,
  });
  const there = w.monsters.filter((m) => m.at === w.outskirtsId);
  if (there.length <= w.row.outskirtsCapacity) return;
  w.monsters = w.monsters.filter((m) => m.at !== w.outskirtsId);
  for (const m of there) returnToCup(w, m);
  w.events.push({
    kind: "outskirts-overflow",
    rule: "MY-7.2",
    capacity: w.row.outskirtsCapacity,
    returned: there.map((m) => m.id),
  });
  terrorStep(w);
}
