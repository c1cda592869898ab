// An independent checker of an option's path (MV-1, MV-2, MV-8) for the property tests.
import { directionTo, hexDistance, hexKey, sameHex, type Hex } from "../../../src/core/hex";
import type { TurnOption } from "../../../src/core/gloomhaven";
import type { GloomhavenCase } from "../../../src/core/gloomhaven-cases";

/** Returns why the option's path is illegal for the case's movement mode, or null when it is legal. */
export function pathProblem(c: GloomhavenCase, option: TurnOption): string | null {
  const { board, figures, activeId } = c.scenario;
  const mover = figures.find((f) => f.id === activeId)!;
  const playable = new Set(board.hexes.map(hexKey));
  const kinds = new Map<string, Set<string>>();
  for (const t of board.terrain) kinds.set(hexKey(t.at), (kinds.get(hexKey(t.at)) ?? new Set()).add(t.kind));
  const has = (h: Hex, kind: string): boolean => kinds.get(hexKey(h))?.has(kind) === true;
  const walled = (a: Hex, b: Hex): boolean =>
    board.thinWalls.some(([p, q]) => (sameHex(p, a) && sameHex(q, b)) || (sameHex(p, b) && sameHex(q, a)));
  const others = figures.filter((f) => f.id !== activeId);
  const enemyAt = (h: Hex): boolean =>
    others.some((f) => sameHex(f.at, h) && (f.side === "monster") !== (mover.side === "monster"));
  const figureAt = (h: Hex): boolean => others.some((f) => sameHex(f.at, h));
  const negative = (h: Hex): number => (!c.action.flying && (has(h, "trap") || has(h, "hazardous")) ? 1 : 0);
  const path = option.path;
  if (!sameHex(path[0]!, mover.at) || !sameHex(path[path.length - 1]!, option.endHex))
    return "path does not run from the start to the end hex";
  const end = option.endHex;
  if (!sameHex(end, mover.at) && (figureAt(end) || (!c.action.flying && has(end, "obstacle"))))
    return "illegal end hex";
  if (option.movementSpent > c.action.move) return "spends more movement than it has";
  const mode = c.action.mode === "teleport" ? "teleport" : c.action.flying ? "fly" : c.action.mode;
  if (mode === "teleport") {
    if (path.length > 2) return "a teleport path has more than two hexes";
    return option.movementSpent >= hexDistance(mover.at, end) ? null : "teleported further than it paid for";
  }
  for (let i = 1; i < path.length; i++) {
    if (directionTo(path[i - 1]!, path[i]!) === undefined) return `step ${i} is not to a neighbour`;
    if (walled(path[i - 1]!, path[i]!)) return `step ${i} crosses a wall line`;
    if (!playable.has(hexKey(path[i]!))) return `step ${i} enters a wall or void hex`;
  }
  if (mode !== "walk") {
    const steps = path.length - 1;
    const landing = steps > 0 ? end : null;
    const cost =
      steps +
      (mode === "jump" && landing && c.rules.jumpLandingPaysDifficult && has(landing, "difficult") ? 1 : 0);
    const negatives = landing && mode === "jump" ? negative(landing) : 0;
    return cost === option.movementSpent && negatives === option.negativeHexes
      ? null
      : `cost ${cost}/${negatives} differs from the option`;
  }
  // Walking: replay the steps; a step after an icy hex continues the slide when the slide can go on.
  let cost = 0;
  let negatives = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (has(to, "obstacle") || enemyAt(to)) return `step ${i} enters an obstacle or an enemy`;
    const sliding = i > 1 && has(from, "icy") && slideGoesOn(path[i - 2]!, from);
    if (sliding && directionTo(path[i - 2]!, from) !== directionTo(from, to))
      return `step ${i} leaves a slide`;
    if (!sliding) cost += 1 + (has(to, "difficult") ? 1 : 0);
    const next = path[i + 1];
    const landsHere = next === undefined || !(has(to, "icy") && slideGoesOn(from, to));
    if (landsHere) negatives += negative(to);
  }
  if (has(end, "icy") && path.length > 1 && slideGoesOn(path[path.length - 2]!, end))
    return "the path stops in the middle of a slide";
  return cost === option.movementSpent && negatives === option.negativeHexes
    ? null
    : `walked cost ${cost}/${negatives}, option says ${option.movementSpent}/${option.negativeHexes}`;

  function slideGoesOn(previous: Hex, at: Hex): boolean {
    const d = directionTo(previous, at);
    if (d === undefined) return false;
    const next = { q: at.q + (at.q - previous.q), r: at.r + (at.r - previous.r) };
    return playable.has(hexKey(next)) && !walled(at, next) && !has(next, "obstacle") && !figureAt(next);
  }
}
