import { describe, expect, it } from "vitest";
import {
  baseBoard,
  resolveMythosPhase,
  type ArkhamGameState,
  type PhaseCardInput,
} from "../../../src/core/arkham";
import { draws, gameState, headline, marker, monster, outskirtsMonsters, streetMonsters } from "./builders";

function codes(state: ArkhamGameState, card: PhaseCardInput = headline("woods")): string[] {
  const result = resolveMythosPhase(state, card, draws(2, []), { board: baseBoard() });
  return result.kind === "invalid" ? result.problems.map((p) => `${p.code} ${p.path}`) : [];
}

describe("the snapshot checks (states the rules could not reach, mythos §S)", () => {
  it("refuses players outside 1–8 and terror outside 0–10", () => {
    expect(codes(gameState({ players: 9 }))).toEqual(["ArkhamOutOfRange $.state.players"]);
    expect(codes(gameState({ terror: 11 }))).toEqual(["ArkhamOutOfRange $.state.terror"]);
  });

  it("refuses a full doom track", () => {
    expect(codes(gameState({ doom: 13, doomTrack: 13 }))).toEqual(["ArkhamDoomTrackFull $.state.doom"]);
  });

  it("refuses more monsters in Arkham than the limit, and more in the Outskirts than they hold", () => {
    expect(codes(gameState({ players: 1, monsters: streetMonsters(5) }))).toEqual([
      "ArkhamMonsterLimitExceeded $.state.monsters",
    ]);
    expect(codes(gameState({ players: 6, monsters: outskirtsMonsters(3) }))).toEqual([
      "ArkhamOutskirtsOverCapacity $.state.monsters",
    ]);
  });

  it("refuses gates at a sealed, a stable or a clue-holding location, and as many as awaken", () => {
    expect(codes(gameState({ gates: { woods: marker("abyss-1") }, elderSigns: ["woods"] }))).toEqual([
      "ArkhamGateOnElderSign $.state.gates.woods",
    ]);
    expect(codes(gameState({ gates: { library: marker("abyss-1") } }))).toEqual([
      "ArkhamGateNotUnstable $.state.gates.library",
    ]);
    expect(codes(gameState({ gates: { woods: marker("abyss-1") }, clues: { woods: 1 } }))).toEqual([
      "ArkhamCluesOnGate $.state.gates.woods",
    ]);
  });

  it("refuses a monster whose dimension is not its type's, and an unknown monster", () => {
    expect(codes(gameState({ monsters: [{ ...monster("m1", "northside"), dimension: "circle" }] }))).toEqual([
      "ArkhamMonsterDimension $.state.monsters[0].dimension",
    ]);
    expect(
      codes(gameState({ monsters: [{ ...monster("m1", "northside"), name: "Tax Collector" }] })),
    ).toEqual(["ArkhamUnknownMonster $.state.monsters[0].name"]);
  });

  it("refuses an id used twice across the board and the cup", () => {
    expect(codes(gameState({ monsters: [monster("c1", "northside")] }))).toEqual([
      "ArkhamDuplicatePiece $.draws.monsters[0].id",
    ]);
  });

  it("refuses a card that names a stable gate location, and an environment without its name", () => {
    expect(codes(gameState(), headline("library"))).toEqual(["ArkhamGateNotUnstable $.mythos.gate"]);
    expect(codes(gameState(), { type: "environment", gate: null, clue: null, white: [], black: [] })).toEqual(
      ["ArkhamCardNeedsField $.mythos.card"],
    );
    expect(codes(gameState(), { card: "No Such Card" })).toEqual(["ArkhamUnknownCard $.mythos.card"]);
  });
});
