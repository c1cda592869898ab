import { compareHex, hexKey, type Hex } from "../hex";
import { UNREACHED } from "../graph";
import { placementHexes, type Placement } from "./area-placements";
import { hexOfNode } from "./node-hex";
import { approachDestination, type Approach } from "./partial-move";
import type { Plan, PlanChoice } from "./plans";
import type { FocusPlanExplanation, TurnAnswer, TurnOption } from "./result";
import { groupId, groupKeyParts } from "./target-groups";
import type { Enemy, TurnContext } from "./turn-context";

/** One answer before merging (OUT-1). */
export interface RawOption {
  readonly node: number;
  readonly targets: readonly Enemy[];
  readonly focus: string;
  readonly destination: number;
  readonly placements: readonly (readonly Hex[])[];
}

/** Options and explanation for one focus: attack now (MX-1) or approach each destination (MX-2, MX-4). */
export function planOptions(
  ctx: TurnContext,
  choice: PlanChoice,
): { raw: RawOption[]; explanation: FocusPlanExplanation } {
  const { raw, destinations, approaches } = rawOptions(ctx, choice);
  const hexOf = (node: number): Hex => hexOfNode(ctx.board, node);
  const explanation: FocusPlanExplanation = {
    focus: choice.focus.figure.id,
    heeded: choice.heeded.map((e) => e.figure.id),
    groupKey: choice.groupKey,
    groupKeyParts: groupKeyParts(ctx),
    hexKey: choice.hexKey,
    attackThisTurn: choice.thisTurn,
    destinations: destinations.map(hexOf),
    approaches: approaches.map((a) => ({ destination: hexOf(a.destination), key: a.key })),
  };
  return { raw, explanation };
}

/**
 * The options for one focus without their explanation (MX-1, MX-2, MX-4): the plans' end hexes, or
 * the best hexes toward each destination; with the destinations and their approaches.
 */
export function rawOptions(
  ctx: TurnContext,
  choice: PlanChoice,
): { raw: RawOption[]; destinations: number[]; approaches: Approach[] } {
  const focus = choice.focus.figure.id;
  const plans = choice.plans;
  // The plans' end hexes, each once, in plan order (indexed loops: baseline tier).
  const destinations: number[] = [];
  for (let i = 0; i < plans.length; i++) {
    const node = (plans[i] as Plan).node;
    if (!destinations.includes(node)) destinations.push(node);
  }
  const raw: RawOption[] = [];
  const approaches: Approach[] = [];
  if (choice.thisTurn) {
    const attacks = !ctx.attack.none;
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i] as Plan;
      raw.push({
        node: plan.node,
        targets: attacks ? plan.targets : [],
        focus,
        destination: plan.node,
        placements: attacks ? hexesOf(plan.placements) : [],
      });
    }
  } else {
    for (let d = 0; d < destinations.length; d++) {
      const destination = destinations[d] ?? 0;
      const approach = approachDestination(ctx, destination);
      approaches.push(approach);
      const nodes = approach.nodes;
      for (let i = 0; i < nodes.length; i++)
        raw.push({ node: nodes[i] ?? 0, targets: [], focus, destination, placements: [] });
    }
  }
  return { raw, destinations, approaches };
}

/** Merges answers with the same end hex and target set (OUT-2) and fills in paths and costs (OUT-1, MX-6). */
export function mergeOptions(ctx: TurnContext, raw: readonly RawOption[]): TurnOption[] {
  const merged = new Map<
    string,
    {
      first: RawOption;
      focus: Set<string>;
      destinations: Map<string, Hex>;
      placements: Map<string, readonly Hex[]>;
    }
  >();
  const placementKeys = new Map<readonly Hex[], string>();
  for (const option of raw) {
    const id = `${option.node}|${groupId(option.targets)}`;
    let entry = merged.get(id);
    if (!entry) {
      entry = { first: option, focus: new Set(), destinations: new Map(), placements: new Map() };
      merged.set(id, entry);
    }
    entry.focus.add(option.focus);
    const destination = hexOfNode(ctx.board, option.destination);
    entry.destinations.set(hexKey(destination), destination);
    for (const placement of option.placements) {
      // Options of one volley share its placement lists: name each list once.
      let key = placementKeys.get(placement);
      if (key === undefined) {
        key = placementKey(placement);
        placementKeys.set(placement, key);
      }
      entry.placements.set(key, placement);
    }
  }
  const { negatives, costs } = ctx.search.forward;
  // Options ending on the same hex (other target sets) share its path: built once per end hex.
  const paths = new Map<number, readonly Hex[]>();
  const pathTo = (node: number): readonly Hex[] => {
    let path = paths.get(node);
    if (path === undefined) {
      path = ctx.search.forward.path(node).map((step) => hexOfNode(ctx.board, step));
      paths.set(node, path);
    }
    return path;
  };
  const options = [...merged.values()].map(({ first, focus, destinations, placements }): TurnOption => {
    const targets = [...first.targets].sort((a, b) => a.ordinal - b.ordinal);
    return {
      endHex: hexOfNode(ctx.board, first.node),
      path: pathTo(first.node),
      targets: targets.map((e) => e.figure.id),
      disadvantaged: targets
        .filter((e) => attackedWithDisadvantage(ctx, first.node, e))
        .map((e) => e.figure.id),
      focus: [...focus],
      destinations: [...destinations.values()].sort(compareHex),
      areaPlacements: [...placements.values()],
      negativeHexes: negatives[first.node] ?? UNREACHED,
      movementSpent: costs[first.node] ?? UNREACHED,
    };
  });
  // Sort by end hex, then target names (each option's text joined once, not per comparison).
  const keyed = options.map((option) => {
    const text = option.targets.join();
    return { option, endHex: option.endHex, text, key: plainCollationKey(text) };
  });
  keyed.sort(compareEndAndTargets);
  return keyed.map((k) => k.option);
}

/**
 * The merged answers of {@link mergeOptions} reduced to end hex and attacked figures' hexes, in the
 * same order: for callers that need no paths, placements or disadvantage (the command line).
 */
export function mergeAnswers(ctx: TurnContext, raw: readonly RawOption[]): TurnAnswer[] {
  const seen = new Set<string>();
  const kept: KeptAnswer[] = [];
  for (let i = 0; i < raw.length; i++) {
    const option = raw[i] as RawOption;
    const id = `${option.node}|${groupId(option.targets)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const targets = option.targets.length > 1 ? byOrdinal(option.targets) : option.targets;
    kept.push({ endHex: hexOfNode(ctx.board, option.node), targets, text: "", key: null });
  }
  if (kept.length > 1) {
    // The order of mergeOptions; the texts are only needed for it.
    for (let i = 0; i < kept.length; i++) {
      const answer = kept[i] as KeptAnswer;
      let text = "";
      for (let t = 0; t < answer.targets.length; t++)
        text += (t === 0 ? "" : ",") + (answer.targets[t]?.figure.id ?? "");
      answer.text = text;
      answer.key = plainCollationKey(text);
    }
    kept.sort(compareEndAndTargets);
  }
  return kept.map(({ endHex, targets }) => ({
    destination: endHex,
    attacks: targets.map((e) => e.figure.at),
  }));
}

/** What options are sorted by: end hex, then target names. */
interface OptionOrder {
  readonly endHex: Hex;
  /** The target ids joined with ",". */
  readonly text: string;
  /** {@link plainCollationKey} of the text. */
  readonly key: string | null;
}

interface KeptAnswer extends OptionOrder {
  readonly targets: readonly Enemy[];
  text: string;
  key: string | null;
}

/** The order of options (mergeOptions and mergeAnswers alike): by end hex, then target names as localeCompare orders them. */
function compareEndAndTargets(a: OptionOrder, b: OptionOrder): number {
  return (
    a.endHex.q - b.endHex.q ||
    a.endHex.r - b.endHex.r ||
    (a.key !== null && b.key !== null
      ? a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0
      : a.text.localeCompare(b.text))
  );
}

/** Lower-case letters, digits, "-" and "," only: the figure ids a case file gets by default ("monster-2"). */
const PLAIN_TEXT = /^[-,0-9a-z]*$/;

/**
 * A key whose plain string order (code units, compared natively) is localeCompare's order of the
 * text, for plain texts; null for others. localeCompare's first use costs milliseconds, a whole
 * command-line run's worth of this merge, and a comparator walking characters is slow in V8's
 * baseline tier. On plain texts the collator orders character by character as
 * "-" < "," < digits < letters, which "+" in place of "-" gives in code units
 * (test/core/gloomhaven/answers-only.test.ts holds it to localeCompare).
 */
export function plainCollationKey(text: string): string | null {
  return PLAIN_TEXT.test(text) ? text.replaceAll("-", "+") : null;
}

function byOrdinal(targets: readonly Enemy[]): Enemy[] {
  return [...targets].sort((a, b) => a.ordinal - b.ordinal);
}

/** Identifies a placement by its hex set (the order of its hexes aside): its hexes sorted by coordinates. */
function placementKey(placement: readonly Hex[]): string {
  return [...placement].sort(compareHex).map(hexKey).join(";");
}

/** AT-2: a ranged attack on an adjacent target has disadvantage; a muddled attacker has it on every target. */
function attackedWithDisadvantage(ctx: TurnContext, node: number, enemy: Enemy): boolean {
  if (ctx.attack.muddled) return true;
  return ctx.attack.ranged && ctx.range.from(enemy.node, ctx.attack.range)[node] === 1;
}

/** MX-7: the single "stay, no targets" option. */
export function stayOption(ctx: TurnContext): TurnOption {
  const start = hexOfNode(ctx.board, ctx.mover.start);
  return {
    endHex: start,
    path: [start],
    targets: [],
    disadvantaged: [],
    focus: [],
    destinations: [],
    areaPlacements: [],
    negativeHexes: 0,
    movementSpent: 0,
  };
}

/** The hexes of each placement, in order. */
function hexesOf(placements: readonly Placement[]): (readonly Hex[])[] {
  const hexes: (readonly Hex[])[] = new Array(placements.length);
  for (let i = 0; i < placements.length; i++) hexes[i] = placementHexes(placements[i] as Placement);
  return hexes;
}
