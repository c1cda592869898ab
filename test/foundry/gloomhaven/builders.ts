// Builders with defaults for the hex integration's tests.
import type { Explanation, TurnOption, TurnResult } from "../../../src/core/gloomhaven";
import type { Hex } from "../../../src/core/hex";
import { MoveHistory } from "../../../src/foundry/gloomhaven/move-history";
import type { Message } from "../../../src/view/gloomhaven/messages";
import { FakeSceneFlags } from "../runtime/ports";

/** An option: walk from (0,0) east along `path` and attack nobody, unless overridden. */
export function option(over: Partial<TurnOption> = {}): TurnOption {
  const path: Hex[] = over.path
    ? [...over.path]
    : [
        { q: 0, r: 0 },
        { q: 1, r: 0 },
        { q: 2, r: 0 },
      ];
  const end = path.at(-1) ?? { q: 0, r: 0 };
  return {
    endHex: end,
    path,
    targets: [],
    disadvantaged: [],
    focus: ["brute"],
    destinations: [end],
    areaPlacements: [],
    negativeHexes: 0,
    movementSpent: path.length - 1,
    ...over,
  };
}

/** An explanation: the brute is the only candidate, 2 moves away; the monster attacks. */
export function explanation(over: Partial<Explanation> = {}): Explanation {
  return {
    ruleSet: "gloomhaven",
    candidates: [{ figureId: "brute", negativeHexes: 0, movement: 2, proximity: 3, turnOrder: [0] }],
    focus: ["brute"],
    focusDecidedBy: "only-candidate",
    outcome: "attack",
    ...over,
  };
}

/** An "act" result with the given options. */
export function actResult(options: TurnOption[] = [option()], over: Partial<Explanation> = {}): TurnResult {
  return { kind: "act", options, explanation: explanation(over) };
}

/** A GM client's undo history over shared scene flags (fresh ones by default), with the warnings it gave. */
export function historyOn(flags = new FakeSceneFlags(), client = "gm-a") {
  const warnings: Message[] = [];
  const history = new MoveHistory(flags.client(client), (m) => warnings.push(m));
  return { history, flags, warnings };
}
