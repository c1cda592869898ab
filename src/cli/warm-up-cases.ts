import melee from "./demo-scenarios/1-melee.json";
import stepAway from "./demo-scenarios/2-ranged-step-away.json";
import trapDetour from "./demo-scenarios/3-trap-detour.json";
import multiTarget from "./demo-scenarios/4-multi-target.json";
import area from "./demo-scenarios/5-area.json";
import {
  BASE_BOARD_PRESET,
  baseBoard,
  DIMENSION_SYMBOLS,
  monsterTypes,
  mythosCards,
  presetModifiers,
  serializeBoard,
} from "../core/arkham";
import { FROSTHAVEN, TERRAIN_KINDS, type MonsterAction } from "../core/gloomhaven";
import { serializeCase, type CaseJson } from "../core/gloomhaven-cases";
import { generateLargeBoard } from "./gloomhaven-bench-board";
import { seededRandom } from "./seeded-random";

type Pair = [number, number];
type AreaShape = readonly [origin: "attacker" | "free", hexes: readonly Pair[]];

/** Area patterns as the case format writes them (test/fixtures/conformance/gloomhaven/README.md). */
const AREAS: readonly AreaShape[] = [
  ["attacker", [[1, 0]]],
  [
    "attacker",
    [
      [1, 0],
      [2, 0],
    ],
  ],
  [
    "attacker",
    [
      [1, -1],
      [1, 0],
      [0, 1],
    ],
  ],
  [
    "free",
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  ],
  [
    "free",
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
  ],
  [
    "free",
    [
      [0, 0],
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, 0],
      [-1, 1],
      [0, 1],
    ],
  ],
];

const RULES = ["gloomhaven", "jotl", "frosthaven"] as const;
const NO_ATTACK: MonsterAction = { move: 0, mode: "walk", flying: false, attack: null };

/** The boards the cases are set on: the demo scenarios' and generated ones with walls and thin walls. */
function boards(): CaseJson[] {
  // JSON imports are typed loosely (number[][] for hex pairs); the files are cases (demo-gloomhaven.ts).
  const demos = [melee, stepAway, trapDetour, multiTarget, area].map((d) => d.case as unknown as CaseJson);
  const generated = [8, 12, 16].map((size, i) =>
    serializeCase({
      id: `warm-up-board-${i}`,
      scenario: generateLargeBoard(i + 1, size, 4, 4),
      action: NO_ATTACK,
      rules: FROSTHAVEN,
    }),
  );
  return [...demos, ...generated];
}

/**
 * Gloomhaven-family cases that call the solver's code on every kind of turn, for the command
 * line's code cache (scripts/warm-code-cache.ts): runs of a few cases on each of the
 * demo boards and of generated boards, with random figures, terrain and abilities (melee, ranged,
 * several targets, areas, flying, jumping, teleport, conditions, invisible figures, summons), from a
 * fixed seed. Not the conformance cases: the cache should serve any case file, not those.
 */
export function warmUpCases(count = 240, seed = 14): CaseJson[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const bases = boards();
  const cases: CaseJson[] = [];
  for (let run = 0; cases.length < count; run++) {
    const base = bases[run % bases.length] as CaseJson;
    const terrain = new Map<string, CaseJson["terrain"][number]>();
    if (random() < 0.6) for (const t of base.terrain) terrain.set(`${t.at}`, t);
    for (let k = pick([0, 1, 2, 4]); k > 0; k--) {
      const at = pick(base.map);
      terrain.set(`${at}`, { at, kind: pick(TERRAIN_KINDS) });
    }
    const open = base.map.filter((h) => terrain.get(`${h}`)?.kind !== "obstacle");
    const characters = 1 + Math.floor(random() * 5);
    const monsters = pick([0, 1, 2, 3]);
    if (open.length < 2 + characters + monsters) continue;
    const spots = [...open];
    const take = (): Pair => spots.splice(Math.floor(random() * spots.length), 1)[0] as Pair;
    const figures: CaseJson["figures"] = [{ at: take(), side: "monster", active: true, initiative: null }];
    for (let k = 0; k < characters; k++)
      figures.push({
        at: take(),
        side: "character",
        active: false,
        initiative: pick([10, 20, 30, 40, 50, 99]),
        ...(random() < 0.1 ? { invisible: true } : {}),
      });
    if (random() < 0.3)
      figures.push({ at: take(), side: "summon", active: false, initiative: null, turn_order: [30, -1] });
    for (let k = 0; k < monsters; k++)
      figures.push({ at: take(), side: "monster", active: false, initiative: null });
    const rules = pick(RULES);
    // A run: the same board and figures with several abilities, as a GM editing one turn.
    for (let k = 1 + Math.floor(random() * 4); k > 0 && cases.length < count; k--) {
      const [origin, hexes] = random() < 0.35 ? pick(AREAS) : [null, null];
      const mode = random();
      const condition = random();
      cases.push({
        ...base,
        id: `warm-up-${cases.length}`,
        rules,
        terrain: [...terrain.values()],
        figures,
        void_blocks_los: random() < 0.3,
        action: {
          move: pick([0, 1, 2, 3, 4, 5]),
          range: origin === "attacker" ? 0 : origin === "free" ? pick([2, 3, 4]) : pick([0, 0, 1, 2, 3, 5]),
          targets: pick([0, 1, 1, 1, 2, 3]),
          targets_all: random() < 0.05,
          aoe: hexes === null ? null : hexes.map(([q, r]) => [q, r] as Pair),
          aoe_origin: origin,
          flying: mode < 0.1,
          jumping: mode >= 0.1 && mode < 0.2,
          teleport: mode >= 0.2 && mode < 0.25,
          muddled: condition < 0.05,
          stunned: condition >= 0.05 && condition < 0.08,
          immobilized: condition >= 0.08 && condition < 0.12,
          disarmed: condition >= 0.12 && condition < 0.15,
        },
      });
    }
  }
  return cases;
}

/**
 * An Arkham case file (schema arkham-movement-cases/1) for the same code cache: every monster type
 * of every set, with its movement and special rule, on the shipped board (named, and spelled out
 * once), with investigators, and the Mythos cards' movement boxes, symbols given directly and
 * modifiers, from a fixed seed. Not the conformance cases.
 */
export function arkhamWarmUpFile(count = 40, seed = 14): { schema: string; cases: unknown[] } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const board = baseBoard();
  const areas = board.areas.map((a) => a.id);
  const types = monsterTypes().filter((t) => t.movement !== "none");
  const cards = mythosCards();
  const modifiers = presetModifiers();
  const cases: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const monsters = Array.from({ length: 4 + Math.floor(random() * 8) }, (_, k) => {
      // Every type in turn, so each movement and special rule runs.
      const type = types[(i * 11 + k) % types.length]!;
      return {
        id: `m${k + 1}`,
        at: pick(areas),
        dimension: type.dimension,
        movement: type.movement,
        ...(type.special !== undefined ? { special: type.special } : {}),
        name: type.name,
      };
    });
    const investigators = Array.from({ length: Math.floor(random() * 5) }, (_, k) => ({
      id: `i${k + 1}`,
      at: pick(areas),
      sneak: Math.floor(random() * 4),
    }));
    const mythos =
      random() < 0.7
        ? { card: pick(cards).name }
        : { white: [pick(DIMENSION_SYMBOLS)], black: [pick(DIMENSION_SYMBOLS), pick(DIMENSION_SYMBOLS)] };
    cases.push({
      id: `warm-up-arkham-${i}`,
      board: i === 0 ? serializeBoard(board) : BASE_BOARD_PRESET,
      investigators,
      monsters,
      mythos,
      ...(random() < 0.3 ? { modifiers: [pick(modifiers).card] } : {}),
    });
  }
  return { schema: "arkham-movement-cases/1", cases };
}
