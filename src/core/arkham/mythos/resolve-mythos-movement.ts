import type { AreaId } from "../model";
import { checkInput } from "./check-input";
import { decideMonster } from "./decide-monster";
import { MODIFIER_RULINGS, createEnvironment } from "./modifiers";
import type { MoveContext } from "./plan";
import type { MythosInput, MythosResult, MythosWarning, TargetArea } from "./types";

/**
 * Mythos phase step 3 (spec §2–5): for every monster on the board, stays / moves along a path /
 * several options for the first player / an effect / resolve by hand, each with its reason.
 * Pure and deterministic; bad input comes back as `{kind: "invalid", problems}`.
 */
export function resolveMythosMovement(input: MythosInput): MythosResult {
  const checked = checkInput(input);
  if (!checked.ok) return { kind: "invalid", problems: checked.problems };
  const { monsters, investigators, card, modifiers } = checked.value;
  const ctx: MoveContext = {
    board: input.board,
    env: createEnvironment(new Set(modifiers)),
    investigatorsAt: groupInvestigators(investigators),
    investigatorIds: investigators.map((i) => i.id).sort(),
  };
  return {
    kind: "resolved",
    card,
    modifiers,
    decisions: monsters.map((monster) => decideMonster(ctx, card, monster)),
    warnings: modifierWarnings(modifiers),
  };
}

function groupInvestigators(investigators: MythosInput["investigators"]): Map<AreaId, TargetArea> {
  const byArea = new Map<AreaId, { ids: string[]; sneak: number }>();
  for (const inv of investigators) {
    const entry = byArea.get(inv.at);
    if (entry === undefined) byArea.set(inv.at, { ids: [inv.id], sneak: inv.sneak });
    else {
      entry.ids.push(inv.id);
      entry.sneak = Math.min(entry.sneak, inv.sneak);
    }
  }
  return new Map(
    [...byArea].map(([area, { ids, sneak }]) => [area, { area, investigatorIds: ids.sort(), sneak }]),
  );
}

function modifierWarnings(modifiers: readonly string[]): MythosWarning[] {
  const warnings: MythosWarning[] = [];
  for (const id of Object.values(MODIFIER_RULINGS)) {
    if (modifiers.includes(id.id) && !id.modelled)
      warnings.push({ code: "modifier-not-modelled", modifier: id.id, ruling: id.id });
  }
  if (modifiers.includes("deathly-still") && modifiers.includes("good-traveling-conditions"))
    warnings.push({
      code: "modifier-conflict",
      modifier: "good-traveling-conditions",
      ruling: "deathly-still",
    });
  return warnings;
}
