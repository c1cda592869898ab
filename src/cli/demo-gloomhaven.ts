import melee from "./demo-scenarios/1-melee.json";
import stepAway from "./demo-scenarios/2-ranged-step-away.json";
import trapDetour from "./demo-scenarios/3-trap-detour.json";
import multiTarget from "./demo-scenarios/4-multi-target.json";
import area from "./demo-scenarios/5-area.json";
import { decideMonsterTurn, type Figure, type Scenario, type TurnResult } from "../core/gloomhaven";
import { parseCase } from "../core/gloomhaven-cases";
import { describeProblems } from "./gloomhaven-cases";
import { drawBoard } from "./gloomhaven-picture";
import { paint, type TerminalStyle } from "./terminal";

/** The bundled demo scenarios (case-format JSON with a title). */
export const DEMO_SCENARIOS: readonly { readonly title: string; readonly case: unknown }[] = [
  melee,
  stepAway,
  trapDetour,
  multiTarget,
  area,
];

const DECIDED_BY = {
  "only-candidate": "the only enemy it can reach",
  path: "the shortest path to an attack hex",
  proximity: "equal paths, closer by range",
  "turn-order": "equal paths and range, earliest initiative",
  tie: "tied: the players choose",
} as const;

/** Gloomhaven-family demo scenarios: board pictures with path, end hex, focus and targets marked, and one line of why. */
export function gloomhavenDemo(style: TerminalStyle): string[] {
  return DEMO_SCENARIOS.flatMap((demo) => {
    const parsed = parseCase(demo.case);
    if (!parsed.ok) return [demo.title, `  (cannot read: ${describeProblems(parsed.problems)})`];
    const { scenario, action, rules } = parsed.value;
    const result = decideMonsterTurn(scenario, action, rules);
    const [dash, arrow] = style.unicode ? ["—", "→"] : ["-", "->"];
    return [
      "",
      paint(style, "bold", `${demo.title} ${dash} ${rules.id}`),
      ...picture(scenario, result, style),
      `  ${arrow} ${explainTurn(scenario, result)}`,
    ];
  });
}

function letters(scenario: Scenario): Map<string, string> {
  const others = scenario.figures.filter((f) => f.id !== scenario.activeId);
  let next = 0;
  return new Map(others.map((f) => [f.id, f.side === "monster" ? "m" : String.fromCharCode(65 + next++)]));
}

function picture(scenario: Scenario, result: TurnResult, style: TerminalStyle): string[] {
  if (result.kind !== "act") return [];
  const option = result.options[0]!;
  const names = letters(scenario);
  const legend = scenario.figures
    .filter((f) => f.id !== scenario.activeId && f.side !== "monster")
    .map((f) => `${names.get(f.id)} ${nameOf(f)}${f.turnOrder.length ? ` (${f.turnOrder[0]})` : ""}`)
    .join(", ");
  const key = style.unicode
    ? "○ start  1 2 … path  <M> end  [X] target  (X) focus  {X} focus and target  ∗ area"
    : "o start  1 2 ... path  <M> end  [X] target  (X) focus  {X} focus and target  * area";
  const lines = [...drawBoard(scenario, { option, letters: names }, style), `  ${legend}`, `  ${key}`];
  if (result.options.length > 1)
    lines.push(`  (one of ${result.options.length} equally valid answers; the players choose)`);
  return lines;
}

function nameOf(figure: Figure): string {
  return figure.name ?? figure.id;
}

/** One line of why (OUT-4): the focus, what decided it, and the outcome. */
export function explainTurn(scenario: Scenario, result: TurnResult): string {
  const name = (id: string): string => nameOf(scenario.figures.find((f) => f.id === id)!);
  const mover = name(scenario.activeId);
  switch (result.kind) {
    case "invalid":
      return `cannot decide: ${describeProblems(result.problems)}`;
    case "stunned":
      return `${mover} is stunned and does nothing.`;
    case "no-focus":
      return `${mover} finds no enemy it can reach and stays.`;
    case "act": {
      const { explanation } = result;
      const option = result.options[0]!;
      const focus = `${mover} focuses on ${explanation.focus.map(name).join(" or ")} (${DECIDED_BY[explanation.focusDecidedBy]})`;
      const moved =
        option.movementSpent === 0
          ? "stays"
          : `moves ${option.path.length - 1} hex${option.path.length === 2 ? "" : "es"}`;
      const targets = option.targets.map(name).join(", ");
      const disadvantage = option.disadvantaged.length
        ? `, with disadvantage on ${option.disadvantaged.map(name).join(", ")}`
        : "";
      switch (explanation.outcome) {
        case "attack":
          return `${focus}; ${moved} and attacks ${targets}${disadvantage}.`;
        case "arrive":
          return `${focus}; ${moved} next to it and has no attack.`;
        case "approach":
          return `${focus}; ${moved} toward it and cannot attack this turn.`;
        case "stay-no-progress":
          return `${focus}; stays, because no move gets it closer.`;
      }
    }
  }
}
