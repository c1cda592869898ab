// A whole game in the sandbox, from set-up to the Ancient One's awakening: phase after phase under a
// fixed seed, the first outcome accepted and every monster's first move taken, as a GM clicking
// Draw, Accept and Accept all would. Nothing is counted by hand; the invariants are checked after
// every phase.
import { describe, expect, it } from "vitest";
import {
  baseBoard,
  baseGateMarkers,
  resolveMythosPhase,
  playerCountRow,
  presetSets,
  type AwakeningReason,
  type PhaseOutcome,
} from "../../src/core/arkham";
import type { ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import type { PhaseGame } from "../../sandbox/arkham/phase-game";
import { decodePhaseLink, encodePhaseLink } from "../../sandbox/arkham/phase-link";
import {
  acceptOutcome,
  closeGateNow,
  drawPhase,
  newGame,
  redrawPhase,
  returnInvestigators,
  startPhaseSession,
  type NewGameChoice,
  type PhaseSession,
  undoPhase,
} from "../../sandbox/arkham/phase-session";
import { coreGameState, drawCard, newPhaseGame, phaseDraws } from "../../sandbox/arkham/phase-game";
import { seededRandom } from "../../sandbox/arkham/seeded-random";
import { acceptMoves, pendingMonsters, startSession } from "../../sandbox/arkham/session";

/** The table at the start: three investigators, one on a location where gates open, no monster yet. */
const TABLE: ArkhamSandboxState = {
  monsters: [],
  investigators: [
    { id: "i1", at: "easttown", sneak: 1 },
    { id: "i2", at: "southside", sneak: 3 },
    { id: "i3", at: "the-witch-house", sneak: 2 },
  ],
  card: null,
  white: [],
  black: [],
  modifiers: [],
};

/** Every monster marker in the game: in Arkham, in the Outskirts, in the cup (ids, sorted). */
const markerIds = (game: PhaseGame, pieces: ArkhamSandboxState): string[] =>
  [...pieces.monsters, ...game.outskirts, ...game.cup].map((m) => m.id).sort();

/** Every investigator of the game: on the board or in an Other World (ids, sorted). */
const investigatorIds = (game: PhaseGame, pieces: ArkhamSandboxState): string[] =>
  [...pieces.investigators, ...game.otherWorlds].map((i) => i.id).sort();

/** Why the awakening is right, from the game before the phase and the awakened outcome (MY-10). */
function awakeningHolds(reason: AwakeningReason, before: PhaseGame, outcome: PhaseOutcome): boolean {
  const row = playerCountRow(before.players);
  const doomEvents = outcome.events.filter((e) => e.kind === "doom-added");
  switch (reason) {
    case "doom-track-full":
      return doomEvents.at(-1)?.doom === before.doomTrack;
    case "too-many-gates":
      return row !== undefined && Object.keys(before.gates).length + 1 >= row.openGatesThatAwaken;
    case "no-gate-markers":
      return before.gatePile.length === 0;
    case "monster-cup-empty":
      return before.cup.length < Math.max(row?.monstersPerNewGate ?? 1, Object.keys(before.gates).length);
    case "too-many-monsters":
      return (
        before.terror === 10 || outcome.events.some((e) => e.kind === "terror-raised" && e.terror === 10)
      );
  }
}

interface Played {
  readonly phases: number;
  readonly session: PhaseSession;
  readonly drawnThrough: number;
  readonly returned: number;
  readonly setAside: number;
}

/** The problems of a card outside the core's scope: no type (the shuffle card), two locations, an expansion board's location. */
const LEFT_TO_THE_TABLE: readonly string[] = ["ArkhamCardNeedsField", "ArkhamUnknownArea"];

/**
 * Plays a game to its awakening, checking the invariants after each phase; fails past `limit`
 * phases. With `closeGates`, the investigators close the oldest gate (unsealed, MY-13) whenever
 * one more would be two short of too many.
 */
function playToAwakening(choice: NewGameChoice, closeGates = false, limit = 200): Played {
  let { session, pieces } = newGame(startPhaseSession(newPhaseGame(1, null), "unused"), TABLE, choice);
  const markers = markerIds(session.game, pieces);
  const investigators = investigatorIds(session.game, pieces);
  let drawnThrough = 0;
  let returned = 0;
  let setAside = 0;
  let closed = 0;
  for (let phase = 1; phase <= limit; phase++) {
    // Investigators in an Other World at the start of a phase come back before the next draw.
    const away = session.game.otherWorlds.map((i) => i.id);
    ({ session, pieces } = returnInvestigators(session, pieces, away));
    returned += away.length;
    const before = session.game;
    const piecesBefore = pieces;
    let drawn = drawPhase(session, pieces);
    // A card the core leaves to the table (spec "Out of scope") is set aside and the next drawn.
    for (let tries = 0; drawn.pending?.result.kind === "invalid" && tries < 20; tries++) {
      const codes = drawn.pending.result.problems.map((p) => p.code);
      expect(
        codes.every((c) => LEFT_TO_THE_TABLE.includes(c)),
        codes.join(),
      ).toBe(true);
      setAside++;
      drawn = redrawPhase(drawn, pieces);
    }
    const result = drawn.pending?.result;
    if (result?.kind !== "outcomes") throw new Error(`phase ${phase}: ${JSON.stringify(result)}`);
    const [first] = result.outcomes;
    if (first === undefined) throw new Error(`phase ${phase}: no outcome`);
    ({ session, pieces } = acceptOutcome(drawn, pieces, 0));
    if (session.awakened !== undefined) {
      const last = first.events.at(-1);
      expect(last?.kind === "awakened" && last.reason).toBe(session.awakened);
      expect(awakeningHolds(session.awakened, before, first), `${session.awakened} after ${phase}`).toBe(
        true,
      );
      return { phases: phase, session, drawnThrough, returned, setAside };
    }
    drawnThrough += first.events.filter((e) => e.kind === "drawn-through").length;
    // Step 3: the movement panel gives the core's step 3 for this outcome (MY-11), and every
    // monster takes its first option (Accept all).
    const moves = startSession(pieces);
    const random = seededRandom(drawn.seed, drawn.draws);
    drawCard(drawn.game, random); // the draw's first number picks the card, as in drawPhase
    const core = resolveMythosPhase(
      coreGameState(drawn.game, piecesBefore),
      { card: drawn.pending?.card ?? "" },
      phaseDraws(drawn.game, random),
      { board: baseBoard() },
    );
    const coreFirst = core.kind === "outcomes" ? core.outcomes[0] : undefined;
    const movement = coreFirst?.kind === "resolved" ? coreFirst.movement : undefined;
    // The Outskirts' monsters stay there (arkham.md §2.3): the panel leaves them out.
    const inArkham =
      movement?.kind === "resolved"
        ? { ...movement, decisions: movement.decisions.filter((d) => d.from !== "outskirts") }
        : movement;
    expect(moves.result, `movement after phase ${phase}`).toEqual(inArkham);
    pieces = acceptMoves(moves, pieces, pendingMonsters(moves)).state;

    const { game } = session;
    expect(markerIds(game, pieces), `markers after phase ${phase}`).toEqual(markers);
    expect(investigatorIds(game, pieces), `investigators after phase ${phase}`).toEqual(investigators);
    for (const i of game.otherWorlds) expect(i.otherWorld).toBe(game.gates[i.at]?.world);
    // A closed gate's marker is the investigators' trophy (MY-13.1): off the board and out of the pile.
    expect(Object.keys(game.gates).length + game.gatePile.length + closed).toBe(baseGateMarkers().length);
    expect(game.doom).toBeGreaterThanOrEqual(before.doom);
    expect(game.doom).toBeLessThan(game.doomTrack);
    expect(game.terror).toBeGreaterThanOrEqual(before.terror);
    expect(game.terror).toBeLessThanOrEqual(10);
    expect(game.deck.length + game.discard.length).toBe(before.deck.length + before.discard.length);
    // The address keeps the whole game: a link opened between phases is the same game.
    const link = decodePhaseLink(encodePhaseLink({ seed: session.seed, draws: session.draws, game }));
    expect(link?.game).toEqual(game);

    const [oldest] = Object.keys(game.gates);
    const awaken = playerCountRow(game.players)?.openGatesThatAwaken ?? 8;
    if (closeGates && oldest !== undefined && Object.keys(game.gates).length + 2 >= awaken) {
      ({ session, pieces } = closeGateNow(session, pieces, oldest, null));
      closed++;
      expect(session.game.gates[oldest]).toBeUndefined();
      expect(markerIds(session.game, pieces)).toEqual(markers);
    }
  }
  throw new Error(`no awakening in ${limit} phases`);
}

describe("a whole sandbox game to the awakening (MY-1 to MY-14)", () => {
  it.each([
    { players: 1, ancientOne: "Yig", sets: ["base"], seed: "solo" },
    { players: 4, ancientOne: "Cthulhu", sets: ["base"], seed: "four" },
    { players: 5, ancientOne: "Azathoth", sets: ["base", "dunwich-horror"], seed: "dunwich" },
    { players: 8, ancientOne: null, sets: ["base", "kingsport-horror", "innsmouth-horror"], seed: "eight" },
  ])(
    "$players players, $sets: markers and investigators conserved, tracks only rise, the awakening says why",
    (choice) => {
      const played = playToAwakening(choice);
      expect(played.session.awakened).toBeDefined();
      expect(played.phases).toBeGreaterThan(1);
      if (choice.sets.length === 1) expect(played.setAside).toBeLessThanOrEqual(1);
    },
  );

  it("closing gates as they pile up, the doom track fills instead and the game says so (MY-10.1, MY-13)", () => {
    const played = playToAwakening({ players: 4, ancientOne: "Yig", sets: ["base"], seed: "closing" }, true);
    expect(played.session.awakened).toBe("doom-track-full");
    expect(played.session.game.doom).toBe(played.session.game.doomTrack - 1);
  });

  it("the same seed plays the same game", () => {
    const choice = { players: 3, ancientOne: "Hastur", sets: ["base"], seed: "again" };
    const a = playToAwakening(choice);
    const b = playToAwakening(choice);
    expect(b.phases).toBe(a.phases);
    expect(b.session.game).toEqual(a.session.game);
    expect(b.session.awakened).toBe(a.session.awakened);
  });

  it("investigators drawn through a gate are kept in their Other World, not forgotten (MY-3.5)", () => {
    const totals = ["w1", "w2", "w3", "w4", "w5", "w6"].map((seed) =>
      playToAwakening({ players: 2, ancientOne: "Yog-Sothoth", sets: ["base"], seed }),
    );
    expect(totals.some((p) => p.drawnThrough > 0 && p.returned > 0)).toBe(true);
  });
});

describe("a new game of the sets in play (mythos §S, MY-5, MY-12)", () => {
  it("builds the cup and the deck from the chosen sets only, as Foundry's set-up does", () => {
    const base = newPhaseGame(4, "Cthulhu", ["base"]);
    const dunwich = newPhaseGame(4, "Cthulhu", ["base", "dunwich-horror"]);
    expect(base.cup.every((m) => m.typeId?.startsWith("base/"))).toBe(true);
    expect(dunwich.cup.some((m) => m.typeId?.startsWith("dunwich-horror/"))).toBe(true);
    expect(dunwich.deck.length).toBeGreaterThan(base.deck.length);
    expect(dunwich.sets).toEqual(["base", "dunwich-horror"]);
    expect(new Set(dunwich.cup.map((m) => m.id)).size).toBe(dunwich.cup.length);
  });

  it("with no set chosen it is the base game; every preset box can be chosen", () => {
    expect(newPhaseGame(2, null, []).sets).toEqual(["base"]);
    expect(presetSets()[0]).toBe("base");
    expect(presetSets()).toContain("miskatonic-horror");
  });

  it("takes the board's monsters off, keeps the investigators and is undone as one step", () => {
    const start = startPhaseSession(newPhaseGame(4, null), "s");
    const board = { ...TABLE, monsters: [{ id: "m1", at: "woods", type: "base/cultist" }] };
    const next = newGame(start, board, { players: 2, ancientOne: "Yig", sets: ["base"], seed: "t" });
    expect(next.pieces.monsters).toEqual([]);
    expect(next.pieces.investigators).toEqual(board.investigators);
    expect(next.session.seed).toBe("t");
    expect(next.session.undo).toHaveLength(1);
  });
});

describe("investigators in Other Worlds (MY-3.5)", () => {
  it("Back to Arkham puts one on the location it left by, and Undo sends it back", () => {
    const [marker] = baseGateMarkers();
    if (marker === undefined) throw new Error("the preset has gate markers");
    const away = { id: "i4", at: "woods", delayed: true, otherWorld: marker.world, sneak: 2 };
    const game = { ...newPhaseGame(4, null), gates: { woods: marker }, otherWorlds: [away] };
    const start = startPhaseSession(game, "s");
    const back = returnInvestigators(start, TABLE, ["i4"]);
    expect(back.session.game.otherWorlds).toEqual([]);
    expect(back.pieces.investigators).toContainEqual({ id: "i4", at: "woods", sneak: 2 });
    const undone = undoPhase(back.session, back.pieces);
    expect(undone.session.game).toEqual(game);
    expect(undone.pieces).toEqual(TABLE);
    expect(returnInvestigators(start, TABLE, ["nobody"]).session).toBe(start);
  });
});

describe("the game in the address (zod-checked)", () => {
  it("an old link without sets or Other Worlds still opens, as a base-game game", () => {
    const { sets: _sets, otherWorlds: _away, ...old } = newPhaseGame(3, "Cthulhu");
    const link = decodePhaseLink(encodePhaseLink({ seed: "x", draws: 2, game: old as PhaseGame }));
    expect(link?.game.sets).toEqual(["base"]);
    expect(link?.game.otherWorlds).toEqual([]);
    expect(link?.draws).toBe(2);
  });

  it("a link naming no set or a bad Other World is refused whole", () => {
    const game = newPhaseGame(3, "Cthulhu");
    expect(decodePhaseLink(encodePhaseLink({ seed: "x", draws: 0, game: { ...game, sets: [] } }))).toBe(
      undefined,
    );
    const away = [{ id: "i1", at: "woods", delayed: true }] as unknown as PhaseGame["otherWorlds"];
    expect(
      decodePhaseLink(encodePhaseLink({ seed: "x", draws: 0, game: { ...game, otherWorlds: away } })),
    ).toBe(undefined);
  });
});
