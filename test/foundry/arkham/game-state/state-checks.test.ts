import { describe, expect, it } from "vitest";
import { baseBoard } from "../../../../src/core/arkham";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import { stateDoubts } from "../../../../src/foundry/arkham/game-state/state-checks";

const board = baseBoard();
const game = () => newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });

describe("the self-check's doubts about a stored game state", () => {
  it("has none for a new game", () => {
    expect(stateDoubts(board, game())).toEqual([]);
  });

  it("names an empty cup and a full doom track (MY-10)", () => {
    const state = { ...game(), cup: game().cup.map((e) => ({ ...e, count: 0 })), doom: 13, doomTrack: 13 };
    expect(stateDoubts(board, state).map((d) => d.code)).toEqual(["CupEmpty", "DoomFull"]);
  });

  it("names a gate off an unstable location, a marker also in the pile and an unknown area", () => {
    const start = game();
    const [marker] = start.gatePile;
    if (marker === undefined) throw new Error("no marker");
    const state = { ...start, gates: { "train-station": marker }, clues: { nowhere: 1 } };
    expect(stateDoubts(board, state)).toEqual([
      { code: "GateNotUnstable", at: "train-station" },
      { code: "GateMarkerTwice", at: marker.id },
      { code: "UnknownArea", at: "nowhere" },
    ]);
  });
});
