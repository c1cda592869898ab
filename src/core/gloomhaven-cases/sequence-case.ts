import type { Hex } from "../hex";
import type { Problem, RuleSet, RuleSetId } from "../gloomhaven";
import type {
  SequenceAbility,
  SequenceAnswer,
  SequenceAnswerStep,
  SequenceTurn,
} from "../gloomhaven/sequence";
import { caseJsonPath } from "./json-path";
import { parseCase, type GloomhavenCase } from "./parse";
import { SEQUENCE_CASE_SCHEMA, sequenceSchema, type SequenceCaseJson } from "./sequence-schema";

/** A version-2 case read into the core's sequence model (CF-1…CF-3). */
export interface SequenceCase {
  readonly id: string;
  readonly ruleSetId: RuleSetId;
  readonly rules: RuleSet;
  readonly turn: SequenceTurn;
  /** The stored answers, or null when the case has none. */
  readonly answers: readonly SequenceAnswer[] | null;
  /** The printed card the case models (CF-2 `card`, informative), or null. */
  readonly card: { readonly deck: string; readonly card: number } | null;
  /** The board and figures as the version-1 reader read them (to trace a problem to its JSON path). */
  readonly read: GloomhavenCase;
}

export type SequenceCaseParseResult =
  | { readonly ok: true; readonly value: SequenceCase }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** Whether a raw case says it is a version-2 case (CF-1). */
export function isSequenceCase(raw: unknown): boolean {
  return (
    typeof raw === "object" && raw !== null && (raw as { schema?: unknown }).schema === SEQUENCE_CASE_SCHEMA
  );
}

type Pair = readonly [number, number];
const hex = ([q, r]: Pair): Hex => ({ q, r });

function ability(a: SequenceCaseJson["abilities"][number]): SequenceAbility {
  switch (a.kind) {
    case "move":
      return {
        kind: "move",
        move: a.move,
        mode: a.teleport === true ? "teleport" : a.jumping === true ? "jump" : "walk",
      };
    case "attack": {
      const hexes = (a.aoe ?? []).map(hex);
      const area =
        hexes.length > 0
          ? { hexes, origin: a.aoe_origin === "attacker" ? ("attacker" as const) : ("free" as const) }
          : undefined;
      return {
        kind: "attack",
        range: area?.origin === "attacker" ? 0 : a.range,
        targets: a.targets_all === true ? "all" : a.targets,
        ...(area ? { area } : {}),
        ...(a.same_target === true ? { sameTarget: true } : {}),
        ...(a.melee === true ? { melee: true } : {}),
        ...(a.forced ? { forced: { kind: a.forced.kind, value: a.forced.value } } : {}),
      };
    }
    case "path_attack":
      return { kind: "path-attack" };
    case "push":
    case "pull":
      return { kind: a.kind, value: a.value, range: a.range };
    case "control":
      return { kind: "control", attackRange: a.attack_range };
  }
}

function step(s: NonNullable<SequenceCaseJson["answers"]>[number]["steps"][number]): SequenceAnswerStep {
  if ("destination" in s) return { destination: hex(s.destination) };
  if ("attacks" in s) return { attacks: s.attacks.map(hex) };
  if ("moved" in s) return { moved: s.moved.map((m) => ({ from: hex(m.from), to: hex(m.to) })) };
  return { controlled: s.controlled.map((c) => ({ by: hex(c.by), attacks: c.attacks.map(hex) })) };
}

/**
 * Reads a version-2 case (CF-1…CF-3): the board and figures exactly as a version-1 case's, then
 * the mover, focus instruction, abilities, links and answers. Problems come back as values with
 * their JSON path.
 */
export function parseSequenceCase(raw: unknown): SequenceCaseParseResult {
  const own = sequenceSchema().safeParse(raw);
  // The board and figures through the version-1 reader: the same fields, meanings and messages.
  const base = parseCase(
    typeof raw === "object" && raw !== null
      ? { ...(raw as Record<string, unknown>), action: { move: 0, range: 0, targets: 0 }, answers: undefined }
      : raw,
  );
  const problems: Problem[] = base.ok ? [] : [...base.problems];
  if (!own.success)
    for (const issue of own.error.issues)
      problems.push({
        code: "HexCaseFormat",
        params: { path: caseJsonPath(issue.path), message: issue.message },
      });
  if (!base.ok || !own.success) return { ok: false, problems };
  const c = own.data;
  const { scenario, rules, ruleSetId, id } = base.value;
  const turn: SequenceTurn = {
    scenario,
    links: (c.links ?? []).map(([a, b]) => [hex(a), hex(b)] as const),
    mover: {
      flying: c.mover.flying,
      conditions: {
        muddled: c.mover.muddled === true,
        stunned: c.mover.stunned === true,
        immobilized: c.mover.immobilized === true,
        disarmed: c.mover.disarmed === true,
      },
    },
    focus: { rule: c.focus.rule, within: c.focus.within ?? null },
    abilities: c.abilities.map(ability),
  };
  const answers =
    c.answers === undefined
      ? null
      : c.answers.map((a) => ({ focus: a.focus ? hex(a.focus) : null, steps: a.steps.map(step) }));
  const card = c.card ? { deck: c.card.deck, card: c.card.card } : null;
  return { ok: true, value: { id, ruleSetId, rules, turn, answers, card, read: base.value } };
}
