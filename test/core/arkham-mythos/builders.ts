import {
  baseBoard,
  baseGateMarkers,
  closeGate,
  findMonsterType,
  raiseTerror,
  resolveMythosPhase,
  type ArkhamGameState,
  type CloseGateInput,
  type CupMonster,
  type GateMarker,
  type MythosDraws,
  type PhaseCardInput,
  type PhaseMonster,
  type PhaseOutcome,
  type PhaseResult,
  type ResolvedOutcome,
} from "../../../src/core/arkham";

/** A quiet game state on the base board: 3 players, nothing on the board, doom 0 of 13. */
export function gameState(overrides: Partial<ArkhamGameState> = {}): ArkhamGameState {
  return {
    players: 3,
    terror: 0,
    doom: 0,
    doomTrack: 13,
    gates: {},
    elderSigns: [],
    clues: {},
    closed: [],
    investigators: [],
    monsters: [],
    environment: null,
    rumor: null,
    ...overrides,
  };
}

/** A base-game gate marker by id (`yuggoth-1`). */
export function marker(id: string): GateMarker {
  const found = baseGateMarkers().find((m) => m.id === id);
  if (found === undefined) throw new Error(`no gate marker ${id}`);
  return found;
}

/** A cup marker of a preset monster type, its dimension from the data. */
export function cupMonster(id: string, name = "Cultist"): CupMonster {
  const type = findMonsterType(name);
  if (type === undefined) throw new Error(`no monster ${name}`);
  return { id, name: type.name, dimension: type.dimension };
}

/** A monster marker on the board (or `outskirts`). */
export function monster(id: string, at: string, name = "Cultist"): PhaseMonster {
  return { ...cupMonster(id, name), at };
}

/** `n` monsters in distinct streets (Cultists), ids `m1…`. */
export function streetMonsters(n: number): PhaseMonster[] {
  const streets = baseBoard().streetIds;
  return Array.from({ length: n }, (_, i) =>
    monster(`m${i + 1}`, streets[i % streets.length] ?? "northside"),
  );
}

/** `n` monsters in the Outskirts, ids `o1…`. */
export function outskirtsMonsters(n: number): PhaseMonster[] {
  return Array.from({ length: n }, (_, i) => monster(`o${i + 1}`, "outskirts", "Zombie"));
}

/** The base game's gate markers not open in `state`: the whole pile. */
export function pileFor(state: ArkhamGameState): GateMarker[] {
  const open = new Set(Object.values(state.gates).map((m) => m.id));
  return baseGateMarkers().filter((m) => !open.has(m.id));
}

/** A cup of `n` Cultists `c1…` and the gate pile (all 16 base markers unless given). */
export function draws(n = 10, gateMarkers: readonly GateMarker[] = baseGateMarkers()): MythosDraws {
  return { monsters: Array.from({ length: n }, (_, i) => cupMonster(`c${i + 1}`)), gateMarkers };
}

/** A headline with only a gate and a clue location (and no movement). */
export function headline(gate: string | null, clue: string | null = null): PhaseCardInput {
  return { type: "headline", gate, clue, white: [], black: [] };
}

function outcomesOf(result: PhaseResult): readonly PhaseOutcome[] {
  if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
  return result.outcomes;
}

/** Every outcome of a phase on the base board (no movement unless asked). */
export function phase(
  state: ArkhamGameState,
  card: PhaseCardInput,
  cup: MythosDraws = draws(10, pileFor(state)),
  moveMonsters = false,
): readonly PhaseOutcome[] {
  return outcomesOf(resolveMythosPhase(state, card, cup, { board: baseBoard(), moveMonsters }));
}

/** The one outcome of a phase that leaves no choice, resolved (throws otherwise). */
export function onlyResolved(outcomes: readonly PhaseOutcome[]): ResolvedOutcome {
  const [first, ...rest] = outcomes;
  if (first === undefined || rest.length > 0 || first.kind !== "resolved")
    throw new Error(`expected one resolved outcome, got ${JSON.stringify(outcomes.map((o) => o.record))}`);
  return first;
}

/** The one outcome of closing a gate. */
export function closing(
  state: ArkhamGameState,
  close: CloseGateInput,
  cup: MythosDraws = draws(0, []),
): PhaseOutcome {
  const [first] = outcomesOf(closeGate(state, close, cup, { board: baseBoard() }));
  if (first === undefined) throw new Error("no outcome");
  return first;
}

/** The one outcome of raising the terror. */
export function raising(state: ArkhamGameState, steps: number): PhaseOutcome {
  const [first] = outcomesOf(raiseTerror(state, steps, draws(0, []), { board: baseBoard() }));
  if (first === undefined) throw new Error("no outcome");
  return first;
}
