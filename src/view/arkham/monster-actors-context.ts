import type { Localizer } from "../i18n";
import { setLabel } from "./labels";
import type { MonsterTypeGroup } from "./monster-type-groups";

const K = "MONSTER_AUTOPILOT.Arkham.Pieces.Actors";

/** A world actor as the monster-type pickers list it. */
export interface ActorOption {
  readonly id: string;
  readonly name: string;
}

/** One type's markers in the scene's cup (the game state's cup entries). */
export interface CupTypeInput {
  readonly typeId: string;
  readonly name: string;
  readonly count: number;
}

/** What the Monster types section shows, already read by the Foundry side. */
export interface MonsterActorsInput {
  /** The preset types by game box. */
  readonly typeGroups: readonly MonsterTypeGroup[];
  /** The scene's cup, or null when the scene has no (valid) game state. */
  readonly cup: readonly CupTypeInput[] | null;
  readonly actors: readonly ActorOption[];
  /** The stored assignment, type id → actor id. */
  readonly assigned: ReadonlyMap<string, string>;
}

interface Choice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** One monster type's row: its actor picker ("" = plain token) and whether the assigned actor is gone. */
export interface MonsterActorRow {
  readonly typeId: string;
  readonly name: string;
  /** Markers of the type in the scene's cup, shown in words; "" outside the cup group. */
  readonly countText: string;
  /**
   * The picker's options as rendered: the plain token and the current choice (the assigned actor,
   * or the missing one). The window adds the world's actors (`actors`) when the GM opens a picker,
   * so that ~70 pickers do not each carry every actor.
   */
  readonly choices: readonly Choice[];
  readonly missing: boolean;
  /** Lower-case name and type id, matched by the window's filter without a re-render. */
  readonly search: string;
}

/** The rows of one group: the scene's cup, a game box, or types assigned earlier that no list holds. */
export interface MonsterActorGroup {
  readonly label: string;
  readonly rows: readonly MonsterActorRow[];
}

/** The Monster types section of the Pieces window (templates/arkham/pieces.hbs). */
export interface MonsterActorsContext {
  readonly groups: readonly MonsterActorGroup[];
  /** The world's actors by name, once for every picker. */
  readonly actors: readonly { readonly value: string; readonly label: string }[];
  /** "n of m monster types have an actor", with the missing ones named when there are any. */
  readonly summary: string;
  readonly anyMissing: boolean;
  readonly hasActors: boolean;
}

/**
 * Builds the Monster types section: which actor's prototype token each monster type's created tokens
 * use (MY-3.6, MY-4.3 place them; monster-tokens.ts builds them), the scene's cup first, then every
 * preset type by game box, then stored assignments of types neither lists (so they can be cleared).
 * An assigned actor that no longer exists stays selected as missing: its type gets plain tokens.
 */
export function buildMonsterActorsContext(input: MonsterActorsInput, i18n: Localizer): MonsterActorsContext {
  const actors = [...input.actors].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const names = new Map(actors.map((a) => [a.id, a.name]));
  const presets = new Map(input.typeGroups.flatMap((g) => g.types.map((t) => [t.id, g.set] as const)));
  const listed = new Set<string>();
  let missingCount = 0;

  const row = (typeId: string, name: string, countText: string): MonsterActorRow => {
    listed.add(typeId);
    const actorId = input.assigned.get(typeId);
    const missing = actorId !== undefined && !names.has(actorId);
    if (missing) missingCount++;
    const current =
      actorId === undefined
        ? []
        : [
            {
              value: actorId,
              label: names.get(actorId) ?? i18n.format(`${K}.Missing`, { id: actorId }),
              selected: true,
            },
          ];
    const choices: Choice[] = [
      { value: "", label: i18n.localize(`${K}.Plain`), selected: actorId === undefined },
      ...current,
    ];
    return { typeId, name, countText, choices, missing, search: `${name} ${typeId}`.toLowerCase() };
  };

  const groups: MonsterActorGroup[] = [];
  if (input.cup !== null && input.cup.length > 0) {
    const inCup = new Map(input.cup.map((e) => [e.typeId, e]));
    groups.push({
      label: i18n.localize(`${K}.Cup`),
      rows: [...inCup.values()].map((entry) => {
        const set = presets.get(entry.typeId);
        const name =
          set === undefined || set === "base"
            ? entry.name
            : i18n.format("MONSTER_AUTOPILOT.Arkham.Pieces.NameInSet", {
                name: entry.name,
                set: setLabel(set, i18n),
              });
        return row(entry.typeId, name, i18n.format(`${K}.Count`, { count: entry.count }));
      }),
    });
  }
  for (const group of input.typeGroups) {
    const rows = group.types.filter((t) => !listed.has(t.id)).map((t) => row(t.id, t.name, ""));
    if (rows.length > 0) groups.push({ label: group.label, rows });
  }
  const others = [...input.assigned.keys()].filter((id) => !listed.has(id)).sort();
  if (others.length > 0)
    groups.push({ label: i18n.localize(`${K}.Other`), rows: others.map((id) => row(id, id, "")) });

  const total = listed.size;
  const withActor = [...listed].filter((id) => input.assigned.has(id)).length - missingCount;
  const summary = i18n.format(missingCount > 0 ? `${K}.SummaryMissing` : `${K}.Summary`, {
    assigned: withActor,
    total,
    missing: missingCount,
  });
  return {
    groups,
    actors: actors.map((a) => ({ value: a.id, label: a.name })),
    summary,
    anyMissing: missingCount > 0,
    hasActors: actors.length > 0,
  };
}
