import { normaliseDimension } from "../dimensions";
import { MOVEMENT_TYPES, type AreaId, type Board, type DimensionSymbol } from "../model";
import { findMythosCard } from "../preset-mythos";
import { problem, type ArkhamProblem } from "../problems";
import type { CheckedMonster } from "./decide-monster";
import type { ModifierId } from "./modifier-ids";
import { findModifierId } from "./modifiers";
import type { InvestigatorInput, MythosInput, ResolvedCard } from "./types";

/** The Mythos input after the checks: symbols normalised, card resolved, modifiers as ids. */
export interface CheckedInput {
  readonly monsters: readonly CheckedMonster[];
  readonly investigators: readonly InvestigatorInput[];
  readonly card: ResolvedCard;
  readonly modifiers: readonly ModifierId[];
}

/** Checks a Mythos input against its board: every problem at once, with its JSON path in the input. */
export function checkInput(
  input: MythosInput,
): { ok: true; value: CheckedInput } | { ok: false; problems: readonly ArkhamProblem[] } {
  const problems: ArkhamProblem[] = [];
  const { board } = input;
  const monsterIds = new Set<string>();
  const monsters: CheckedMonster[] = [];
  input.monsters.forEach((m, i) => {
    const path = `$.monsters[${i}]`;
    checkPiece(board, m.id, m.at, path, monsterIds, problems);
    const dimension = normaliseDimension(m.dimension);
    if (dimension === undefined)
      problems.push(problem("ArkhamUnknownDimension", `${path}.dimension`, { symbol: m.dimension }));
    if (!(MOVEMENT_TYPES as readonly string[]).includes(m.movement))
      problems.push(problem("ArkhamUnknownMovement", `${path}.movement`, { movement: String(m.movement) }));
    if (dimension !== undefined) monsters.push({ ...m, dimension });
  });
  const investigatorIds = new Set<string>();
  input.investigators.forEach((inv, i) => {
    const path = `$.investigators[${i}]`;
    checkPiece(board, inv.id, inv.at, path, investigatorIds, problems);
    if (!Number.isInteger(inv.sneak))
      problems.push(problem("ArkhamInvalidSneak", `${path}.sneak`, { id: inv.id }));
  });
  const card = checkCard(input.mythos, problems);
  const modifiers: ModifierId[] = [];
  (input.modifiers ?? []).forEach((name, i) => {
    const id = findModifierId(name);
    if (id === undefined)
      problems.push(problem("ArkhamUnknownModifier", `$.modifiers[${i}]`, { modifier: name }));
    else if (!modifiers.includes(id)) modifiers.push(id);
  });
  if (problems.length > 0 || card === undefined) return { ok: false, problems };
  return {
    ok: true,
    value: { monsters, investigators: input.investigators, card, modifiers: modifiers.sort() },
  };
}

function checkPiece(
  board: Board,
  id: string,
  at: AreaId,
  path: string,
  seen: Set<string>,
  problems: ArkhamProblem[],
) {
  if (seen.has(id)) problems.push(problem("ArkhamDuplicatePiece", `${path}.id`, { id }));
  seen.add(id);
  if (!board.areaById.has(at)) problems.push(problem("ArkhamUnknownArea", `${path}.at`, { id: at }));
}

function checkCard(mythos: MythosInput["mythos"], problems: ArkhamProblem[]): ResolvedCard | undefined {
  if (!("white" in mythos)) {
    const card = findMythosCard(mythos.card);
    if (card === undefined)
      problems.push(problem("ArkhamUnknownCard", "$.mythos.card", { card: mythos.card }));
    return card && { name: card.name, white: card.white, black: card.black };
  }
  const box = (colour: "white" | "black") =>
    mythos[colour].flatMap((symbol, j): DimensionSymbol[] => {
      const d = normaliseDimension(symbol);
      if (d === undefined)
        problems.push(problem("ArkhamUnknownDimension", `$.mythos.${colour}[${j}]`, { symbol }));
      return d === undefined ? [] : [d];
    });
  const white = box("white");
  const black = box("black");
  return { ...(mythos.card !== undefined ? { name: mythos.card } : {}), white, black };
}
