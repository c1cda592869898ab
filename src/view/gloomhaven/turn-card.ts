import type { Figure, MonsterAction } from "../../core/gloomhaven";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import { formatTurnOrder } from "./explain-turn";

const KEY = {
  Move: "MONSTER_AUTOPILOT.HexAnswer.Card.Move",
  Jump: "MONSTER_AUTOPILOT.HexAnswer.Card.Jump",
  Teleport: "MONSTER_AUTOPILOT.HexAnswer.Card.Teleport",
  Flying: "MONSTER_AUTOPILOT.HexAnswer.Card.Flying",
  Attack: "MONSTER_AUTOPILOT.HexAnswer.Card.Attack",
  NoAttack: "MONSTER_AUTOPILOT.HexAnswer.Card.NoAttack",
  Melee: "MONSTER_AUTOPILOT.HexAnswer.Card.Melee",
  Range: "MONSTER_AUTOPILOT.HexAnswer.Card.Range",
  Target: "MONSTER_AUTOPILOT.HexAnswer.Card.Target",
  TargetAll: "MONSTER_AUTOPILOT.HexAnswer.Card.TargetAll",
  Area: "MONSTER_AUTOPILOT.HexAnswer.Card.Area",
} as const;

/** One entry of the turn-order strip: a figure's name and initiative, the acting monster marked. */
export interface TurnOrderEntry {
  readonly name: string;
  readonly order: string;
  readonly side: Figure["side"];
  readonly active: boolean;
}

/**
 * The ability as a monster card reads (IN-1..IN-4): "Move 3 · Attack · Range 3 · Target 2", with
 * jump, flying, the area and the conditions that change the turn.
 */
export function abilityCard(i18n: Localizer, action: MonsterAction): string[] {
  const parts: string[] = [];
  if (action.move > 0) parts.push(i18n.format(KEY.Move, { n: action.move }));
  if (action.mode === "jump") parts.push(i18n.localize(KEY.Jump));
  if (action.mode === "teleport") parts.push(i18n.localize(KEY.Teleport));
  if (action.flying) parts.push(i18n.localize(KEY.Flying));
  const attack = action.attack;
  if (!attack) parts.push(i18n.localize(KEY.NoAttack));
  else {
    parts.push(i18n.localize(KEY.Attack));
    parts.push(attack.range === 0 ? i18n.localize(KEY.Melee) : i18n.format(KEY.Range, { n: attack.range }));
    if (attack.targets === "all") parts.push(i18n.localize(KEY.TargetAll));
    else if (attack.targets > 1) parts.push(i18n.format(KEY.Target, { n: attack.targets }));
    if (attack.area) parts.push(formatCount(i18n, KEY.Area, attack.area.hexes.length));
  }
  for (const [condition, on] of Object.entries(action.conditions ?? {}))
    if (on) parts.push(i18n.localize(`MONSTER_AUTOPILOT.HexAnswer.Card.Condition.${condition}`));
  return parts;
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return (a.length === 0 ? 1 : 0) - (b.length === 0 ? 1 : 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The figures in initiative order (BM-15), as Gloomhaven trackers show them: "C2 12 · C1 45 · M1 —". */
export function turnOrderStrip(
  figures: readonly Figure[],
  activeId: string,
  nameOf: (id: string) => string,
): TurnOrderEntry[] {
  return [...figures]
    .sort((a, b) => compareOrder(a.turnOrder, b.turnOrder))
    .map((f) => ({
      name: nameOf(f.id),
      order: formatTurnOrder(f.turnOrder),
      side: f.side,
      active: f.id === activeId,
    }));
}
