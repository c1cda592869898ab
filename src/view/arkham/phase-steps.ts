import type { PhaseEvent, PhaseOutcome } from "../../core/arkham";
import { listNames } from "../gloomhaven";
import type { Localizer } from "../i18n";
import type { PieceNames } from "./move-words";
import type { EffectView } from "./decision-views";
import { viewPhaseMoves, type MoveLineKind, type PhaseMoveChoice } from "./phase-moves";

const K = "MONSTER_AUTOPILOT.ArkhamPhase";

/** The four steps of the Mythos phase (MY-1.1): gate and monsters, clue, moves, special ability. */
export type MythosStep = 1 | 2 | 3 | 4;

/** The step an event belongs to (MY-1.1); undefined for an awakening, which ends the step it happens in. */
function stepOfKind(kind: PhaseEvent["kind"]): MythosStep | undefined {
  switch (kind) {
    case "clue-placed":
    case "clue-blocked":
      return 2;
    case "movement-environment":
      return 3;
    case "card-discarded":
    case "environment-entered":
    case "environment-discarded":
    case "rumor-entered":
      return 4;
    case "awakened":
      return undefined;
    default:
      return 1;
  }
}

/** One event of the phase in words, with the rule that made it happen in words (MY-1); step 3's moves too. */
export interface PhaseEventView {
  readonly kind: PhaseEvent["kind"] | MoveLineKind;
  readonly rule: string;
  readonly text: string;
  readonly why: string;
}

/** The events of one step, in order; step 3 also has the ties the first player chooses among (MY-11.1). */
export interface PhaseStepView {
  readonly step: MythosStep;
  readonly title: string;
  readonly events: readonly PhaseEventView[];
  readonly choices: readonly PhaseMoveChoice[];
  /** What the GM should know about the step (step 3: movement problems, setup warnings). */
  readonly notes: readonly string[];
  /** Step 3: the effects of monsters that do not move (rules §5), the Chthonian's die among them. */
  readonly effects: readonly EffectView[];
}

/** What an outcome puts on the canvas: the gate opened, the area of each monster placed (repeated per monster), the Outskirts. */
export interface OutcomeHighlight {
  readonly gates: readonly string[];
  readonly monsters: readonly string[];
  readonly outskirts: boolean;
}

/** One outcome of the phase (MY-14): its label (the first player's choice, if any) and its steps. */
export interface PhaseOutcomeView {
  readonly index: number;
  readonly label: string;
  /** Monsters whose tied move the first player has not chosen yet (step 3): Accept waits for them. */
  readonly waiting: readonly string[];
  readonly awakened: boolean;
  /** Why the Ancient One awakened, in words; "" when it did not. */
  readonly awakening: string;
  readonly steps: readonly PhaseStepView[];
  readonly highlight: OutcomeHighlight;
}

/** The data an event's sentence is filled with: area and piece names in place of ids. */
function eventData(
  e: PhaseEvent,
  names: PieceNames,
  i18n: Localizer,
  markers: ReadonlyMap<string, string>,
): Record<string, string | number> {
  switch (e.kind) {
    case "no-gate":
      return { at: e.at === null ? "—" : names.area(e.at) };
    case "doom-added":
    case "doom-removed":
      return { doom: e.doom };
    case "gate-opened":
    case "gate-closed":
      return { at: names.area(e.at), world: e.marker.world };
    case "clues-discarded":
      return { at: names.area(e.at), count: e.count };
    case "drawn-through":
      return { investigator: names.investigator(e.investigator), at: names.area(e.at), world: e.world };
    case "surge":
      return { at: names.area(e.at), monsters: e.monsters, gates: e.openGates, players: e.players };
    case "monsters-drawn":
      return {
        count: e.monsters.length,
        names: listNames(
          e.monsters.map((id) => markers.get(id) ?? id),
          i18n,
        ),
      };
    case "monster-placed":
      return { name: e.name, at: names.area(e.at) };
    case "monster-to-outskirts":
      return { name: e.name, limit: e.limit };
    case "outskirts-overflow":
      return { capacity: e.capacity, count: e.returned.length };
    case "terror-raised":
      return { terror: e.terror };
    case "location-closed":
      return { at: names.area(e.at), terror: e.terror, street: names.area(e.street) };
    case "evicted":
      return { piece: e.piece, from: names.area(e.from), to: names.area(e.to) };
    case "overrun":
      return {};
    case "clue-placed":
      return {
        at: names.area(e.at),
        who:
          e.mayTake.length === 0
            ? "—"
            : listNames(
                e.mayTake.map((id) => names.investigator(id)),
                i18n,
              ),
      };
    case "clue-blocked":
      return { at: names.area(e.at) };
    case "movement-environment":
      return { environment: e.environment };
    case "card-discarded":
      return { card: e.card ?? "—" };
    case "environment-entered":
    case "environment-discarded":
    case "rumor-entered":
      return { card: e.card };
    case "monster-returned":
      return { name: e.name, from: names.area(e.from) };
    case "elder-sign-placed":
      return { at: names.area(e.at) };
    case "awakened":
      return { reason: i18n.localize(`${K}.Awakening.${e.reason}`) };
  }
}

/** A rule id as a lang key part ("MY-3.1" → "MY-3_1": Foundry splits keys at dots). */
function ruleKey(rule: string): string {
  return rule.replace(/\./g, "_");
}

/** One event in words and its rule in words (MY-1: the GM's ordered list). */
export function describePhaseEvent(
  e: PhaseEvent,
  names: PieceNames,
  i18n: Localizer,
  markers: ReadonlyMap<string, string> = new Map(),
): PhaseEventView {
  const data = eventData(e, names, i18n, markers);
  const keyed = e.kind === "no-gate" && e.at === null ? "no-gate-none" : e.kind;
  return {
    kind: e.kind,
    rule: e.rule,
    text: i18n.format(`${K}.Event.${keyed}`, data),
    why: i18n.localize(`${K}.Why.${ruleKey(e.rule)}`),
  };
}

/** The events grouped by step in order (MY-1.1); an awakening closes the step it happened in. */
export function groupBySteps(
  events: readonly PhaseEvent[],
  names: PieceNames,
  i18n: Localizer,
  markers: ReadonlyMap<string, string> = new Map(),
): PhaseStepView[] {
  const steps: { step: MythosStep; events: PhaseEventView[] }[] = [];
  for (const e of events) {
    const step = stepOfKind(e.kind) ?? steps.at(-1)?.step ?? 1;
    let last = steps.at(-1);
    if (last?.step !== step) {
      last = { step, events: [] };
      steps.push(last);
    }
    last.events.push(describePhaseEvent(e, names, i18n, markers));
  }
  return steps.map((s) => ({
    ...s,
    title: i18n.localize(`${K}.Step.${s.step}`),
    choices: [],
    notes: [],
    effects: [],
  }));
}

/**
 * What an outcome draws on the canvas: the gate, the area of every monster placed (an area once per
 * monster, so surge spreads that differ only in their counts look different, MY-4.3), the Outskirts.
 */
export function outcomeHighlight(outcome: PhaseOutcome): OutcomeHighlight {
  const gates: string[] = [];
  const monsters: string[] = [];
  let outskirts = false;
  for (const e of outcome.events) {
    if (e.kind === "gate-opened") gates.push(e.at);
    else if (e.kind === "monster-placed") monsters.push(e.at);
    else if (e.kind === "monster-to-outskirts") outskirts = true;
  }
  return { gates, monsters, outskirts };
}

/** The label of an outcome: the first player's surge spread in words (MY-4.3), or the phase's only outcome. */
function outcomeLabel(outcome: PhaseOutcome, index: number, names: PieceNames, i18n: Localizer): string {
  if (outcome.kind === "awakened") return i18n.localize(`${K}.Outcome.Awakened`);
  const choice = outcome.choice;
  if (choice === undefined) return i18n.format(`${K}.Outcome.Only`, { index: index + 1 });
  const spread = choice.counts
    .filter((c) => c.monsters > 0)
    .map((c) => i18n.format(`${K}.Outcome.Gate`, { at: names.area(c.at), monsters: c.monsters }));
  return i18n.format(`${K}.Outcome.Spread`, { spread: listNames(spread, i18n) });
}

/** The names of an outcome's cup markers by id (the monsters it drew and returned). */
function markerNames(outcome: PhaseOutcome): Map<string, string> {
  const markers = outcome.kind === "resolved" ? [...outcome.drawn, ...outcome.returned] : [];
  return new Map(markers.map((m) => [m.id, m.name]));
}

/** What the outcomes' step 3 is shown with: the first player's picks per outcome and the scene's setup warnings. */
export interface PhaseMovesInput {
  readonly picks: (outcome: number) => ReadonlyMap<string, number>;
  readonly warnings: readonly string[];
  /** The dice rolled for monsters' effects this phase, monster id → die (the same die in every outcome). */
  readonly rolls?: ReadonlyMap<string, number>;
}

/** The steps with step 3's moves in their place (MY-1.1): merged into step 3, or a step 3 of its own before step 4. */
function withMoves(
  steps: readonly PhaseStepView[],
  outcome: PhaseOutcome,
  index: number,
  names: PieceNames,
  i18n: Localizer,
  input: PhaseMovesInput,
): { steps: PhaseStepView[]; waiting: readonly string[] } {
  if (outcome.kind !== "resolved" || outcome.movement === undefined)
    return { steps: [...steps], waiting: [] };
  const markers = markerNames(outcome);
  const named: PieceNames = { ...names, monster: (id) => markers.get(id) ?? names.monster(id) };
  const moves = viewPhaseMoves(
    outcome.movement,
    index,
    input.picks(index),
    named,
    i18n,
    input.warnings,
    input.rolls,
  );
  const own = steps.find((s) => s.step === 3);
  const step3: PhaseStepView = {
    step: 3,
    title: i18n.localize(`${K}.Step.3`),
    events: [...(own?.events ?? []), ...moves.lines],
    choices: moves.choices,
    notes: moves.notes,
    effects: moves.effects,
  };
  const rest = steps.filter((s) => s.step !== 3);
  const at = rest.findIndex((s) => s.step > 3);
  const ordered = at < 0 ? [...rest, step3] : [...rest.slice(0, at), step3, ...rest.slice(at)];
  return { steps: ordered, waiting: moves.waiting };
}

/** Every outcome of a phase for the GM (MY-14): labelled, its steps in order with step 3's moves, its canvas highlight. */
export function viewPhaseOutcomes(
  outcomes: readonly PhaseOutcome[],
  names: PieceNames,
  i18n: Localizer,
  moves: PhaseMovesInput = { picks: () => new Map(), warnings: [] },
): PhaseOutcomeView[] {
  return outcomes.map((outcome, index) => {
    const grouped = groupBySteps(outcome.events, names, i18n, markerNames(outcome));
    const { steps, waiting } = withMoves(grouped, outcome, index, names, i18n, moves);
    return {
      index,
      label: outcomeLabel(outcome, index, names, i18n),
      waiting,
      awakened: outcome.kind === "awakened",
      awakening:
        outcome.kind === "awakened"
          ? i18n.format(`${K}.AwakeningWhy`, { reason: i18n.localize(`${K}.Awakening.${outcome.reason}`) })
          : "",
      steps,
      highlight: outcomeHighlight(outcome),
    };
  });
}
