import type { Explanation, FocusCandidate, TurnOption } from "../../core/gloomhaven";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import { outcomeText } from "./outcome-words";

const KEY = {
  DecidedOnly: "MONSTER_AUTOPILOT.Hex.Explain.DecidedOnly",
  DecidedPath: "MONSTER_AUTOPILOT.Hex.Explain.DecidedPath",
  DecidedProximity: "MONSTER_AUTOPILOT.Hex.Explain.DecidedProximity",
  DecidedTie: "MONSTER_AUTOPILOT.Hex.Explain.DecidedTie",
  DecidedTurnOrder: "MONSTER_AUTOPILOT.Hex.Explain.DecidedTurnOrder",
  DecidedTurnOrderAfterProximity: "MONSTER_AUTOPILOT.Hex.Explain.DecidedTurnOrderAfterProximity",
  FocusOne: "MONSTER_AUTOPILOT.Hex.Explain.FocusOne",
  FocusSeveral: "MONSTER_AUTOPILOT.Hex.Explain.FocusSeveral",
  List: "MONSTER_AUTOPILOT.Hex.Explain.List",
  ListOr: "MONSTER_AUTOPILOT.Hex.Explain.ListOr",
  NoFocus: "MONSTER_AUTOPILOT.Hex.Explain.NoFocus",
  OutcomeNoFocus: "MONSTER_AUTOPILOT.Hex.Explain.OutcomeNoFocus",
  Reach: "MONSTER_AUTOPILOT.HexAnswer.Reach",
  ReachThrough: "MONSTER_AUTOPILOT.HexAnswer.ReachThrough",
  NegativeHexes: "MONSTER_AUTOPILOT.HexAnswer.NegativeHexes",
  ReachNow: "MONSTER_AUTOPILOT.Hex.Explain.ReachNow",
  Unreachable: "MONSTER_AUTOPILOT.Hex.Explain.Unreachable",
} as const;

/** One row of the focus table: how each enemy scored on the focus key (FO-3). */
export interface CandidateRow {
  readonly name: string;
  readonly reach: string;
  readonly proximity: string;
  readonly order: string;
  readonly isFocus: boolean;
}

/** The explanation in words (OUT-4): one sentence on the focus, one on what the monster does, and the table. */
export interface ExplanationText {
  readonly focus: string;
  readonly outcome: string;
  readonly candidates: readonly CandidateRow[];
}

/** Names a turn-order key: "12" for an initiative, "12.-1" for a summon's, "—" when unknown (BM-15). */
export function formatTurnOrder(order: readonly number[]): string {
  return order.length === 0 ? "—" : order.join(".");
}

function reachText(i18n: Localizer, c: FocusCandidate): string {
  if (c.movement === null) return i18n.localize(KEY.Unreachable);
  if (c.movement === 0 && !c.negativeHexes) return i18n.localize(KEY.ReachNow);
  const moves = formatCount(i18n, KEY.Reach, c.movement);
  if (c.negativeHexes)
    return i18n.format(KEY.ReachThrough, {
      moves,
      negative: formatCount(i18n, KEY.NegativeHexes, c.negativeHexes),
    });
  return moves;
}

function samePath(a: FocusCandidate, b: FocusCandidate): boolean {
  return a.negativeHexes === b.negativeHexes && a.movement === b.movement;
}

/** "A", "A and B", "A, B and C" (or "or"). */
export function listNames(names: readonly string[], i18n: Localizer, joiner: "and" | "or" = "and"): string {
  if (names.length <= 1) return names.join("");
  return i18n.format(joiner === "and" ? KEY.List : KEY.ListOr, {
    items: names.slice(0, -1).join(", "),
    last: names.at(-1) ?? "",
  });
}

/** Why the focus won, in words, from the part of the focus key that decided it (FO-3, RG-3, BM-15). */
function decidedText(i18n: Localizer, e: Explanation, nameOf: (id: string) => string): string {
  const [first] = e.candidates.filter((c) => e.focus.includes(c.figureId));
  const others = e.candidates.filter((c) => !e.focus.includes(c.figureId));
  if (!first) return "";
  const tiedOnPath = others.filter((c) => samePath(c, first));
  const tiedNames = listNames(
    tiedOnPath.map((c) => nameOf(c.figureId)),
    i18n,
  );
  switch (e.focusDecidedBy) {
    case "only-candidate":
      return i18n.localize(KEY.DecidedOnly);
    case "path": {
      const next = others.find((c) => c.movement !== null);
      return next
        ? i18n.format(KEY.DecidedPath, { other: nameOf(next.figureId), reach: reachText(i18n, next) })
        : i18n.localize(KEY.DecidedOnly);
    }
    case "proximity":
      return i18n.format(KEY.DecidedProximity, { others: tiedNames });
    case "turn-order":
      return i18n.format(
        first.proximity === null ? KEY.DecidedTurnOrder : KEY.DecidedTurnOrderAfterProximity,
        {
          others: listNames(
            tiedOnPath.filter((c) => c.proximity === first.proximity).map((c) => nameOf(c.figureId)),
            i18n,
          ),
          order: formatTurnOrder(first.turnOrder),
        },
      );
    case "tie":
      return i18n.localize(KEY.DecidedTie);
  }
}

/**
 * Puts a turn's machine-readable explanation into words (OUT-4), e.g. "Focus: Brute — 3 moves to
 * reach an attack hex; tied with Tinkerer on movement, closer by proximity."; the outcome is worded
 * true to the `options` the GM can accept (moving or staying, attacking or not).
 */
export function explainTurn(
  i18n: Localizer,
  e: Explanation,
  nameOf: (id: string) => string,
  options: readonly TurnOption[] = [],
): ExplanationText {
  const focusCandidates = e.candidates.filter((c) => e.focus.includes(c.figureId));
  const first = focusCandidates[0];
  const names = listNames(
    e.focus.map((id) => nameOf(id)),
    i18n,
    "or",
  );
  let focus: string;
  if (!first) focus = i18n.localize(KEY.NoFocus);
  else {
    const decided = decidedText(i18n, e, nameOf);
    const key = e.focus.length > 1 ? KEY.FocusSeveral : KEY.FocusOne;
    focus = i18n.format(key, {
      names,
      reach: reachText(i18n, first),
      decided: decided ? `; ${decided}` : "",
    });
  }
  const outcome = first ? outcomeText(i18n, e.outcome, options) : i18n.localize(KEY.OutcomeNoFocus);
  const candidates = e.candidates.map((c) => ({
    name: nameOf(c.figureId),
    reach: reachText(i18n, c),
    proximity: c.proximity === null ? "—" : String(c.proximity),
    order: formatTurnOrder(c.turnOrder),
    isFocus: e.focus.includes(c.figureId),
  }));
  return { focus, outcome, candidates };
}
