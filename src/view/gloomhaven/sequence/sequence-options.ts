import type { SequenceResult, SequenceStep } from "../../../core/gloomhaven/sequence";
import type { Localizer } from "../../i18n";
import { localizeMessage, problemMessage } from "../messages";
import { sequenceView, type SequenceOptionRow } from "./sequence-view";
import { sequenceStepWords, type SequenceNaming } from "./sequence-words";

const KEY = "MONSTER_AUTOPILOT.Sequence";

/** Where the playback stands, as the window's sequence logic reports it. */
export type PlaybackState =
  | { readonly kind: "choosing" }
  | { readonly kind: "move" }
  | { readonly kind: "pause"; readonly step: SequenceStep }
  | { readonly kind: "done" };

/** The context of templates/gloomhaven/sequence-options.hbs. */
export interface SequenceOptionsContext {
  readonly sequence: {
    readonly heading: string;
    readonly problems: readonly string[];
    /** `offered`: false for an option that disagrees with a step already played (it cannot be chosen now). */
    readonly options: readonly (SequenceOptionRow & {
      readonly selected: boolean;
      readonly offered: boolean;
    })[];
    readonly rulings: readonly string[];
    readonly assumption: string;
    /** At a pause: "Apply the attack on X, then Continue"; Continue and Target died shown. */
    readonly pause: string | null;
    readonly done: string | null;
  } | null;
}

/**
 * The window's sequence part (OUT-S1…S4, SQ-17): the options as whole sequences with the chosen
 * one marked, the rulings and the assumption, a stunned monster's or an invalid turn's words, and
 * at a pause what the GM applies before Continue. `offered` says which options can still be
 * chosen once the playback has begun (every one before).
 */
export function buildSequenceOptions(
  i18n: Localizer,
  result: SequenceResult | null,
  selected: number,
  playback: PlaybackState,
  naming: SequenceNaming,
  offered: (index: number) => boolean = () => true,
): SequenceOptionsContext {
  if (!result) return { sequence: null };
  const pause =
    playback.kind === "pause"
      ? i18n.format(`${KEY}.Pause`, { what: sequenceStepWords(i18n, playback.step, naming) })
      : null;
  const done = playback.kind === "done" ? i18n.localize(`${KEY}.Done`) : null;
  const empty = { options: [], rulings: [], assumption: "", pause, done };
  if (result.kind === "stunned")
    return { sequence: { ...empty, heading: i18n.localize(`${KEY}.Stunned`), problems: [] } };
  if (result.kind === "invalid")
    return {
      sequence: {
        ...empty,
        heading: i18n.localize(`${KEY}.Invalid`),
        problems: result.problems.map((p) =>
          localizeMessage(i18n, problemMessage(p, naming.hexLabel, naming.nameOf)),
        ),
      },
    };
  const view = sequenceView(i18n, result, naming);
  return {
    sequence: {
      ...view,
      problems: [],
      options: view.options.map((o) => ({ ...o, selected: o.index === selected, offered: offered(o.index) })),
      pause,
      done,
    },
  };
}
