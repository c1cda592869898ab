// The Hex tab's state in the conformance-case format (test/fixtures/conformance/gloomhaven/README.md):
// loading a case and exporting the board as a case (the link's form is in hex-link.ts).
import { RULE_SETS, type MonsterAction, type Problem, type RuleSet } from "../../src/core/gloomhaven";
import {
  CORPUS_RULE_OVERRIDES,
  parseCase,
  serializeCase,
  type CaseAnswer,
  type CaseJson,
} from "../../src/core/gloomhaven-cases";
import { defaultAbilityForm, toMonsterAction, type AbilityForm } from "../../src/view/gloomhaven";
import type { HexEditorState } from "./editor-state";

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

/** A loaded case: the editor state and the stored answers to compare with. */
export interface LoadedCase {
  readonly id: string;
  readonly state: HexEditorState;
  readonly answers: readonly CaseAnswer[] | null;
}

/** Reads one case object into the editor; format problems come back as values. */
export function loadCase(
  raw: unknown,
  corpus: boolean,
): { ok: true; value: LoadedCase } | { ok: false; problems: readonly Problem[] } {
  const parsed = parseCase(raw);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  return {
    ok: true,
    value: {
      id: c.id,
      answers: c.answers,
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
