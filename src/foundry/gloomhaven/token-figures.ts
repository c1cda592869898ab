import type { Figure, Side } from "../../core/gloomhaven";
import { hexKey, type Hex } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven";
import type { HexGridIndex } from "./grid-layout";
import { insideRect } from "./playable-hexes";
import { linkSummons } from "./summon-links";
import type { CombatantSnapshot, PixelRect, TokenSnapshot } from "./scene-snapshot";

/** How tokens become figures (setting "recognition"): by disposition, or only tokens carrying the side flag. */
export type Recognition = "disposition" | "flag-only";

/** Values of the per-token override flag `flags.monster-autopilot.side`. */
export type SideOverride = Side | "ignore";
export const SIDE_OVERRIDES: readonly SideOverride[] = ["monster", "character", "summon", "ignore"];

const HOSTILE = -1;
const FRIENDLY = 1;

/** Status effect ids that hide a figure from monsters (BM-14), besides a GM-hidden token. */
const INVISIBLE_STATUSES: readonly string[] = ["invisible"];

/**
 * The side of a token (BM-13): the token's override flag if set; a token "Summoned by" a character
 * is a summon; otherwise, by disposition, player-owned tokens are characters, hostile tokens
 * monsters and other friendly tokens summons.
 * Neutral and secret tokens are not figures. null = not a figure.
 */
export function sideOf(
  token: TokenSnapshot,
  recognition: Recognition,
): { side: Side | null; problem?: Message } {
  const flag = token.sideFlag;
  if (flag !== undefined && flag !== null && flag !== "") {
    const side = SIDE_OVERRIDES.find((s) => s === flag);
    if (!side)
      return {
        side: null,
        problem: message("MONSTER_AUTOPILOT.Hex.Scene.BadSideFlag", {
          token: token.name,
          value: String(flag),
        }),
      };
    return { side: side === "ignore" ? null : side };
  }
  if (typeof token.summonerFlag === "string" && token.summonerFlag !== "") return { side: "summon" };
  if (recognition === "flag-only") return { side: null };
  if (token.hasPlayerOwner) return { side: "character" };
  if (token.disposition === HOSTILE) return { side: "monster" };
  if (token.disposition === FRIENDLY) return { side: "summon" };
  return { side: null };
}

/**
 * Turn-order keys from the combat tracker (BM-15): the position in the tracker's order, with
 * combatants of equal initiative sharing a position (a tie the players decide). Tokens not in the
 * combat, or without initiative, get an empty key.
 */
export function turnOrderKeys(combatants: readonly CombatantSnapshot[]): Map<string, number[]> {
  const keys = new Map<string, number[]>();
  let rank = 0;
  let previous: number | null = null;
  combatants.forEach((c, position) => {
    if (c.initiative === null) return;
    if (previous === null || c.initiative !== previous) rank = position;
    previous = c.initiative;
    if (c.tokenId && !keys.has(c.tokenId)) keys.set(c.tokenId, [rank]);
  });
  return keys;
}

/** Figures read from the scene's tokens, and what went wrong with the ones that could not be read. */
export interface TokenReading {
  readonly figures: Figure[];
  readonly problems: Message[];
  readonly warnings: Message[];
}

/**
 * Tokens to figures (BM-12..BM-15): side, hex (the hex under the token's centre), turn order,
 * invisibility (a GM-hidden token or an "invisible" status cannot be focused) and a summon's
 * summoner (linkSummons). A token outside the
 * scene is left out with a warning, the acting token outside it is an error; a figure on a hex that
 * is not playable (a wall hex) or sharing a hex is an error naming the tokens.
 */
export function readTokenFigures(
  tokens: readonly TokenSnapshot[],
  combatants: readonly CombatantSnapshot[],
  context: {
    readonly index: HexGridIndex;
    readonly sceneRect: PixelRect;
    readonly playable: ReadonlySet<string>;
    readonly recognition: Recognition;
    readonly activeTokenId: string;
  },
): TokenReading {
  const { index, sceneRect, playable, recognition, activeTokenId } = context;
  const orders = turnOrderKeys(combatants);
  const figures: Figure[] = [];
  const problems: Message[] = [];
  const warnings: Message[] = [];
  const occupied = new Map<string, TokenSnapshot>();
  for (const token of tokens) {
    const active = token.id === activeTokenId;
    const { side: read, problem } = sideOf(token, recognition);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (!read && !active) continue;
    if (active && read === "character") {
      problems.push(message("MONSTER_AUTOPILOT.Hex.Scene.ActiveIsCharacter", { token: token.name }));
      continue;
    }
    if (active && !read)
      warnings.push(message("MONSTER_AUTOPILOT.Hex.Scene.ActiveNotRecognised", { token: token.name }));
    const side: Side = read ?? "monster";
    if (!insideRect(token.center, sceneRect)) {
      const m = message("MONSTER_AUTOPILOT.Hex.Scene.TokenOutside", { token: token.name });
      (active ? problems : warnings).push(m);
      continue;
    }
    const at: Hex = index.hexAt(token.center);
    if (!playable.has(hexKey(at))) {
      problems.push(
        message("MONSTER_AUTOPILOT.Hex.Scene.TokenOnWall", { token: token.name, hex: index.label(at) }),
      );
      continue;
    }
    if (token.width !== 1 || token.height !== 1)
      warnings.push(
        message("MONSTER_AUTOPILOT.Hex.Scene.TokenLarge", { token: token.name, hex: index.label(at) }),
      );
    const other = occupied.get(hexKey(at));
    if (other) {
      problems.push(
        message("MONSTER_AUTOPILOT.Hex.Scene.SharedHex", {
          token: token.name,
          other: other.name,
          hex: index.label(at),
        }),
      );
      continue;
    }
    occupied.set(hexKey(at), token);
    const invisible = token.hidden || INVISIBLE_STATUSES.some((s) => token.statuses.has(s));
    figures.push({
      id: token.id,
      at,
      side,
      turnOrder: orders.get(token.id) ?? [],
      name: token.name,
      ...(invisible ? { invisible: true } : {}),
    });
  }
  const links = linkSummons(figures, tokens);
  return { figures: links.figures, problems, warnings: [...warnings, ...links.warnings] };
}
