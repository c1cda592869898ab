import { findModifierId } from "../mythos";
import { resolveMythosMovement } from "../mythos";
import type { MythosResult } from "../mythos";
import { monsterTypeOf } from "./check-state";
import type { PhaseCard } from "./types";
import { investigatorsAt, type Work } from "./work";

/**
 * Step 2 (MY-8): one clue token on the card's clue location unless an open gate is there, one
 * opened in step 1 included (MY-8.1); an elder sign does not stop it (MY-8.2). Every investigator
 * there, delayed ones too, may take it (MY-8.3): named, not chosen.
 */
export function stepTwo(w: Work, card: PhaseCard): void {
  const at = card.clue;
  if (at === null) return;
  if (w.gates.has(at)) {
    w.events.push({ kind: "clue-blocked", rule: "MY-8.1", at });
    return;
  }
  w.clues.set(at, (w.clues.get(at) ?? 0) + 1);
  const mayTake = investigatorsAt(w, at).map((i) => i.id);
  w.rec.clue = at;
  w.rec.mayTakeClue = mayTake;
  w.events.push({ kind: "clue-placed", rule: "MY-8.1", at, mayTake });
}

/**
 * Step 3 (MY-11): the movement core (arkham.md) on this outcome's board, under the environment in
 * play before this card (MY-11.2). Monsters in the Outskirts never move (arkham.md §2.3).
 */
export function stepThree(w: Work, card: PhaseCard, run: boolean): MythosResult | undefined {
  const environment = w.state.environment;
  if (environment !== null) {
    w.rec.movementEnvironment = environment;
    w.events.push({ kind: "movement-environment", rule: "MY-11.2", environment });
  }
  if (!run) return undefined;
  const modifier = environment === null ? undefined : findModifierId(environment);
  return resolveMythosMovement({
    board: w.board,
    monsters: w.monsters.map((m) => {
      const type = monsterTypeOf(m);
      return {
        id: m.id,
        at: m.at,
        name: m.name,
        dimension: m.dimension,
        movement: type?.movement ?? "normal",
        ...(type?.special !== undefined ? { special: type.special } : {}),
      };
    }),
    investigators: w.investigators
      .filter((i) => i.otherWorld === undefined)
      .map((i) => ({ id: i.id, at: i.at, sneak: i.sneak ?? 0 })),
    mythos: { white: card.white, black: card.black, ...(card.card !== undefined ? { card: card.card } : {}) },
    modifiers: modifier === undefined ? [] : [modifier],
  });
}

/**
 * Step 4 bookkeeping (MY-12): a headline is discarded (MY-12.1); an environment enters play and
 * discards the one in play (MY-12.2); a rumor enters play unless one is in play, else it is
 * discarded unread (MY-12.3).
 */
export function stepFour(w: Work, card: PhaseCard): void {
  const name = card.card ?? null;
  if (card.type === "headline") {
    w.events.push({ kind: "card-discarded", rule: "MY-12.1", card: name, type: card.type });
    return;
  }
  if (name === null) return; // resolveCard requires a name for environments and rumors
  if (card.type === "environment") {
    const old = w.environment;
    if (old !== null && old !== name) {
      w.rec.environmentDiscarded = old;
      w.events.push({ kind: "environment-discarded", rule: "MY-12.2", card: old });
    }
    w.environment = name;
    w.rec.environment = name;
    w.events.push({ kind: "environment-entered", rule: "MY-12.2", card: name });
    return;
  }
  if (w.rumor === null) {
    w.rumor = name;
    w.rec.rumor = name;
    w.events.push({ kind: "rumor-entered", rule: "MY-12.3", card: name });
    return;
  }
  w.rec.rumorIgnored = name;
  w.events.push({ kind: "card-discarded", rule: "MY-12.3", card: name, type: card.type });
}
