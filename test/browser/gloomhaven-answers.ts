// Reading the Hex tab's drawn options in the browser, and the core's answers computed in Node, as
// comparable sets of answer keys (end hex, then attacked hexes sorted: src/core/gloomhaven-cases answerSet).
import type { Page } from "playwright-core";
import {
  decideMonsterTurn,
  type Scenario,
  type MonsterAction,
  type RuleSet,
} from "../../src/core/gloomhaven";
import { answerSet, caseAnswers, parseCase, type CaseAnswer } from "../../src/core/gloomhaven-cases";
import { hexFromKey } from "../../src/core/hex";

/** The options drawn on the board (`g.hb-option` data attributes), as sorted answer keys. */
export async function drawnAnswerKeys(page: Page): Promise<string[]> {
  const drawn = await page.$$eval("g.hb-option", (nodes) =>
    nodes.map((n) => ({
      end: n.getAttribute("data-end") ?? "",
      targets: n.getAttribute("data-targets") ?? "",
    })),
  );
  const answers: CaseAnswer[] = drawn.map((d) => ({
    destination: hexFromKey(d.end),
    attacks: d.targets === "" ? [] : d.targets.split(" ").map(hexFromKey),
  }));
  return keys(answers);
}

/** Answer keys of a list of answers, deduplicated and sorted. */
export function keys(answers: readonly CaseAnswer[]): string[] {
  return answerSet(answers);
}

/** The core's own answer (decideMonsterTurn) for a scenario, as answer keys; [] when invalid. */
export function coreAnswerKeys(scenario: Scenario, action: MonsterAction, rules: RuleSet): string[] {
  return keys(caseAnswers(decideMonsterTurn(scenario, action, rules), scenario) ?? []);
}

/** Parses a raw conformance case; a broken fixture fails the test loudly. */
export function readCase(raw: unknown): ReturnType<typeof parseCase> & { ok: true } {
  const parsed = parseCase(raw);
  if (!parsed.ok) throw new Error(`fixture case does not parse: ${JSON.stringify(parsed.problems)}`);
  return parsed;
}
