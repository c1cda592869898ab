// A realistic Mythos phase on the real base-game board with a real card, "Manhunt in Arkham!"
// (white box: slash, star, triangle; black box: hexagon), read through the adapter from tokens
// standing in square regions.
import { baseBoard } from "../../../src/core/arkham";
import type { MythosChoiceFlag } from "../../../src/foundry/arkham/flag-types";
import type { SceneReading } from "../../../src/foundry/arkham/mythos-session";
import { readPieces, type TokenSnapshot } from "../../../src/foundry/arkham/read-pieces";
import { investigatorIn, layoutRegions, monsterIn, token } from "./builders";

export const MANHUNT: MythosChoiceFlag = { card: "Manhunt in Arkham!", white: [], black: [], modifiers: [] };

/** The board's areas laid out as regions, tokens placed, read into the core's terms. */
export function manhuntScene(extra: readonly TokenSnapshot[] = []) {
  const board = baseBoard();
  const layout = layoutRegions(board.areas.map((a) => a.id));
  const at = layout.boundsOf;
  const tokens: TokenSnapshot[] = [
    investigatorIn(at("easttown"), 0, "amanda", "Amanda Sharpe", 2),
    investigatorIn(at("french-hill"), 0, "bob", "Bob Jenkins", 2),
    monsterIn(at("rivertown"), 0, "nightgaunt", "Nightgaunt"), // flying, slash: two streets tie
    monsterIn(at("northside"), 0, "gug", "Gug"), // normal, slash: white arrow
    monsterIn(at("woods"), 0, "chthonian", "Chthonian"), // special, triangle: a die roll
    monsterIn(at("graveyard"), 0, "dark-young", "Dark Young"), // stationary, hexagon
    monsterIn(at("uptown"), 0, "formless", "Formless Spawn"), // normal, hexagon: black arrow
    monsterIn(at("easttown"), 1, "fire-vampire", "Fire Vampire"), // flying, star: shares Amanda's area
    monsterIn(at("merchant-district"), 0, "druid", "Dark Druid"), // special (expansion): by hand
    monsterIn(at("downtown"), 0, "cultist", "Cultist"), // crescent: not selected
    token({
      id: "lamp",
      name: "Street lamp",
      rect: { x: -500, y: -500, width: 100, height: 100 },
      roleFlag: "ignore",
    }),
    ...extra,
  ];
  const reading: SceneReading = {
    board,
    boardWarnings: [],
    pieces: readPieces(tokens, layout.areaRegions, "system.skills.sneak"),
  };
  return { board, layout, tokens, reading };
}
