import { performance } from "node:perf_hooks";
import {
  baseBoard,
  monsterTypes,
  mythosCards,
  resolveMythosMovement,
  type InvestigatorInput,
  type MonsterInput,
  type MythosInput,
} from "../core/arkham";

const ROUNDS = 20;

/** A small deterministic generator (the benchmark must be repeatable). */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The 60 base-game monster markers (monsters.json counts) and 8 investigators, spread over the real board. */
function benchPieces(): { monsters: MonsterInput[]; investigators: InvestigatorInput[] } {
  const board = baseBoard();
  const random = lcg(2005);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const areas = board.areas.map((a) => a.id);
  const cityAreas = board.areas.filter((a) => a.kind === "street" || a.kind === "location").map((a) => a.id);
  const monsters = monsterTypes()
    .filter((t) => t.set === "base")
    .flatMap((t) => Array.from({ length: t.count }, () => t))
    .map((t, i) => ({
      id: `m${i}`,
      name: t.name,
      at: pick(areas),
      dimension: t.dimension,
      movement: t.movement,
      ...(t.special !== undefined ? { special: t.special } : {}),
    }));
  const investigators = Array.from({ length: 8 }, (_, i) => ({
    id: `i${i}`,
    at: pick(cityAreas),
    sneak: i % 4,
  }));
  return { monsters, investigators };
}

/** Arkham benchmark (target: under 1 ms per card): one Mythos phase on the real board, 60 monsters, 8 investigators. */
export function arkhamBench(): string[] {
  const board = baseBoard();
  const { monsters, investigators } = benchPieces();
  const cards = mythosCards().filter((c) => !c.noMovement);
  const inputs: MythosInput[] = cards.map((c) => ({
    board,
    monsters,
    investigators,
    mythos: { white: c.white, black: c.black, card: c.name },
  }));
  inputs.forEach((input) => resolveMythosMovement(input)); // warm-up
  const perRound: number[] = [];
  let moves = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (const input of inputs) {
      const result = resolveMythosMovement(input);
      if (round === 0 && result.kind === "resolved")
        moves += result.decisions.filter((d) => d.kind !== "stay").length;
    }
    perRound.push((performance.now() - start) / inputs.length);
  }
  const sorted = [...perRound].sort((a, b) => a - b);
  const mean = perRound.reduce((s, t) => s + t, 0) / perRound.length;
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  return [
    `Arkham — one Mythos phase on the base board, ${monsters.length} monsters, ${investigators.length} investigators (target < 1 ms per card):`,
    `  median ${us(sorted[Math.floor(sorted.length / 2)]!)} per card over ${cards.length} preset cards × ${ROUNDS} rounds (mean ${us(mean)}, best round ${us(sorted[0]!)}, worst ${us(sorted.at(-1)!)})`,
    `  ${(moves / cards.length).toFixed(1)} monsters move, choose or act per card on average`,
  ];
}
