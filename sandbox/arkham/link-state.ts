// The Arkham tab in a link: the board, card and modifiers the Mythos
// phase started from, and the phase so far (the first player's picks, dice rolled, accepted sets
// in order). Opening the link computes the phase again and replays it, so the page shows what the
// sender saw. A link is checked before use: a bad one is refused with every problem named.
import {
  baseBoard,
  DIMENSION_SYMBOLS,
  findMonsterTypeById,
  findMythosCard,
  MODIFIER_IDS,
  type DimensionSymbol,
  type ModifierId,
} from "../../src/core/arkham";
import type { ArkhamSandboxState } from "./arkham-state";
import { packJson, unpackJson } from "../ui";
import type { MythosSession } from "./session";
import { replayPhase } from "./link-replay";
import {
  LINK,
  ARKHAM_LINK_VERSION,
  type ArkhamLink,
  type LinkProblem,
  type LinkProblemCode,
} from "./link-format";

/** A link read: refused with its problems, or loaded (parts of the phase that no longer apply are dropped and named). */
export type ArkhamLinkResult =
  | { readonly kind: "invalid"; readonly problems: readonly LinkProblem[] }
  | {
      readonly kind: "loaded";
      readonly state: ArkhamSandboxState;
      readonly session: MythosSession;
      readonly dropped: readonly LinkProblem[];
    };

/** The tab as a link: the phase's starting pieces, card, modifiers and progress (rolls, picks, accepted sets). */
export function encodeArkhamLink(session: MythosSession): string {
  const { start, progress, undo } = session;
  const link: ArkhamLink = {
    v: ARKHAM_LINK_VERSION,
    monsters: start.monsters.map(({ id, at, type }) => ({ id, at, type })),
    investigators: start.investigators.map(({ id, at, sneak }) => ({ id, at, sneak })),
    card: start.card,
    white: [...start.white],
    black: [...start.black],
    modifiers: [...start.modifiers],
    picks: [...progress.picks],
    rolls: [...progress.rolls],
    accepted: undo.map((set) => [...set.keys()]),
  };
  return packJson(link);
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function isSymbol(value: string): value is DimensionSymbol {
  return (DIMENSION_SYMBOLS as readonly string[]).includes(value);
}

function isModifier(value: string): value is ModifierId {
  return (MODIFIER_IDS as readonly string[]).includes(value);
}

/** Every id in the link that names nothing: areas, monster types, the card, symbols, modifiers; and repeated piece ids. */
function referenceProblems(link: ArkhamLink): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const report = (code: LinkProblemCode, path: string, value: string) => problems.push({ code, path, value });
  const areas = baseBoard().areaById;
  const seen = new Set<string>();
  const pieces = [
    ...link.monsters.map((m, i) => ({ ...m, path: `monsters[${i}]` })),
    ...link.investigators.map((inv, i) => ({ ...inv, path: `investigators[${i}]` })),
  ];
  for (const piece of pieces) {
    if (seen.has(piece.id)) report("duplicate-piece", `${piece.path}.id`, piece.id);
    seen.add(piece.id);
    if (!areas.has(piece.at)) report("unknown-area", `${piece.path}.at`, piece.at);
  }
  link.monsters.forEach((m, i) => {
    if (findMonsterTypeById(m.type) === undefined) report("unknown-type", `monsters[${i}].type`, m.type);
  });
  if (link.card !== null && findMythosCard(link.card)?.name !== link.card)
    report("unknown-card", "card", link.card);
  for (const box of ["white", "black"] as const)
    link[box].forEach((s, i) => {
      if (!isSymbol(s)) report("unknown-symbol", `${box}[${i}]`, s);
    });
  link.modifiers.forEach((m, i) => {
    if (!isModifier(m)) report("unknown-modifier", `modifiers[${i}]`, m);
  });
  return problems;
}

/** Reads a link made by {@link encodeArkhamLink}: checked in full (never throws), then the phase replayed. */
export function decodeArkhamLink(text: string): ArkhamLinkResult {
  const unpacked = unpackJson(text);
  if (unpacked === undefined)
    return { kind: "invalid", problems: [{ code: "unreadable", path: "", value: "" }] };
  const raw = unpacked.value;
  const version = typeof raw === "object" && raw !== null && "v" in raw ? raw.v : undefined;
  if (version !== ARKHAM_LINK_VERSION)
    return { kind: "invalid", problems: [{ code: "version", path: "v", value: String(version ?? "none") }] };
  const parsed = LINK.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue): LinkProblem => ({
      code: "shape",
      path: pathText(issue.path),
      value: "",
    }));
    return { kind: "invalid", problems };
  }
  const link = parsed.data;
  const problems = referenceProblems(link);
  if (problems.length > 0) return { kind: "invalid", problems };
  const state: ArkhamSandboxState = {
    monsters: link.monsters,
    investigators: link.investigators,
    card: link.card,
    white: link.white.filter(isSymbol),
    black: link.black.filter(isSymbol),
    modifiers: link.modifiers.filter(isModifier),
  };
  return { kind: "loaded", ...replayPhase(state, link) };
}
