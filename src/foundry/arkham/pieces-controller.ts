import { monsterTypes } from "../../core/arkham";
import { groupMonsterTypes } from "../../view/arkham";
import {
  buildMonsterActorsContext,
  buildPiecesContext,
  type MonsterActorsContext,
  type MonsterTypeGroup,
  type PieceInput,
  type PiecesContext,
} from "../../view/arkham";
import type { Localizer } from "../../view";
import { MODULE_ID } from "../constants";
import type { PieceRole } from "./flag-types";
import { readGameStateFlag } from "./game-state/state-flag";
import { assignedMonsterActors, assignMonsterActor, droppedActorId } from "./monster-actors";
import {
  monsterFlagForChoice,
  readMonsterFlag,
  writeMonsterFlag,
  type MonsterFlagStore,
} from "./monster-flag";
import type { PieceReading } from "./read-pieces";
import { readArkhamScene } from "./scene-reading";

/** A piece reading as the Pieces window lists it. */
export function pieceInput(piece: PieceReading, areaName: (id: string) => string): PieceInput {
  const flag = piece.token.monsterFlag;
  return {
    tokenId: piece.token.id,
    name: piece.token.name,
    role: piece.role,
    roleFlag: piece.token.roleFlag ?? null,
    areaName: piece.areaId === null ? null : areaName(piece.areaId),
    ambiguousAreas: piece.ambiguousAreas.map(areaName),
    monster:
      piece.identity === undefined
        ? null
        : {
            name: piece.identity.name,
            set: piece.identity.set ?? null,
            dimension: piece.identity.dimension,
            movement: piece.identity.movement,
            source: piece.identity.source,
          },
    monsterChoice: flag === undefined ? null : "presetId" in flag ? flag.presetId : "custom",
    sneak: piece.sneak?.kind === "known" ? { value: piece.sneak.sneak, source: piece.sneak.source } : null,
    sneakOverride: typeof piece.token.sneakOverride === "number" ? piece.token.sneakOverride : null,
  };
}

/** The Pieces window's context: the scene's pieces and the monster types' actors. */
export type PiecesWindowContext = PiecesContext & { readonly monsterActors: MonsterActorsContext };

/** The cup of a scene's game state, or null when it has none (or a damaged one). */
function sceneCup(scene: Scene.Implementation | undefined) {
  const read = readGameStateFlag(scene?.getFlag(MODULE_ID, "arkhamState"));
  return read.kind === "ok" ? read.state.cup : null;
}

/**
 * The Pieces window's reads and writes: token roles, monster types and Sneak overrides in token
 * flags; each monster type's actor in the world setting (monster-actors.ts).
 */
export class PiecesController {
  constructor(
    private readonly i18n: Localizer,
    private readonly sneakPath: () => string,
  ) {}

  #token(tokenId: string): TokenDocument.Implementation | undefined {
    return (canvas?.scene ?? game.scenes?.viewed)?.tokens.get(tokenId);
  }

  /** The window's context for the viewed scene. */
  context(): PiecesWindowContext {
    const scene = canvas?.scene ?? game.scenes?.viewed ?? undefined;
    const groups = groupMonsterTypes(monsterTypes(), this.i18n);
    return { ...this.#pieces(scene, groups), monsterActors: this.#monsterActors(scene, groups) };
  }

  #monsterActors(scene: Scene.Implementation | undefined, groups: readonly MonsterTypeGroup[]) {
    return buildMonsterActorsContext(
      {
        typeGroups: groups,
        cup: sceneCup(scene),
        actors: (game.actors?.contents ?? []).map((a) => ({ id: a.id ?? "", name: a.name ?? "" })),
        assigned: assignedMonsterActors(),
      },
      this.i18n,
    );
  }

  #pieces(scene: Scene.Implementation | undefined, groups: readonly MonsterTypeGroup[]): PiecesContext {
    const path = this.sneakPath();
    if (scene === undefined) return buildPiecesContext([], groups, path, this.i18n);
    const reading = readArkhamScene(scene, path);
    const names = new Map((reading.board?.areas ?? []).map((a) => [a.id, a.name ?? a.id]));
    const areaName = (id: string) => names.get(id) ?? id;
    return buildPiecesContext(
      reading.pieces.map((p) => pieceInput(p, areaName)),
      groups,
      path,
      this.i18n,
    );
  }

  /** Sets a token's role, or makes it automatic again (empty value). */
  async setRole(tokenId: string, role: string): Promise<void> {
    const token = this.#token(tokenId);
    if (token === undefined) return;
    if (role === "investigator" || role === "monster" || role === "ignore")
      await token.setFlag(MODULE_ID, "arkhamRole", role satisfies PieceRole);
    else await token.unsetFlag(MODULE_ID, "arkhamRole");
  }

  /** Sets a monster token's type: "" = detect from the name, "custom" = custom dimension and movement, else a preset type id. */
  async setMonsterType(tokenId: string, choice: string): Promise<void> {
    const token = this.#token(tokenId);
    if (token === undefined) return;
    const store: MonsterFlagStore = {
      read: () => token.getFlag(MODULE_ID, "arkhamMonster"),
      set: (flag) => token.setFlag(MODULE_ID, "arkhamMonster", flag),
      unset: () => token.unsetFlag(MODULE_ID, "arkhamMonster"),
    };
    await writeMonsterFlag(store, monsterFlagForChoice(choice));
  }

  /** Changes the dimension or movement of a custom monster type. */
  async setCustom(tokenId: string, part: "dimension" | "movement", value: string): Promise<void> {
    const token = this.#token(tokenId);
    const flag = readMonsterFlag(token?.getFlag(MODULE_ID, "arkhamMonster"));
    if (token === undefined || flag === undefined || "presetId" in flag) return;
    await token.setFlag(MODULE_ID, "arkhamMonster", { ...flag, [part]: value });
  }

  /** Sets a token's Sneak override, or clears it (empty or not a whole number). */
  async setSneak(tokenId: string, value: string): Promise<void> {
    const token = this.#token(tokenId);
    if (token === undefined) return;
    const sneak = Number(value);
    if (value.trim() !== "" && Number.isInteger(sneak)) await token.setFlag(MODULE_ID, "arkhamSneak", sneak);
    else await token.unsetFlag(MODULE_ID, "arkhamSneak");
  }

  /** Gives a monster type the actor whose prototype token its created tokens use ("" = a plain token). */
  async assignActor(typeId: string, actorId: string): Promise<void> {
    if (typeId === "") return;
    await assignMonsterActor(typeId, actorId === "" ? null : actorId);
  }

  /** Assigns the world actor dropped onto a monster type's row; false when the drop was no world actor. */
  async dropActor(typeId: string, data: unknown): Promise<boolean> {
    const actorId = droppedActorId(data, (id) => game.actors?.get(id) !== undefined);
    if (actorId === undefined || typeId === "") return false;
    await assignMonsterActor(typeId, actorId);
    return true;
  }
}
