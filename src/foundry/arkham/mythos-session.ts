import {
  findModifierId,
  presetModifiers,
  resolveMythosMovement,
  type Board,
  type MonsterDecision,
  type MythosCardInput,
  type MythosResult,
} from "../../core/arkham";
import { chosenOption, type MythosProgress } from "../../view/arkham";
import { monsterLabel, type PieceNames } from "../../view/arkham";
import type { SetupWarning } from "../../view/arkham";
import type { MythosChoiceFlag } from "./flag-types";
import type { MoveRequest } from "./plan-placements";
import { toMythosPieces, type PieceReading } from "./read-pieces";

/** The board and pieces of a scene, read once per computation (see scene-reading.ts). */
export interface SceneReading {
  readonly board: Board | undefined;
  readonly boardWarnings: readonly SetupWarning[];
  readonly pieces: readonly PieceReading[];
}

/** One computed Mythos movement step, frozen while the GM accepts its moves. */
export interface MythosPlan {
  readonly result: MythosResult | undefined;
  readonly warnings: readonly SetupWarning[];
  readonly names: PieceNames;
}

/** The Mythos card input for the core: the chosen preset card, else the hand-set symbols (rules §2). */
function cardInput(choice: MythosChoiceFlag): MythosCardInput {
  return choice.card !== null ? { card: choice.card } : { white: choice.white, black: choice.black };
}

/** Display names for a reading: printed area names and token names. */
export function namesFor(reading: SceneReading): PieceNames {
  const modifier = new Map(presetModifiers().map((m) => [findModifierId(m.card) ?? m.card, m.card]));
  const area = new Map((reading.board?.areas ?? []).map((a) => [a.id, a.name ?? a.id]));
  const token = new Map(reading.pieces.map((p) => [p.token.id, p.token.name]));
  // A monster's card names its type and its token's name (the nameplate on the canvas), as the sandbox does.
  const monster = new Map(
    reading.pieces.map((p) => [p.token.id, monsterLabel(p.identity?.name, p.token.name)]),
  );
  return {
    area: (id) => area.get(id) ?? id,
    monster: (id) => monster.get(id) ?? id,
    investigator: (id) => token.get(id) ?? id,
    modifier: (id) => modifier.get(id) ?? id,
  };
}

/**
 * Asks the core for this Mythos phase's movement from the scene as read: no board, a
 * broken board or an unknown Sneak stop it with the reasons listed; everything else goes to
 * `resolveMythosMovement` with token ids as piece ids.
 */
export function computeMythosPlan(reading: SceneReading, choice: MythosChoiceFlag): MythosPlan {
  const names = namesFor(reading);
  const pieces = toMythosPieces(reading.pieces, names.area);
  const warnings = [...reading.boardWarnings, ...pieces.warnings];
  if (reading.board === undefined || pieces.blocked) return { result: undefined, warnings, names };
  const result = resolveMythosMovement({
    board: reading.board,
    monsters: pieces.monsters,
    investigators: pieces.investigators,
    mythos: cardInput(choice),
    modifiers: choice.modifiers,
  });
  return { result, warnings, names };
}

/** The GM's progress through one plan: picks among tied options, accepted moves, rolled dice. */
export class MythosProgressTracker implements MythosProgress {
  readonly picks = new Map<string, number>();
  readonly accepted = new Set<string>();
  readonly rolls = new Map<string, number>();

  /** Forgets everything (a new plan was computed). */
  reset(): void {
    this.picks.clear();
    this.accepted.clear();
    this.rolls.clear();
  }

  /** The moves still to accept among `decisions`, limited to `only` when given (one monster's Accept). */
  pendingMoves(decisions: readonly MonsterDecision[], only?: string): MoveRequest[] {
    return movesToAccept(decisions, this, only);
  }
}

/**
 * The moves to accept among `decisions` (rules §3–4): each move or choice not yet accepted whose
 * option is known (the only one, or the first player's pick), limited to `only` when given; a
 * monster that stays where it is gives none.
 */
export function movesToAccept(
  decisions: readonly MonsterDecision[],
  progress: Pick<MythosProgress, "picks" | "accepted">,
  only?: string,
): MoveRequest[] {
  return decisions.flatMap((decision) => {
    if (decision.kind !== "move" && decision.kind !== "choose") return [];
    if (only !== undefined && decision.monsterId !== only) return [];
    if (progress.accepted.has(decision.monsterId)) return [];
    const index = chosenOption(decision, progress.picks);
    const option = index === undefined ? undefined : decision.options[index];
    return option === undefined || option.path.length === 0
      ? []
      : [{ tokenId: decision.monsterId, path: option.path }];
  });
}
