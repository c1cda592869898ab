import { monsterTypeId, type PhaseInvestigator, type PhaseMonster } from "../../../core/arkham";
import type { PieceReading } from "../read-pieces";
import type { TokenPieces } from "./phase-input";

/**
 * The monsters and investigators of the Mythos phase (mythos §S) from the scene's tokens, token ids
 * as ids. Tokens outside every area, of an unknown type or role "ignore" are left out (the Mythos
 * movement window lists them); an investigator's unknown Sneak counts as 0 here, and the phase's
 * Accept waits until it is known (step 3's targets depend on it, mythos-phase-flow.ts).
 */
export function tokenPieces(readings: readonly PieceReading[]): TokenPieces {
  const monsters: PhaseMonster[] = [];
  const investigators: PhaseInvestigator[] = [];
  for (const piece of readings) {
    const at = piece.areaId;
    if (at === null || piece.ambiguousAreas.length > 0) continue;
    if (piece.role === "investigator") {
      const sneak = piece.sneak?.kind === "known" ? Math.round(piece.sneak.sneak) : 0;
      investigators.push({ id: piece.token.id, at, delayed: false, sneak });
    } else if (piece.role === "monster" && piece.identity !== undefined) {
      const { name, dimension, set } = piece.identity;
      const typeId = set === undefined ? {} : { typeId: monsterTypeId(set, name) };
      monsters.push({ id: piece.token.id, name, dimension, at, ...typeId });
    }
  }
  return { monsters, investigators };
}
