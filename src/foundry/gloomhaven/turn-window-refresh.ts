// The Monster turn window computing again after something changed outside its controls: the
// monster's stat line (the Monster data form), the scene (walls, doors, tokens, an undo), and the
// ability part's totals while the GM types. The first two return the parts the window re-renders.
import { buildAbilityEditor } from "../../view/gloomhaven";
import type { MonsterTurnInput } from "./monster-turn-input";
import { reloadSequence } from "./sequence/sequence-window-part";
import { setOutput } from "./turn-window-dom";

/**
 * Takes the monster's edited stat line into the ability (base move, base range, flying) and
 * recomputes; a sequence card is built again on it and solved again unless its playback has begun.
 */
export function reloadStatLine(input: MonsterTurnInput): string[] {
  const { controller, sequence } = input;
  if (sequence) {
    reloadSequence(sequence, input.readSequence?.() ?? null);
    return ["header", "sequence", "footer"];
  }
  const data = input.readData();
  controller.setForm({ ...controller.form, baseMove: data.move, baseRange: data.range, flying: data.flying });
  controller.recompute(true);
  return ["header", "ability", "options", "footer"];
}

/**
 * Recomputes after an edit elsewhere on the scene (a wall, a door, a token) unless a move is
 * pending or done (no parts then). After an undo made outside the window (the keybinding) a moved
 * window computes again too: its token may be back where the window's options start.
 */
export function refreshAfterSceneEdit(input: MonsterTurnInput, afterUndo: boolean): string[] {
  const { controller, sequence } = input;
  if (sequence) {
    if (sequence.busy || (sequence.playing && !afterUndo)) return [];
    sequence.recompute();
    return ["sequence", "footer"];
  }
  if (controller.state.busy || (controller.state.moved && !afterUndo)) return [];
  controller.recompute(true);
  return ["options", "footer"];
}

/** Keeps the ability part's "base ± X = total" outputs current while the GM types. */
export function updateAbilityOutputs(element: HTMLElement, input: MonsterTurnInput): void {
  const { attack, move } = buildAbilityEditor(input.controller.form, { orientation: input.orientation });
  const melee = input.i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.Melee");
  setOutput(element, "moveTotal", String(move.total));
  setOutput(element, "range", attack.melee ? melee : String(attack.range));
}
