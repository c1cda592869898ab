import type { SequenceStep } from "../../../core/gloomhaven/sequence";
import type { Hex } from "../../../core/hex";
import type { Localizer } from "../../i18n";
import { formatCount } from "../../plural";
import { listNames } from "../explain-turn";
import { moveWords } from "../option-words";

const KEY = "MONSTER_AUTOPILOT.Sequence";

/** How the words name figures and hexes (the board's names, the grid's labels). */
export interface SequenceNaming {
  readonly nameOf: (figureId: string) => string;
  readonly hexLabel: (h: Hex) => string;
}

/** A target named, with "(with disadvantage)" when AT-2 applies. */
function targetNames(
  i18n: Localizer,
  ids: readonly string[],
  disadvantaged: readonly string[],
  naming: SequenceNaming,
) {
  return listNames(
    ids.map((id) =>
      disadvantaged.includes(id)
        ? i18n.format("MONSTER_AUTOPILOT.HexAnswer.Disadvantage", { name: naming.nameOf(id) })
        : naming.nameOf(id),
    ),
    i18n,
  );
}

/** A narrated ability's words (SQ-1): its own text where the language file has one, else the card's code. */
function byHandWords(i18n: Localizer, what: string): string {
  const key = `${KEY}.Effect.${what}`;
  return i18n.format(`${KEY}.ByHand`, { what: i18n.has(key) ? i18n.localize(key) : what });
}

/**
 * One step of a whole-sequence option in words (OUT-S1): a move with its step count and end hex, an attack
 * with its targets (SQ-8: attacks each), a push or pull with each end hex (FM-1), a control with
 * each controlled figure's target (SQ-14), an ability the GM applies by hand named (SQ-1).
 */
export function sequenceStepWords(i18n: Localizer, step: SequenceStep, naming: SequenceNaming): string {
  switch (step.kind) {
    case "move": {
      // The end hex tells tied moves apart in the list (OUT-S2).
      const end = step.path.at(-1);
      const moves = moveWords(i18n, step.path, step.path.length - 1);
      return end && step.path.length > 1
        ? i18n.format(`${KEY}.MoveTo`, { moves, hex: naming.hexLabel(end) })
        : moves;
    }
    case "attack":
    case "path-attack": {
      if (step.targets.length === 0) return i18n.localize(`${KEY}.NoTarget`);
      const targets = targetNames(i18n, step.targets, step.disadvantaged, naming);
      const text = i18n.format(step.kind === "attack" ? `${KEY}.Attack` : `${KEY}.PathAttack`, { targets });
      return step.attacksEach > 1 ? `${text} ${formatCount(i18n, `${KEY}.Times`, step.attacksEach)}` : text;
    }
    case "push":
    case "pull": {
      if (step.moved.length === 0) return i18n.localize(`${KEY}.NoForced`);
      return step.moved
        .map((m) =>
          m.from.q === m.to.q && m.from.r === m.to.r
            ? i18n.format(`${KEY}.Stays`, { name: naming.nameOf(m.figureId) })
            : i18n.format(step.kind === "push" ? `${KEY}.Push` : `${KEY}.Pull`, {
                name: naming.nameOf(m.figureId),
                hex: naming.hexLabel(m.to),
              }),
        )
        .join("; ");
    }
    case "control":
      if (step.controlled.length === 0) return i18n.localize(`${KEY}.NoControl`);
      return step.controlled
        .map((c) =>
          c.targets.length === 0
            ? i18n.format(`${KEY}.ControlNone`, { name: naming.nameOf(c.figureId) })
            : i18n.format(`${KEY}.Control`, {
                name: naming.nameOf(c.figureId),
                targets: listNames(c.targets.map(naming.nameOf), i18n),
              }),
        )
        .join("; ");
    case "narrated":
      return byHandWords(i18n, step.what);
  }
}
