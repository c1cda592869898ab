// The Hex tab's state in the conformance-case format (test/fixtures/conformance/gloomhaven/README.md):
// loading a case and exporting the board as a case (the link's form is in hex-link.ts).
import { RULE_SETS, type MonsterAction, type Problem, type RuleSet } from "../../src/core/gloomhaven";
import {
  CORPUS_RULE_OVERRIDES,
  isSequenceCase,
  parseCase,
  parseSequenceCase,
  serializeCase,
  serializeSequenceCase,
  type CaseAnswer,
  type CaseJson,
  type SequenceCase,
  type SequenceCaseOutput,
} from "../../src/core/gloomhaven-cases";
import type { SequenceAnswer } from "../../src/core/gloomhaven/sequence";
import { defaultAbilityForm, toMonsterAction, type AbilityForm } from "../../src/view/gloomhaven";
import type { HexEditorState } from "./editor-state";
import type { SequenceForm } from "./sequence-form";
import { playedList, sequenceTurnOf } from "./sequence-turn";

/** The rules the sandbox solves with; `corpus` adds the conformance corpus's peer-parity semantics. */
export function rulesOf(state: HexEditorState): RuleSet {
  return { ...RULE_SETS[state.ruleSet], ...(state.corpus ? CORPUS_RULE_OVERRIDES : {}) };
}

/** The ability editor's state for a core action: the action's values as base stats, no modifiers (IN-1). */
export function formFromAction(action: MonsterAction): AbilityForm {
  const attack = action.attack;
  const conditions = action.conditions ?? {};
  return {
    ...defaultAbilityForm({ move: action.move, range: attack?.range ?? 0, flying: action.flying }),
    hasMove: action.move > 0,
    mode: action.mode,
    hasAttack: attack !== null,
    targets: typeof attack?.targets === "number" ? Math.max(1, attack.targets) : 1,
    targetAll: attack?.targets === "all",
    areaEnabled: attack?.area !== undefined && attack.area.hexes.length > 0,
    area: attack?.area?.hexes ?? [],
    conditions: {
      muddled: conditions.muddled === true,
      stunned: conditions.stunned === true,
      immobilized: conditions.immobilized === true,
      disarmed: conditions.disarmed === true,
    },
  };
}

/** A loaded case: the editor state and the stored answers to compare with (version 1 or version 2). */
export interface LoadedCase {
  readonly id: string;
  readonly state: HexEditorState;
  /** A version-1 case's answers; null for a version-2 case or one without answers. */
  readonly answers: readonly CaseAnswer[] | null;
  /** A version-2 case's answers (CF-3); null for a version-1 case or one without answers. */
  readonly sequenceAnswers: readonly SequenceAnswer[] | null;
}

/** The simple editor's form for a version-2 case: its first move and first attack as base values, so switching back shows them. */
function formOfSequence(form: SequenceForm): AbilityForm {
  const move = form.abilities.find((a) => a.kind === "move");
  const attack = form.abilities.find((a) => a.kind === "attack");
  return {
    ...defaultAbilityForm({ move: move?.move ?? 0, range: attack?.range ?? 0, flying: form.mover.flying }),
    hasMove: move !== undefined,
    mode: move?.mode ?? "walk",
    hasAttack: attack !== undefined,
  };
}

/** A version-2 case in the editor: its board, links and whole ability list (CF-1…CF-3). */
function stateOfSequenceCase(c: SequenceCase, corpus: boolean): HexEditorState {
  const card = c.card;
  const sequence: SequenceForm = {
    mover: c.turn.mover,
    focus: c.turn.focus,
    abilities: c.turn.abilities,
    ...(card ? { card } : {}),
  };
  return {
    ruleSet: c.ruleSetId,
    corpus,
    scenario: c.turn.scenario,
    links: c.turn.links,
    ability: formOfSequence(sequence),
    sequence,
  };
}

/** Reads one case object (version 1 or 2, CF-1) into the editor; format problems come back as values. */
export function loadCase(
  raw: unknown,
  corpus: boolean,
): { ok: true; value: LoadedCase } | { ok: false; problems: readonly Problem[] } {
  if (isSequenceCase(raw)) {
    const read = parseSequenceCase(raw);
    if (!read.ok) return read;
    const c = read.value;
    return {
      ok: true,
      value: { id: c.id, answers: null, sequenceAnswers: c.answers, state: stateOfSequenceCase(c, corpus) },
    };
  }
  const parsed = parseCase(raw);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  return {
    ok: true,
    value: {
      id: c.id,
      answers: c.answers,
      sequenceAnswers: null,
      state: {
        ruleSet: c.ruleSetId,
        corpus,
        scenario: c.scenario,
        links: [],
        ability: formFromAction(c.action),
      },
    },
  };
}

/** The board, ability and rule set as one conformance case; `answers` are written when given. */
export function caseFromState(state: HexEditorState, id: string, answers?: readonly CaseAnswer[]): CaseJson {
  return serializeCase({
    id,
    scenario: state.scenario,
    action: toMonsterAction(state.ability),
    rules: RULE_SETS[state.ruleSet],
    ...(answers ? { answers } : {}),
  });
}

/** The board, links and ability list as a version-2 case (CF-1…CF-3); `answers` are written when given. */
export function sequenceCaseFromState(
  state: HexEditorState,
  form: SequenceForm,
  id: string,
  answers?: readonly SequenceAnswer[],
): SequenceCaseOutput {
  return serializeSequenceCase({
    id,
    turn: sequenceTurnOf(state, form),
    rules: RULE_SETS[state.ruleSet],
    ...(form.card ? { card: form.card } : {}),
    ...(answers ? { answers } : {}),
  });
}

/** The editor as the case it exports: version 2 for an ability list or a board with links, else version 1. */
export function exportedCase(
  state: HexEditorState,
  id: string,
  answers: { readonly v1: readonly CaseAnswer[] | null; readonly v2: readonly SequenceAnswer[] | null },
): CaseJson | SequenceCaseOutput {
  const list = playedList(state);
  return list
    ? sequenceCaseFromState(state, list, id, answers.v2 ?? undefined)
    : caseFromState(state, id, answers.v1 ?? undefined);
}
