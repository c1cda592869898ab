import { performance } from "node:perf_hooks";
import {
  baseBoard,
  baseGateMarkers,
  monsterTypes,
  playerCountRow,
  resolveMythosPhase,
  type ArkhamGameState,
  type CupMonster,
  type MythosDraws,
  type PhaseCardInput,
} from "../core/arkham";

const ROUNDS = 200;

/** Every base-game monster marker (monsters.json counts), in a fixed order: the full cup. */
function fullCup(): CupMonster[] {
  return monsterTypes()
    .filter((t) => t.set === "base")
    .flatMap((t) =>
      Array.from({ length: t.count }, (_, i) => ({
        id: `${t.id}#${i}`,
        name: t.name,
        dimension: t.dimension,
      })),
    );
}

interface Scenario {
  readonly label: string;
  readonly state: ArkhamGameState;
  readonly draws: MythosDraws;
  readonly card: PhaseCardInput;
}

/**
 * A phase with `players` players and as many open gates as can be open without the Ancient One
 * awakening (MY-10.2), a surge at the first, `inArkham` monsters of the cup already in the streets,
 * 8 investigators, the rest of the cup and the unused gate markers as the draws.
 */
function surgeScenario(players: number, inArkham: number): Scenario {
  const board = baseBoard();
  const row = playerCountRow(players);
  if (row === undefined) throw new Error(`no player-count row for ${players}`);
  const unstable = board.areas.filter((a) => a.kind === "location" && a.unstable).map((a) => a.id);
  const markers = baseGateMarkers();
  const gateCount = row.openGatesThatAwaken - 1;
  const gates = Object.fromEntries(
    unstable.slice(0, gateCount).map((at, i) => [at, markers[i] ?? markers[0]!]),
  );
  const cup = fullCup();
  const monsters = cup
    .slice(0, inArkham)
    .map((m, i) => ({ ...m, at: board.streetIds[i % board.streetIds.length]! }));
  const investigators = Array.from({ length: 8 }, (_, i) => ({
    id: `i${i}`,
    at: board.streetIds[(i * 5) % board.streetIds.length]!,
    delayed: false,
    sneak: i % 4,
  }));
  const state: ArkhamGameState = {
    players,
    terror: 0,
    doom: 3,
    doomTrack: 13,
    gates,
    elderSigns: [],
    clues: {},
    closed: [],
    investigators,
    monsters,
    environment: null,
    rumor: null,
  };
  const card: PhaseCardInput = { card: "Fourth of July Parade!", gate: unstable[0] ?? null, clue: "library" };
  return {
    label: `${players} player${players > 1 ? "s" : ""}, ${gateCount} open gates, a surge, ${inArkham} monsters in Arkham, ${cup.length - inArkham} in the cup`,
    state,
    draws: { monsters: cup.slice(inArkham), gateMarkers: markers.slice(gateCount) },
    card,
  };
}

/** Median and 95th-percentile time of one whole phase (steps 1–4, movement of every outcome included), in µs. */
function timePhase(s: Scenario): { median: number; p95: number; outcomes: number } {
  const board = baseBoard();
  const run = () => resolveMythosPhase(s.state, s.card, s.draws, { board });
  const first = run();
  if (first.kind === "invalid") throw new Error(JSON.stringify(first.problems));
  for (let i = 0; i < 20; i++) run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    run();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.floor(times.length * 0.95)]!,
    outcomes: first.outcomes.length,
  };
}

/** Mythos-phase benchmark (goal: well under a 16 ms frame): a whole phase on the base board with a full cup. */
export function arkhamMythosBench(): string[] {
  // 8 players and 8 open gates is no state of the game (at 8 players the fifth gate awakens the
  // Ancient One, MY-10.2; the core refuses it as ArkhamTooManyGates): the busiest reachable phases
  // are the most monsters at 8 players and the most gates (7) at 1 player.
  const scenarios = [surgeScenario(8, 5), surgeScenario(1, 0)];
  return [
    "Arkham — one whole Mythos phase (steps 1–4, the moves of every outcome) on the base board, full cup (goal: well under 16 ms):",
    ...scenarios.map((s) => {
      const t = timePhase(s);
      return `  ${s.label}: median ${t.median.toFixed(1)} µs, 95th percentile ${t.p95.toFixed(1)} µs over ${ROUNDS} runs (${t.outcomes} outcomes)`;
    }),
  ];
}
