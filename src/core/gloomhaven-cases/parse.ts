import type { Hex } from "../hex";
import {
  RULE_SETS,
  type Figure,
  type MonsterAction,
  type Problem,
  type ProblemCode,
  type RuleSet,
  type RuleSetId,
  type Scenario,
  type TerrainKind,
} from "../gloomhaven";
import type { CaseAnswer } from "./answers";
import { caseJsonPath } from "./json-path";
import { caseSchema, defaultFigureId, isWellFormedCase, type CaseData } from "./schema";

/** A conformance case read into the core model. */
export interface GloomhavenCase {
  readonly id: string;
  readonly ruleSetId: RuleSetId;
  /** The rule set with the corpus's semantics ({@link CORPUS_RULE_OVERRIDES}). */
  readonly rules: RuleSet;
  readonly scenario: Scenario;
  readonly action: MonsterAction;
  /** The stored answers, or null when the case has none. */
  readonly answers: readonly CaseAnswer[] | null;
  readonly tags: readonly string[];
}

/** The corpus follows the peer solver: teleport is blocked by wall lines (README "walls"; DEV-1). */
export const CORPUS_RULE_OVERRIDES: Partial<RuleSet> = { teleportBlockedByWallLines: true };

/** The parsed case, or the problems that stop it from being read (case-format issues, a missing or second active figure). */
export type CaseParseResult =
  | { readonly ok: true; readonly value: GloomhavenCase }
  | { readonly ok: false; readonly problems: readonly Problem[] };

// Indexing, not array destructuring: destructuring goes through the iterator protocol, slow in a cold process.
const toHex = (pair: readonly [number, number]): Hex => ({ q: pair[0], r: pair[1] });

const problem = (code: ProblemCode, params: Readonly<Record<string, string | number>>): Problem => ({
  code,
  params,
});

/** Parses one case (validated as CaseSchema says) into scenario, action and rules; format problems come back as values, with their JSON path (`$.figures[0].at`). */
export function parseCase(raw: unknown): CaseParseResult {
  // A well-formed case is read as it is; only one the hand check rejects goes through the schema,
  // which says what is wrong (the two accept the same cases; schema.ts).
  let c: CaseData;
  if (isWellFormedCase(raw)) c = raw;
  else {
    const parsed = caseSchema().safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        problems: parsed.error.issues.map((issue) =>
          problem("HexCaseFormat", { path: caseJsonPath(issue.path), message: issue.message }),
        ),
      };
    }
    c = parsed.data;
  }
  const figures: Figure[] = c.figures.map((f, i) => ({
    id: f.id ?? defaultFigureId(f.side, i),
    at: toHex(f.at),
    side: f.side,
    turnOrder: f.turn_order ?? (f.initiative !== null && f.initiative !== 0 ? [f.initiative] : []),
    ...(f.invisible === true ? { invisible: true } : {}),
    ...(f.name !== undefined ? { name: f.name } : {}),
    ...(f.summoner !== undefined ? { summonerId: f.summoner } : {}),
  }));
  const active = figures.filter((_, i) => c.figures[i]?.active === true);
  const [activeFigure] = active;
  if (activeFigure === undefined || active.length !== 1)
    return {
      ok: false,
      problems: [
        problem(active.length === 0 ? "HexActiveNone" : "HexActiveMultiple", { count: active.length }),
      ],
    };
  const a = c.action;
  const area =
    a.aoe && a.aoe.length > 0
      ? {
          hexes: a.aoe.map(toHex),
          origin: a.aoe_origin === "attacker" ? ("attacker" as const) : ("free" as const),
        }
      : undefined;
  const action: MonsterAction = {
    move: a.move,
    mode: a.teleport === true ? "teleport" : a.jumping === true ? "jump" : "walk",
    flying: a.flying === true,
    attack:
      a.targets === 0 && a.targets_all !== true
        ? null
        : {
            range: area?.origin === "attacker" ? 0 : a.range,
            targets: a.targets_all === true ? "all" : a.targets,
            ...(area ? { area } : {}),
          },
    conditions: {
      muddled: a.muddled === true,
      stunned: a.stunned === true,
      immobilized: a.immobilized === true,
      disarmed: a.disarmed === true,
    },
  };
  const scenario: Scenario = {
    board: {
      hexes: c.map.map(toHex),
      wallHexes: c.wall_hexes.map(toHex),
      thinWalls: c.walls.map(([p, q]) => [toHex(p), toHex(q)] as const),
      terrain: c.terrain.map((t) => ({ at: toHex(t.at), kind: t.kind as TerrainKind })),
      voidBlocksLos: c.void_blocks_los === true,
    },
    figures,
    activeId: activeFigure.id,
  };
  const answers =
    c.answers?.map((x) => ({ destination: toHex(x.destination), attacks: x.attacks.map(toHex) })) ?? null;
  return {
    ok: true,
    value: {
      id: c.id,
      ruleSetId: c.rules,
      rules: { ...RULE_SETS[c.rules], ...CORPUS_RULE_OVERRIDES },
      scenario,
      action,
      answers,
      tags: c.tags ?? [],
    },
  };
}
