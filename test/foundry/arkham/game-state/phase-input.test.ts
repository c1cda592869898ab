import { describe, expect, it } from "vitest";
import {
  baseBoard,
  closeGate,
  cupMarkers,
  resolveMythosPhase,
  type PhaseResult,
  type ResolvedOutcome,
} from "../../../../src/core/arkham";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import {
  coreState,
  cupCounts,
  sceneChanges,
  shuffledDraws,
  type TokenPieces,
} from "../../../../src/foundry/arkham/game-state/phase-input";
import type { GameStateFlag } from "../../../../src/foundry/arkham/game-state/state-flag";

const board = baseBoard();
const noPieces: TokenPieces = { monsters: [], investigators: [] };
/** The first item of every shuffle stays first: draws in stored order. */
const inOrder = () => 0.9999;

function game(overrides: Partial<GameStateFlag> = {}): GameStateFlag {
  return { ...newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] }), ...overrides };
}

function only(result: PhaseResult): ResolvedOutcome {
  if (result.kind !== "outcomes") throw new Error(JSON.stringify(result.problems));
  const [first] = result.outcomes;
  if (first?.kind !== "resolved") throw new Error("not resolved");
  return first;
}

describe("the cup as marker counts (MY-5)", () => {
  it("expands into one marker per count and folds back into the same counts", () => {
    const { cup } = game();
    const markers = cupMarkers(cup);
    expect(markers).toHaveLength(cup.reduce((n, e) => n + e.count, 0));
    expect(new Set(markers.map((m) => m.id)).size).toBe(markers.length);
    expect(cupCounts(cup, markers)).toEqual(cup);
  });

  it("gives markers ids clear of the Outskirts' monsters", () => {
    const [first] = game().cup;
    if (first === undefined) throw new Error("empty cup");
    const taken = new Set([`cup:${first.typeId}:1`]);
    const ids = cupMarkers([first], taken).map((m) => m.id);
    expect(ids).not.toContain(`cup:${first.typeId}:1`);
    expect(ids).toHaveLength(first.count);
  });
});

describe("accepting a Mythos phase against the scene", () => {
  it("opens the gate, adds doom, and turns the drawn monster into a token to create (MY-3)", () => {
    const flag = game();
    const draws = shuffledDraws(flag, inOrder);
    const state = coreState(board, flag, noPieces);
    const card = { type: "headline" as const, gate: "the-witch-house", clue: null, white: [], black: [] };
    const outcome = only(resolveMythosPhase(state, card, draws, { board, moveMonsters: false }));
    const changes = sceneChanges(board, flag, noPieces, outcome);
    expect(Object.keys(changes.flag.gates)).toEqual(["the-witch-house"]);
    expect(changes.flag.doom).toBe(1);
    expect(changes.flag.gatePile).toHaveLength(15);
    expect(changes.create.map((m) => m.at)).toEqual(["the-witch-house"]);
    expect(changes.remove).toEqual([]);
    const before = flag.cup.reduce((n, e) => n + e.count, 0);
    expect(changes.flag.cup.reduce((n, e) => n + e.count, 0)).toBe(before - changes.create.length);
  });

  it("removes the tokens of monsters a closed gate sends back to the cup (MY-13.2)", () => {
    const pile = game().gatePile;
    const marker = pile.find((m) => m.dimension === "slash");
    if (marker === undefined) throw new Error("no slash marker");
    const flag = game({
      gates: { "the-witch-house": marker },
      gatePile: pile.filter((m) => m !== marker),
      doom: 1,
    });
    const pieces: TokenPieces = {
      monsters: [
        { id: "tok1", name: "Gug", dimension: marker.dimension, typeId: "base/gug", at: "northside" },
      ],
      investigators: [],
    };
    const draws = shuffledDraws(flag, inOrder);
    const outcome = only(
      closeGate(coreState(board, flag, pieces), { at: "the-witch-house", seal: null }, draws, { board }),
    );
    const changes = sceneChanges(board, flag, pieces, outcome);
    expect(changes.remove).toEqual(["tok1"]);
    expect(changes.flag.gates).toEqual({});
    expect(changes.flag.cup.find((e) => e.typeId === "base/gug")?.count).toBe(
      (flag.cup.find((e) => e.typeId === "base/gug")?.count ?? 0) + 1,
    );
  });
});
