import melee from "./demo-scenarios/1-melee.json";
import stepAway from "./demo-scenarios/2-ranged-step-away.json";
import trapDetour from "./demo-scenarios/3-trap-detour.json";
import multiTarget from "./demo-scenarios/4-multi-target.json";
import area from "./demo-scenarios/5-area.json";
import languageFile from "../../lang/en.json";
import {
  decideMonsterTurn,
  type Figure,
  type MonsterAction,
  type Scenario,
  type TurnResult,
} from "../core/gloomhaven";
import { parseCase } from "../core/gloomhaven-cases";
import { buildTurnOptions, stepAwayText } from "../view/gloomhaven";
import { localizerFromJson } from "../view";
import { describeProblems } from "./gloomhaven-cases";
import { drawBoard } from "./gloomhaven-picture";
import { asciiText, paint, type TerminalStyle } from "./terminal";

/** The bundled demo scenarios (case-format JSON with a title). */
export const DEMO_SCENARIOS: readonly { readonly title: string; readonly case: unknown }[] = [
  melee,
  stepAway,
  trapDetour,
  multiTarget,
  area,
];

const i18n = localizerFromJson(languageFile);

/** Gloomhaven-family demo scenarios: board pictures with path, end hex, focus and targets marked, and one line of why. */
export function gloomhavenDemo(style: TerminalStyle): string[] {
  return DEMO_SCENARIOS.flatMap((demo) => {
    const parsed = parseCase(demo.case);
    if (!parsed.ok) return [demo.title, `  (cannot read: ${describeProblems(parsed.problems)})`];
    const { scenario, action, rules } = parsed.value;
    const result = decideMonsterTurn(scenario, action, rules);
    const [dash, arrow] = style.unicode ? ["—", "→"] : ["-", "->"];
    const text = (line: string): string => (style.unicode ? line : asciiText(line));
    const [why, ...rest] = explainInWords(scenario, action, result);
    return [
      "",
      paint(style, "bold", `${demo.title} ${dash} ${rules.id}`),
      ...picture(scenario, result, style),
      `  ${arrow} ${text(why ?? "")}`,
      ...rest.map((line) => `     ${text(line)}`),
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
  // Flat-topped hexes in staggered columns: two hexes side by side on one line are two columns apart.
  const grid = "q = column; hexes side by side on one line are two columns apart, not neighbours";
  return [...drawBoard(scenario, { option, letters: names }, style), `  ${legend}`, `  ${key}`, `  ${grid}`];
}

function nameOf(figure: Figure): string {
  return figure.name ?? figure.id;
}

/**
 * Why, in the words the Monster turn window uses (OUT-4, src/view/gloomhaven): the focus and the
 * outcome in one line, then the drawn option (the first) and, when several tie, how many there are.
 */
function explainInWords(scenario: Scenario, action: MonsterAction, result: TurnResult): string[] {
  const figure = (id: string): Figure | undefined => scenario.figures.find((f) => f.id === id);
  const view = buildTurnOptions(i18n, {
    result,
    sceneProblems: [],
    warnings: [],
    selected: 0,
    canUndo: false,
    busy: false,
    moved: false,
    nameOf: (id) => {
      const f = figure(id);
      return f ? nameOf(f) : id;
    },
    hexLabel: (h) => `(${h.q}, ${h.r})`,
  });
  const nameOfId = (id: string): string => {
    const f = figure(id);
    return f ? nameOf(f) : id;
  };
  const stepAway =
    result.kind === "act" && result.options[0]
      ? stepAwayText(i18n, scenario, action, result.options[0], nameOfId)
      : "";
  const why = [view.focus, view.outcome, stepAway, ...view.problems].filter((part) => part !== "").join(" ");
  const [drawn] = view.options;
  if (!drawn) return [why];
  const move = `${drawn.move}. ${drawn.attack}.`;
  return view.options.length > 1 ? [why, `${view.heading}; drawn: ${drawn.title}`, move] : [why, move];
}
