import fc from "fast-check";
import {
  baseBoard,
  baseGateMarkers,
  monsterTypes,
  playerCountRow,
  type ArkhamGameState,
  type CupMonster,
  type MythosDraws,
  type PhaseCardInput,
  type PhaseMonster,
} from "../../../src/core/arkham";

const board = baseBoard();
const unstable = board.areas.filter((a) => a.kind === "location" && a.unstable).map((a) => a.id);
const arkhamAreas = board.areas.filter((a) => a.kind !== "outskirts").map((a) => a.id);
const locations = board.areas.filter((a) => a.kind === "location").map((a) => a.id);
const baseTypes = monsterTypes().filter((t) => t.set === "base");

/** A base-game monster marker of any type, its dimension the data's. */
const markerArb = fc.constantFrom(...baseTypes).map((t) => ({ name: t.name, dimension: t.dimension }));

/** A generated phase: a reachable snapshot on the base board, its draws and a headline card. */
export interface GeneratedPhase {
  readonly state: ArkhamGameState;
  readonly card: PhaseCardInput;
  readonly draws: MythosDraws;
}

/** Reachable snapshots (mythos §S) with a cup of 0–24 monsters and a random gate and clue location. */
export const phaseArb: fc.Arbitrary<GeneratedPhase> = fc
  .record({
    players: fc.integer({ min: 1, max: 8 }),
    terror: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(10)),
    doomTrack: fc.integer({ min: 10, max: 14 }),
    doomShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
    gateOrder: fc.shuffledSubarray(unstable),
    markerOrder: fc.shuffledSubarray([...baseGateMarkers()], { minLength: 16 }),
    pileSize: fc.integer({ min: 0, max: 16 }),
    arkham: fc.array(fc.tuple(markerArb, fc.constantFrom(...arkhamAreas)), { maxLength: 24 }),
    outskirts: fc.array(markerArb, { maxLength: 7 }),
    cup: fc.array(markerArb, { maxLength: 24 }),
    gate: fc.option(fc.constantFrom(...unstable)),
    clue: fc.option(fc.constantFrom(...locations)),
    investigators: fc.array(fc.constantFrom(...arkhamAreas), { maxLength: 8 }),
  })
  .map((g) => {
    const row = playerCountRow(g.players);
    if (row === undefined) throw new Error("players out of range");
    const gateCount = Math.min(g.gateOrder.length, row.openGatesThatAwaken - 1);
    const gateAt = g.gateOrder.slice(0, gateCount);
    const gates = Object.fromEntries(
      gateAt.flatMap((at, i) => {
        const m = g.markerOrder[i];
        return m === undefined ? [] : [[at, m] as const];
      }),
    );
    const inArkham = Math.min(g.arkham.length, g.terror >= 10 ? row.tooManyMonsters - 1 : row.monsterLimit);
    const monsters: PhaseMonster[] = [
      ...g.arkham.slice(0, inArkham).map(([m, at], i) => ({ ...m, id: `m${i + 1}`, at })),
      ...g.outskirts
        .slice(0, row.outskirtsCapacity)
        .map((m, i) => ({ ...m, id: `o${i + 1}`, at: "outskirts" })),
    ];
    const cup: CupMonster[] = g.cup.map((m, i) => ({ ...m, id: `c${i + 1}` }));
    const closed = ["general-store", "curiositie-shoppe", "ye-olde-magick-shoppe"].filter(
      (_, i) => g.terror >= 3 * (i + 1),
    );
    const state: ArkhamGameState = {
      players: g.players,
      terror: g.terror,
      doom: Math.floor(g.doomShare * g.doomTrack),
      doomTrack: g.doomTrack,
      gates,
      elderSigns: [],
      clues: {},
      closed,
      investigators: g.investigators.map((at, i) => ({ id: `inv${i + 1}`, at, delayed: false })),
      monsters,
      environment: null,
      rumor: null,
    };
    const pile = g.markerOrder.slice(gateCount, gateCount + g.pileSize);
    return {
      state,
      card: { type: "headline", gate: g.gate, clue: g.clue, white: [], black: [] },
      draws: { monsters: cup, gateMarkers: pile },
    };
  });
