import type { InvestigatorInput, MonsterInput } from "../../core/arkham";
import type { SetupWarning } from "../../view/arkham";
import type { MonsterFlag, PieceRole } from "./flag-types";
import type { Point, Rect } from "./geometry";
import { identifyMonster, type MonsterIdentity } from "./monster-identity";
import { readSneak, type SneakReading } from "./sneak";
import { locateTokens, type AreaRegion } from "./token-areas";

/** A token as the Arkham reader sees it: the one conversion boundary from TokenDocument. */
export interface TokenSnapshot {
  readonly id: string;
  readonly name: string;
  readonly actorName: string | null;
  /** Footprint in pixels (x/y = top-left corner). */
  readonly rect: Rect;
  /** Centre point in pixels (`TokenDocument#getCenterPoint`). */
  readonly centre: Point;
  readonly elevation: number;
  readonly playerOwned: boolean;
  /** The actor, read by the Sneak data path. */
  readonly actor: unknown;
  readonly sneakOverride: unknown;
  readonly monsterFlag: MonsterFlag | undefined;
  readonly roleFlag: PieceRole | undefined;
}

/** One token read as a piece: its role, area, and monster identity or Sneak. */
export interface PieceReading {
  readonly token: TokenSnapshot;
  readonly role: PieceRole;
  /** The area holding its centre; null outside every area or in two. */
  readonly areaId: string | null;
  readonly ambiguousAreas: readonly string[];
  readonly identity: MonsterIdentity | undefined;
  readonly sneak: SneakReading | undefined;
}

/** A token's role: the GM's flag, else player-owned tokens are investigators and the rest monsters. */
export function roleOf(token: TokenSnapshot): PieceRole {
  return token.roleFlag ?? (token.playerOwned ? "investigator" : "monster");
}

/** Reads every token as a piece: role, area (centre in a bound region), monster identity or Sneak. */
export function readPieces(
  tokens: readonly TokenSnapshot[],
  regions: readonly AreaRegion[],
  sneakPath: string,
): PieceReading[] {
  const placed = tokens.map((t) => ({
    tokenId: t.id,
    name: t.name,
    centre: t.centre,
    elevation: t.elevation,
  }));
  const areas = locateTokens(placed, regions);
  const ambiguous = new Map(areas.ambiguous.map((a) => [a.token.tokenId, a.areaIds]));
  return tokens.map((token) => {
    const role = roleOf(token);
    return {
      token,
      role,
      areaId: areas.areaOf.get(token.id) ?? null,
      ambiguousAreas: ambiguous.get(token.id) ?? [],
      identity:
        role === "monster" ? identifyMonster(token.monsterFlag, [token.actorName, token.name]) : undefined,
      sneak: role === "investigator" ? readSneak(token.actor, sneakPath, token.sneakOverride) : undefined,
    };
  });
}

/** The pieces the core receives, and what kept others out (listed, never guessed). */
export interface MythosPieces {
  readonly monsters: readonly MonsterInput[];
  readonly investigators: readonly InvestigatorInput[];
  readonly warnings: readonly SetupWarning[];
  /** True when an investigator's Sneak is unknown: the moves are not computed (Sneak decides targets, rules §4). */
  readonly blocked: boolean;
}

/**
 * Turns piece readings into the core's monsters and investigators (token ids as piece ids).
 * Tokens outside every area are left out with a warning (investigators in Other Worlds are
 * meant to be); an unknown monster type or Sneak is reported, and unknown Sneak blocks the phase.
 */
export function toMythosPieces(
  readings: readonly PieceReading[],
  areaName: (id: string) => string,
): MythosPieces {
  const monsters: MonsterInput[] = [];
  const investigators: InvestigatorInput[] = [];
  const warnings: SetupWarning[] = [];
  let blocked = false;
  for (const piece of readings) {
    if (piece.role === "ignore") continue;
    const token = piece.token.name;
    if (piece.ambiguousAreas.length > 0) {
      warnings.push({ code: "token-ambiguous", token, areas: piece.ambiguousAreas.map(areaName) });
      continue;
    }
    if (piece.areaId === null) {
      warnings.push({ code: "token-outside", token });
      continue;
    }
    if (piece.role === "investigator") {
      if (piece.sneak?.kind === "known")
        investigators.push({ id: piece.token.id, at: piece.areaId, sneak: Math.round(piece.sneak.sneak) });
      else {
        warnings.push({ code: "sneak-unknown", token, path: piece.sneak?.path ?? "" });
        blocked = true;
      }
      continue;
    }
    if (piece.identity === undefined) {
      warnings.push({ code: "monster-unknown", token });
      continue;
    }
    const { name, dimension, movement, special } = piece.identity;
    monsters.push({
      id: piece.token.id,
      at: piece.areaId,
      dimension,
      movement,
      name,
      ...(special ? { special } : {}),
    });
  }
  return { monsters, investigators, warnings, blocked };
}
