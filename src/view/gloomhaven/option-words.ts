import { hexDistance, type Hex } from "../../core/hex";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import { listNames } from "./explain-turn";
import type { TargetChoice } from "./option-groups";

const KEY = {
  NoAttack: "MONSTER_AUTOPILOT.HexAnswer.NoAttack",
  Attack: "MONSTER_AUTOPILOT.HexAnswer.Attack",
  AttackAny: "MONSTER_AUTOPILOT.HexAnswer.AttackAny",
  AttackThenAny: "MONSTER_AUTOPILOT.HexAnswer.AttackThenAny",
  AttackThenOne: "MONSTER_AUTOPILOT.HexAnswer.AttackThenOne",
  Including: "MONSTER_AUTOPILOT.HexAnswer.Including",
  AttackGroups: "MONSTER_AUTOPILOT.HexAnswer.AttackGroups",
  SetSeparator: "MONSTER_AUTOPILOT.HexAnswer.SetSeparator",
  Disadvantage: "MONSTER_AUTOPILOT.HexAnswer.Disadvantage",
  Stay: "MONSTER_AUTOPILOT.HexAnswer.Stay",
  Move: "MONSTER_AUTOPILOT.HexAnswer.Move",
  Points: "MONSTER_AUTOPILOT.HexAnswer.Points",
  NextTo: "MONSTER_AUTOPILOT.HexAnswer.Place.NextTo",
  From: "MONSTER_AUTOPILOT.HexAnswer.Place.From",
  Hex: "MONSTER_AUTOPILOT.HexAnswer.Place.Hex",
} as const;

/** Beyond this many target sets a row counts them; the full list shows each. */
const MAX_LISTED_SETS = 4;

/** A figure as places are named from it. */
export interface Landmark {
  readonly id: string;
  readonly at: Hex;
}

/** "Moves 3 hexes" / "Stays where it is", with the movement points when they differ from the hexes (difficult terrain, MV-4). */
export function moveWords(i18n: Localizer, path: readonly Hex[], movementSpent: number): string {
  const steps = path.length - 1;
  if (steps <= 0) return i18n.localize(KEY.Stay);
  const moved = formatCount(i18n, KEY.Move, steps);
  return movementSpent !== steps ? `${moved} ${formatCount(i18n, KEY.Points, movementSpent)}` : moved;
}

/**
 * The players' target choice in words, as the rule states it (AT-1, AT-3): "Attacks Brute, then
 * any 3 of C2, C3, C6 and C7"; `marked` names a target (e.g. "Brute (with disadvantage)").
 */
export function targetWords(i18n: Localizer, choice: TargetChoice, marked: (id: string) => string): string {
  const collator = new Intl.Collator(i18n.lang ?? "en", { numeric: true });
  const names = (ids: readonly string[], joiner: "and" | "or" = "and"): string =>
    listNames(
      ids.map(marked).sort((a, b) => collator.compare(a, b)),
      i18n,
      joiner,
    );
  switch (choice.kind) {
    case "none":
      return i18n.localize(KEY.NoAttack);
    case "fixed":
      return i18n.format(KEY.Attack, { targets: names(choice.targets) });
    case "list":
      // Sets are separated by "; or" so that the "and" inside a set stays unambiguous.
      return choice.sets.length > MAX_LISTED_SETS
        ? formatCount(i18n, KEY.AttackGroups, choice.sets.length)
        : i18n.format(KEY.Attack, {
            targets: choice.sets.map((set) => names(set)).join(i18n.localize(KEY.SetSeparator)),
          });
    case "any": {
      const text =
        choice.count === 1
          ? choice.always.length === 0
            ? i18n.format(KEY.Attack, { targets: names(choice.pool, "or") })
            : i18n.format(KEY.AttackThenOne, { always: names(choice.always), pool: names(choice.pool, "or") })
          : choice.always.length === 0
            ? formatCount(i18n, KEY.AttackAny, choice.count, { pool: names(choice.pool) })
            : formatCount(i18n, KEY.AttackThenAny, choice.count, {
                always: names(choice.always),
                pool: names(choice.pool),
              });
      return choice.including.length === 0
        ? text
        : i18n.format(KEY.Including, { text, names: names(choice.including, "or") });
    }
  }
}

/**
 * Where a move ends, said from the nearest of the given figures ("Ends next to Brute", "Ends 2
 * hexes from Tinkerer"); the coordinates go to the tooltip. Null when there is no figure to name.
 */
export function placeWords(
  i18n: Localizer,
  end: Hex,
  landmarks: readonly Landmark[],
  nameOf: (id: string) => string,
  hexLabel: (h: Hex) => string,
): { readonly text: string; readonly tooltip: string } | null {
  let best: { landmark: Landmark; distance: number } | null = null;
  for (const landmark of landmarks) {
    const distance = hexDistance(end, landmark.at);
    if (distance > 0 && (!best || distance < best.distance)) best = { landmark, distance };
  }
  if (!best) return null;
  const name = nameOf(best.landmark.id);
  return {
    text:
      best.distance === 1
        ? i18n.format(KEY.NextTo, { name })
        : formatCount(i18n, KEY.From, best.distance, { name }),
    tooltip: i18n.format(KEY.Hex, { hex: hexLabel(end) }),
  };
}
