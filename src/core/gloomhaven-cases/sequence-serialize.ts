import type { Hex } from "../hex";
import type { RuleSet } from "../gloomhaven";
import type {
  SequenceAbility,
  SequenceAnswer,
  SequenceAnswerStep,
  SequenceTurn,
} from "../gloomhaven/sequence";
import type { CaseJson } from "./schema";
import { SEQUENCE_CASE_SCHEMA, type SequenceCaseJson } from "./sequence-schema";
import { serializeCase } from "./serialize";

/** What a version-2 case is written from: a sequence turn, its rule set, and optionally answers and descriptive fields. */
export interface SequenceCaseInput {
  readonly id: string;
  readonly turn: SequenceTurn;
  readonly rules: RuleSet;
  readonly answers?: readonly SequenceAnswer[];
  readonly card?: { readonly deck: string; readonly card: number } | null;
  readonly note?: string;
  readonly tags?: readonly string[];
}

type Pair = [number, number];
const pair = (h: Hex): Pair => [h.q, h.r];

/** The board fields of a version-1 case, which a version-2 case keeps with the same meaning (CF-1). */
type BoardJson = Omit<CaseJson, "action" | "answers">;

/** A version-2 case as written: the version-1 board fields plus the sequence fields (CF-1…CF-3). */
export type SequenceCaseOutput = BoardJson & SequenceCaseJson;

/** One ability as CF-2 stores it; a narrated ability has no place in the format (it plans nothing). */
function abilityJson(a: SequenceAbility): SequenceCaseJson["abilities"][number] | null {
  switch (a.kind) {
    case "move":
      return { kind: "move", move: a.move, jumping: a.mode === "jump", teleport: a.mode === "teleport" };
    case "attack":
      return {
        kind: "attack",
        range: a.area?.origin === "attacker" ? 0 : a.range,
        targets: a.targets === "all" ? 1 : a.targets,
        targets_all: a.targets === "all",
        aoe: a.area ? a.area.hexes.map(pair) : null,
        aoe_origin: a.area ? a.area.origin : null,
        ...(a.sameTarget === true ? { same_target: true } : {}),
        ...(a.melee === true ? { melee: true } : {}),
        ...(a.forced ? { forced: { kind: a.forced.kind, value: a.forced.value } } : {}),
      };
    case "path-attack":
      return { kind: "path_attack" };
    case "push":
    case "pull":
      return { kind: a.kind, value: a.value, range: a.range };
    case "control":
      return { kind: "control", attack_range: a.attackRange };
    case "narrated":
      return null;
  }
}

function stepJson(
  step: SequenceAnswerStep,
): NonNullable<SequenceCaseJson["answers"]>[number]["steps"][number] {
  if ("destination" in step) return { destination: pair(step.destination) };
  if ("attacks" in step) return { attacks: step.attacks.map(pair) };
  if ("moved" in step) return { moved: step.moved.map((m) => ({ from: pair(m.from), to: pair(m.to) })) };
  return { controlled: step.controlled.map((c) => ({ by: pair(c.by), attacks: c.attacks.map(pair) })) };
}

/**
 * Writes a sequence turn as a version-2 case (CF-1…CF-3): the board and figures as a version-1
 * case writes them, then links, mover, focus instruction, abilities (narrated ones left out: the
 * format keeps the movement-relevant abilities) and answers. {@link parseSequenceCase} reads it back.
 */
export function serializeSequenceCase(input: SequenceCaseInput): SequenceCaseOutput {
  const { turn } = input;
  const {
    action: _action,
    answers: _answers,
    ...board
  } = serializeCase({
    id: input.id,
    scenario: turn.scenario,
    action: { move: 0, mode: "walk", flying: turn.mover.flying, attack: null },
    rules: input.rules,
    ...(input.tags ? { tags: input.tags } : {}),
  });
  const conditions = turn.mover.conditions ?? {};
  return {
    schema: SEQUENCE_CASE_SCHEMA,
    ...board,
    ...(input.card !== undefined ? { card: input.card } : {}),
    links: turn.links.map(([a, b]) => [pair(a), pair(b)]),
    mover: {
      flying: turn.mover.flying,
      muddled: conditions.muddled === true,
      ...(conditions.stunned === true ? { stunned: true } : {}),
      ...(conditions.immobilized === true ? { immobilized: true } : {}),
      ...(conditions.disarmed === true ? { disarmed: true } : {}),
    },
    focus: { rule: turn.focus.rule, within: turn.focus.within },
    abilities: turn.abilities.map(abilityJson).filter((a) => a !== null),
    ...(input.answers
      ? {
          answers: input.answers.map((a) => ({
            focus: a.focus ? pair(a.focus) : null,
            steps: a.steps.map(stepJson),
          })),
        }
      : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
}
