import type { MythosResult } from "../../core/arkham";
import { listNames } from "../gloomhaven";
import type { Localizer } from "../i18n";
import { formatCount } from "../plural";
import {
  buildCardRows,
  buildSymbolToggles,
  viewSymbols,
  type CardRow,
  type CardSummary,
  type SymbolToggle,
  type SymbolView,
} from "./card-context";
import {
  chosenOption,
  viewByHand,
  viewEffect,
  viewMove,
  viewStay,
  type ByHandView,
  type EffectView,
  type MoveView,
  type MythosProgress,
  type StayView,
} from "./decision-views";
import { modifierRulingKey } from "./labels";
import type { PieceNames } from "./move-words";
import { describeProblem, describeSetupWarnings, type SetupWarning } from "./setup-warnings";

const K = "MONSTER_AUTOPILOT.Arkham.Mythos";

/** An environment modifier the GM can switch on (mythos_movement.json `movementModifiers`). */
export interface ModifierSummary {
  readonly id: string;
  readonly card: string;
  readonly effect: string;
  readonly modelled: boolean;
  /** Message key of the core's ruling on it ({@link modifierRulingKey}). */
  readonly rulingKey: string;
}

/** Everything the Mythos movement window shows, from the core's result and the GM's inputs. */
export interface MythosViewInput {
  readonly cards: readonly CardSummary[];
  /** The chosen preset card, or null with symbols set by hand. */
  readonly selection: {
    readonly card: string | null;
    readonly white: readonly string[];
    readonly black: readonly string[];
  };
  readonly modifiers: readonly ModifierSummary[];
  readonly activeModifiers: readonly string[];
  /** The core's answer; undefined when the scene could not be read into the core at all. */
  readonly result: MythosResult | undefined;
  readonly names: PieceNames;
  readonly progress: MythosProgress;
  readonly setupWarnings: readonly SetupWarning[];
  readonly canUndo: boolean;
}

/** The Mythos movement window's template context (templates/arkham/mythos.hbs). */
export interface MythosContext {
  /** The card's name, or what stands in for it (symbols set by hand, no card yet). */
  readonly heading: string;
  readonly cardName: string | null;
  readonly manual: boolean;
  /** The card list starts open while neither a card nor hand-set symbols are chosen. */
  readonly pickerOpen: boolean;
  readonly white: readonly SymbolView[];
  readonly black: readonly SymbolView[];
  readonly cards: readonly CardRow[];
  readonly symbols: readonly SymbolToggle[];
  readonly modifiers: readonly (Omit<ModifierSummary, "rulingKey"> & {
    readonly active: boolean;
    /** The core's ruling on the modifier, in words. */
    readonly ruling: string;
    readonly note: string | null;
  })[];
  readonly moves: readonly MoveView[];
  readonly effects: readonly EffectView[];
  readonly byHand: readonly ByHandView[];
  readonly stays: readonly StayView[];
  readonly warnings: readonly string[];
  readonly problems: readonly string[];
  readonly pendingCount: number;
  readonly canAcceptAll: boolean;
  /** The monsters "Accept all" leaves waiting for the first player's choice, in words; "" when none. */
  readonly waiting: string;
  readonly canUndo: boolean;
  readonly resolved: boolean;
}

/**
 * Builds the Mythos movement window's context: the card and its boxes, the card list,
 * the modifiers, every monster's move in words with per-monster choices, effects to roll, the
 * monsters to resolve by hand, the setup warnings and the core's problems, all localized.
 */
export function buildMythosContext(input: MythosViewInput, i18n: Localizer): MythosContext {
  const { result, names, progress } = input;
  const resolved = result?.kind === "resolved" ? result : undefined;
  const decisions = resolved?.decisions ?? [];
  const notes = new Map(
    (resolved?.warnings ?? []).map((w) => [w.modifier as string, i18n.localize(modifierRulingKey(w.ruling))]),
  );
  const moves = decisions
    .filter((d) => d.kind === "move" || d.kind === "choose")
    .map((d) => viewMove(d, progress, names, i18n));
  const pendingCount = decisions.filter(
    (d) =>
      (d.kind === "move" || d.kind === "choose") &&
      !progress.accepted.has(d.monsterId) &&
      chosenOption(d, progress.picks) !== undefined,
  ).length;
  const waiting = decisions.filter(
    (d) =>
      d.kind === "choose" &&
      !progress.accepted.has(d.monsterId) &&
      chosenOption(d, progress.picks) === undefined,
  );
  const manual =
    input.selection.card === null && input.selection.white.length + input.selection.black.length > 0;
  return {
    heading: input.selection.card ?? i18n.localize(manual ? `${K}.ManualCard` : `${K}.NoCard`),
    cardName: input.selection.card,
    manual,
    pickerOpen: input.selection.card === null && !manual,
    white: viewSymbols(resolved?.card.white ?? input.selection.white, i18n),
    black: viewSymbols(resolved?.card.black ?? input.selection.black, i18n),
    cards: buildCardRows(input.cards, input.selection.card, i18n),
    symbols: buildSymbolToggles(input.selection.white, input.selection.black, i18n),
    modifiers: input.modifiers.map(({ rulingKey, ...m }) => ({
      ...m,
      ruling: i18n.localize(rulingKey),
      active: input.activeModifiers.includes(m.id),
      note: notes.get(m.id) ?? null,
    })),
    moves,
    effects: decisions.flatMap((d) => (d.kind === "effect" ? [viewEffect(d, progress, names, i18n)] : [])),
    byHand: decisions.flatMap((d) => (d.kind === "by-hand" ? [viewByHand(d, names, i18n)] : [])),
    stays: decisions.filter((d) => d.kind === "stay").map((d) => viewStay(d, names, i18n)),
    warnings: describeSetupWarnings(input.setupWarnings, i18n),
    problems: result?.kind === "invalid" ? result.problems.map((p) => describeProblem(p, i18n)) : [],
    pendingCount,
    canAcceptAll: pendingCount > 0,
    waiting:
      waiting.length === 0
        ? ""
        : formatCount(i18n, "MONSTER_AUTOPILOT.ArkhamWords.Waiting", waiting.length, {
            names: listNames(
              waiting.map((d) => names.monster(d.monsterId)),
              i18n,
            ),
          }),
    canUndo: input.canUndo,
    resolved: resolved !== undefined,
  };
}
