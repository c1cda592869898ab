// The Arkham tab's state: pieces on the base board, the Mythos card and the modifiers in play.
import {
  findMonsterTypeById,
  type AreaId,
  type DimensionSymbol,
  type InvestigatorInput,
  type ModifierId,
  type MonsterInput,
} from "../../src/core/arkham";

/** A monster placed by preset type id (monsters.json, "base/cultist"); its dimension and movement come from the type. */
export interface PlacedMonster {
  readonly id: string;
  readonly at: AreaId;
  readonly type: string;
}

export interface ArkhamSandboxState {
  readonly monsters: readonly PlacedMonster[];
  readonly investigators: readonly InvestigatorInput[];
  /** Mythos card name (mythos_movement.json), or null when the boxes are set by hand. */
  readonly card: string | null;
  /** The boxes set by hand (used when `card` is null). */
  readonly white: readonly DimensionSymbol[];
  readonly black: readonly DimensionSymbol[];
  readonly modifiers: readonly ModifierId[];
}

/** The first Arkham board: monsters of several movement types, and two investigators of equal Sneak (a tie for the flyer). */
export const DEFAULT_ARKHAM_STATE: ArkhamSandboxState = {
  monsters: [
    { id: "m1", at: "northside", type: "base/dhole" },
    { id: "m2", at: "uptown", type: "base/dimensional-shambler" },
    { id: "m3", at: "sky", type: "base/byakhee" },
    { id: "m4", at: "bank-of-arkham", type: "base/elder-thing" },
    { id: "m5", at: "woods", type: "base/cultist" },
  ],
  investigators: [
    { id: "i1", at: "easttown", sneak: 2 },
    { id: "i2", at: "southside", sneak: 2 },
  ],
  card: "Alien Technology",
  white: [],
  black: [],
  modifiers: [],
};

function nextId(used: readonly { id: string }[], prefix: string): string {
  const ids = new Set(used.map((p) => p.id));
  let n = 1;
  while (ids.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Adds a monster of a preset type (by id) to an area. */
export function addMonster(state: ArkhamSandboxState, at: AreaId, type: string): ArkhamSandboxState {
  return { ...state, monsters: [...state.monsters, { id: nextId(state.monsters, "m"), at, type }] };
}

/** Adds an investigator with a Sneak value to an area. */
export function addInvestigator(state: ArkhamSandboxState, at: AreaId, sneak: number): ArkhamSandboxState {
  return {
    ...state,
    investigators: [...state.investigators, { id: nextId(state.investigators, "i"), at, sneak }],
  };
}

/** Removes a monster or investigator by id. */
export function removePiece(state: ArkhamSandboxState, id: string): ArkhamSandboxState {
  return {
    ...state,
    monsters: state.monsters.filter((m) => m.id !== id),
    investigators: state.investigators.filter((i) => i.id !== id),
  };
}

/** Moves monsters to new areas (monster id → area). */
export function moveMonsters(state: ArkhamSandboxState, to: ReadonlyMap<string, AreaId>): ArkhamSandboxState {
  return { ...state, monsters: state.monsters.map((m) => ({ ...m, at: to.get(m.id) ?? m.at })) };
}

/** Chooses a preset card (its boxes replace any set by hand). */
export function chooseCard(state: ArkhamSandboxState, card: string): ArkhamSandboxState {
  return { ...state, card };
}

/** Adds or removes a symbol in a hand-set box; the card becomes "set by hand", starting from the chosen card's boxes. */
export function toggleSymbol(
  state: ArkhamSandboxState,
  box: "white" | "black",
  symbol: DimensionSymbol,
  cardBoxes:
    { readonly white: readonly DimensionSymbol[]; readonly black: readonly DimensionSymbol[] } | undefined,
): ArkhamSandboxState {
  const start = state.card !== null && cardBoxes ? cardBoxes : { white: state.white, black: state.black };
  const list = start[box];
  const next = list.includes(symbol) ? list.filter((s) => s !== symbol) : [...list, symbol];
  return { ...state, card: null, white: start.white, black: start.black, [box]: next };
}

/** Switches an environment modifier on or off. */
export function toggleModifier(state: ArkhamSandboxState, id: ModifierId): ArkhamSandboxState {
  const on = state.modifiers.includes(id);
  return { ...state, modifiers: on ? state.modifiers.filter((m) => m !== id) : [...state.modifiers, id] };
}

/** A placed monster's name: its preset type's name (the type id when the preset has no such type). */
export function monsterName(monster: PlacedMonster): string {
  return findMonsterTypeById(monster.type)?.name ?? monster.type;
}

/** The core's input for a placed monster: dimension, movement type and special kind from its type. */
export function monsterInput(monster: PlacedMonster): MonsterInput {
  const type = findMonsterTypeById(monster.type);
  return {
    id: monster.id,
    at: monster.at,
    name: monsterName(monster),
    dimension: type?.dimension ?? "",
    movement: type?.movement ?? "normal",
    ...(type?.special ? { special: type.special } : {}),
  };
}
