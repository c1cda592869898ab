import type { SequenceResult, SequenceRuling, SequenceStep } from "../../../core/gloomhaven/sequence";
import type { Localizer } from "../../i18n";
import { formatCount } from "../../plural";
import { listNames } from "../explain-turn";
import { sequenceStepWords, type SequenceNaming } from "./sequence-words";

const KEY = "MONSTER_AUTOPILOT.Sequence";

/** One step of an option as the window lists it: its number, its words, and whether the GM applies it. */
export interface SequenceStepRow {
  readonly number: number;
  readonly kind: SequenceStep["kind"];
  readonly text: string;
  /** True where the playback pauses for the GM (an attack, forced movement, control, a by-hand ability). */
  readonly byGm: boolean;
}

/** One whole-sequence option (OUT-S1, OUT-S2): its foci and every step. */
export interface SequenceOptionRow {
  readonly index: number;
  readonly title: string;
  readonly focus: string;
  readonly steps: readonly SequenceStepRow[];
}

/** What the window shows for a sequence turn (OUT-S1…S4). */
export interface SequenceView {
  readonly heading: string;
  readonly options: readonly SequenceOptionRow[];
  /** OUT-S4: each ruling that shaped the answer, in words with its rule id. */
  readonly rulings: readonly string[];
  /** SQ-17: what every answer assumes. */
  readonly assumption: string;
}

/** Whether the playback stops at this step for the GM: everything but a move. */
function isGmStep(step: SequenceStep): boolean {
  return step.kind !== "move";
}

/** OUT-S4: a ruling in words, its rule id first so that the GM can look it up. */
function rulingWords(i18n: Localizer, ruling: SequenceRuling): string {
  return i18n.format(`${KEY}.RulingLine`, { id: ruling, text: i18n.localize(`${KEY}.Ruling.${ruling}`) });
}

/**
 * The window's view of an "act" sequence result (OUT-S1…S4): the options as whole sequences, step
 * by step in words, each with the co-foci it serves, the rulings applied and the SQ-17 assumption.
 */
export function sequenceView(
  i18n: Localizer,
  result: Extract<SequenceResult, { kind: "act" }>,
  naming: SequenceNaming,
): SequenceView {
  const options = result.options.map((option, index): SequenceOptionRow => ({
    index,
    title: i18n.format(`${KEY}.Option`, { number: index + 1 }),
    focus:
      option.focus.length === 0
        ? i18n.localize(`${KEY}.NoFocus`)
        : i18n.format(`${KEY}.Focus`, { names: listNames(option.focus.map(naming.nameOf), i18n, "or") }),
    steps: option.steps.map((step, i) => ({
      number: i + 1,
      kind: step.kind,
      text: sequenceStepWords(i18n, step, naming),
      byGm: isGmStep(step),
    })),
  }));
  return {
    heading: formatCount(i18n, `${KEY}.Heading`, options.length),
    options,
    rulings: result.assumptions.rulings.map((r) => rulingWords(i18n, r)),
    assumption: i18n.localize(`${KEY}.Assumption`),
  };
}
