import {
  DIMENSION_SYMBOLS,
  MOVEMENT_TYPES,
  type DimensionSymbol,
  type MovementType,
} from "../../core/arkham";
import type { Localizer } from "../i18n";
import { MOVEMENT_LABEL_KEYS, setLabel, SYMBOL_LABEL_KEYS } from "./labels";
import type { MonsterTypeGroup } from "./monster-type-groups";

const K = "MONSTER_AUTOPILOT.Arkham.Pieces";

/** One token as the Pieces window lists it, already read by the Foundry side. */
export interface PieceInput {
  readonly tokenId: string;
  readonly name: string;
  readonly role: "investigator" | "monster" | "ignore";
  /** The GM's role flag, or null when the role is automatic (player-owned = investigator). */
  readonly roleFlag: "investigator" | "monster" | "ignore" | null;
  readonly areaName: string | null;
  /** Area names when the token's centre is in regions of several areas. */
  readonly ambiguousAreas: readonly string[];
  /** Monster: the type in use, or null when unknown. */
  readonly monster: {
    readonly name: string;
    /** The preset type's game box; null for a custom type. */
    readonly set: string | null;
    readonly dimension: DimensionSymbol;
    readonly movement: MovementType;
    readonly source: "flag" | "custom" | "detected";
  } | null;
  /** Monster: the preset type id set by flag, "custom" for a custom type, or null for auto-detection. */
  readonly monsterChoice: string | null;
  readonly sneak: { readonly value: number; readonly source: "override" | "actor" } | null;
  readonly sneakOverride: number | null;
}

interface Choice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** One row of the Pieces window. */
export interface PieceRow extends PieceInput {
  readonly isMonster: boolean;
  readonly isInvestigator: boolean;
  readonly isCustom: boolean;
  readonly roles: readonly Choice[];
  /** Detect from name, custom, and an unknown stored type id (shown so it is not mistaken for detection). */
  readonly types: readonly Choice[];
  /** The preset types by game box (one optgroup each). */
  readonly typeGroups: readonly { readonly label: string; readonly types: readonly Choice[] }[];
  readonly dimensions: readonly Choice[];
  readonly movements: readonly Choice[];
  readonly monsterText: string;
  readonly sneakText: string;
  readonly areaText: string;
  readonly warning: boolean;
}

/** The Pieces window's template context (templates/arkham/pieces.hbs). */
export interface PiecesContext {
  readonly rows: readonly PieceRow[];
  readonly sneakPath: string;
}

/** Builds the Pieces window's context: role, area, monster type (preset by id / custom / detected) and Sneak of each token. */
export function buildPiecesContext(
  pieces: readonly PieceInput[],
  typeGroups: readonly MonsterTypeGroup[],
  sneakPath: string,
  i18n: Localizer,
): PiecesContext {
  const known = new Set(typeGroups.flatMap((g) => g.types.map((t) => t.id)));
  const rows = pieces.map((piece): PieceRow => {
    const isCustom = piece.monsterChoice === "custom";
    const choice = (value: string, label: string, selected: boolean): Choice => ({ value, label, selected });
    const areaText =
      piece.ambiguousAreas.length > 0
        ? i18n.format(`${K}.Ambiguous`, { areas: piece.ambiguousAreas.join(", ") })
        : (piece.areaName ?? i18n.localize(`${K}.NoArea`));
    const monsterText =
      piece.monster === null
        ? i18n.localize(`${K}.UnknownMonster`)
        : i18n.format(`${K}.MonsterType`, {
            name:
              piece.monster.set === null || piece.monster.set === "base"
                ? piece.monster.name
                : i18n.format(`${K}.NameInSet`, {
                    name: piece.monster.name,
                    set: setLabel(piece.monster.set, i18n),
                  }),
            dimension: i18n.localize(SYMBOL_LABEL_KEYS[piece.monster.dimension]),
            movement: i18n.localize(MOVEMENT_LABEL_KEYS[piece.monster.movement]),
          });
    const sneakText =
      piece.sneak === null
        ? i18n.localize(`${K}.SneakUnknown`)
        : i18n.format(piece.sneak.source === "override" ? `${K}.SneakOverride` : `${K}.SneakActor`, {
            value: piece.sneak.value,
          });
    return {
      ...piece,
      isMonster: piece.role === "monster",
      isInvestigator: piece.role === "investigator",
      isCustom,
      roles: [
        choice("", i18n.localize(`${K}.RoleAuto`), piece.roleFlag === null),
        choice("investigator", i18n.localize(`${K}.RoleInvestigator`), piece.roleFlag === "investigator"),
        choice("monster", i18n.localize(`${K}.RoleMonster`), piece.roleFlag === "monster"),
        choice("ignore", i18n.localize(`${K}.RoleIgnore`), piece.roleFlag === "ignore"),
      ],
      types: [
        choice("", i18n.localize(`${K}.TypeAuto`), piece.monsterChoice === null),
        choice("custom", i18n.localize(`${K}.TypeCustom`), isCustom),
        ...(piece.monsterChoice !== null && !isCustom && !known.has(piece.monsterChoice)
          ? [choice(piece.monsterChoice, i18n.format(`${K}.UnknownType`, { id: piece.monsterChoice }), true)]
          : []),
      ],
      typeGroups: typeGroups.map((group) => ({
        label: group.label,
        types: group.types.map((t) => choice(t.id, t.name, piece.monsterChoice === t.id)),
      })),
      dimensions: DIMENSION_SYMBOLS.map((id) =>
        choice(id, i18n.localize(SYMBOL_LABEL_KEYS[id]), piece.monster?.dimension === id),
      ),
      movements: MOVEMENT_TYPES.map((id) =>
        choice(id, i18n.localize(MOVEMENT_LABEL_KEYS[id]), piece.monster?.movement === id),
      ),
      monsterText,
      sneakText,
      areaText,
      warning:
        piece.role !== "ignore" &&
        (piece.areaName === null ||
          (piece.role === "monster" && piece.monster === null) ||
          (piece.role === "investigator" && piece.sneak === null)),
    };
  });
  return { rows, sneakPath };
}
