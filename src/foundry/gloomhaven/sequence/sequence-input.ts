import type { Scenario } from "../../../core/gloomhaven";
import type {
  FocusInstruction,
  HexLink,
  SequenceAbility,
  SequenceMover,
  SequenceTurn,
} from "../../../core/gloomhaven/sequence";

/**
 * The sequence engine's input for one monster turn (SQ-1, CF-2): the scene as read, the scene's
 * linked hex pairs (LH-1; the scene reading supplies them, `[]` where it has none), the mover's
 * traits, the card's focus instruction and abilities. The one place the window builds it.
 */
export function sequenceTurnInput(
  scenario: Scenario,
  links: readonly HexLink[],
  mover: SequenceMover,
  focus: FocusInstruction,
  abilities: readonly SequenceAbility[],
): SequenceTurn {
  return { scenario, links, mover, focus, abilities };
}
