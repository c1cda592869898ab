import type { MonsterType, MovementType } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { setLabel } from "./labels";

/** One preset monster type as a picker lists it: stored by its stable id, shown by name. */
export interface MonsterTypeOption {
  readonly id: string;
  readonly name: string;
  readonly movement: MovementType;
}

/** The preset types of one game box, under the box's localized name. */
export interface MonsterTypeGroup {
  readonly set: string;
  readonly label: string;
  readonly types: readonly MonsterTypeOption[];
}

/**
 * Groups preset monster types by game box for the type pickers (the sandbox's
 * Arkham tab): the base game first, then the expansions in the preset's order; names sorted within a box.
 */
export function groupMonsterTypes(types: readonly MonsterType[], i18n: Localizer): MonsterTypeGroup[] {
  const bySet = new Map<string, MonsterTypeOption[]>([["base", []]]);
  for (const { id, name, movement, set } of types)
    bySet.set(set, [...(bySet.get(set) ?? []), { id, name, movement }]);
  return [...bySet]
    .filter(([, options]) => options.length > 0)
    .map(([set, options]) => ({
      set,
      label: setLabel(set, i18n),
      types: [...options].sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
