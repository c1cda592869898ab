import { normaliseDimension } from "../dimensions";
import type { AreaId, Board, DimensionSymbol } from "../model";
import { findMythosCard, type MythosCard } from "../preset-mythos";
import { problem, type ArkhamProblem } from "../problems";
import { isGateLocation } from "./check-state";
import type { MythosCardType, PhaseCard, PhaseCardInput } from "./types";

const CARD_TYPES: readonly MythosCardType[] = ["headline", "environment", "rumor"];
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The data's card type ("Environment (Weather)" → environment); undefined when the data leaves it empty. */
function dataType(card: MythosCard): MythosCardType | undefined {
  return CARD_TYPES.find((type) => key(card.type).startsWith(type));
}

/** A location the data names, as a board area id (by id or printed name); null for none. */
function dataLocation(
  board: Board,
  names: readonly string[],
  field: "gate" | "clue",
  problems: ArkhamProblem[],
): AreaId | null {
  const named = names.filter((n) => !key(n).startsWith("none"));
  const [name, ...more] = named;
  if (name === undefined) return null;
  if (more.length > 0) {
    problems.push(problem("ArkhamCardNeedsField", `$.mythos.${field}`, { field }));
    return null;
  }
  const area = board.areas.find(
    (a) => key(a.id) === key(name) || (a.name !== undefined && key(a.name) === key(name)),
  );
  if (area === undefined) problems.push(problem("ArkhamUnknownArea", `$.mythos.${field}`, { id: name }));
  return area?.id ?? null;
}

function givenLocation(board: Board, at: AreaId | null, field: "gate" | "clue", problems: ArkhamProblem[]) {
  if (at !== null && !board.areaById.has(at))
    problems.push(problem("ArkhamUnknownArea", `$.mythos.${field}`, { id: at }));
  return at;
}

function box(symbols: readonly string[], colour: "white" | "black", problems: ArkhamProblem[]) {
  return symbols.flatMap((symbol, j): DimensionSymbol[] => {
    const d = normaliseDimension(symbol);
    if (d === undefined)
      problems.push(problem("ArkhamUnknownDimension", `$.mythos.${colour}[${j}]`, { symbol }));
    return d === undefined ? [] : [d];
  });
}

/**
 * The Mythos card of a phase (mythos §S): a preset card by name, any field given taking the
 * data's place; without a name every field is needed. Environments and rumors need their name
 * (MY-12). A gate location must be an unstable location (RB p. 24).
 */
export function resolveCard(
  board: Board,
  input: PhaseCardInput,
): { ok: true; card: PhaseCard } | { ok: false; problems: readonly ArkhamProblem[] } {
  const problems: ArkhamProblem[] = [];
  const data = input.card === undefined ? undefined : findMythosCard(input.card);
  if (input.card !== undefined && data === undefined)
    return { ok: false, problems: [problem("ArkhamUnknownCard", "$.mythos.card", { card: input.card })] };
  const need = (field: string) =>
    problems.push(problem("ArkhamCardNeedsField", `$.mythos.${field}`, { field }));
  const type = input.type ?? (data && dataType(data));
  if (type === undefined) need("type");
  else if (!CARD_TYPES.includes(type))
    problems.push(problem("ArkhamUnknownCardType", "$.mythos.type", { type }));
  else if (type !== "headline" && input.card === undefined) need("card");
  const location = (field: "gate" | "clue") => {
    const given = input[field];
    if (given !== undefined) return givenLocation(board, given, field, problems);
    if (data !== undefined) return dataLocation(board, data[field], field, problems);
    if (input.card === undefined) need(field);
    return null;
  };
  const gate = location("gate");
  const clue = location("clue");
  if (gate !== null && board.areaById.has(gate) && !isGateLocation(board, gate))
    problems.push(problem("ArkhamGateNotUnstable", "$.mythos.gate", { id: gate }));
  const symbols = (colour: "white" | "black") => {
    const given = input[colour];
    if (given !== undefined) return box(given, colour, problems);
    if (data === undefined && input.card === undefined) need(colour);
    return data?.[colour] ?? [];
  };
  const white = symbols("white");
  const black = symbols("black");
  if (problems.length > 0 || type === undefined) return { ok: false, problems };
  const name = data?.name ?? input.card;
  return {
    ok: true,
    card: { ...(name !== undefined ? { card: name } : {}), type, gate, clue, white, black },
  };
}
