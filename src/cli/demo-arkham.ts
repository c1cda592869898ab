import {
  baseBoard,
  findMonsterType,
  findMythosCard,
  resolveMythosMovement,
  type Board,
  type InvestigatorInput,
  type MonsterDecision,
  type MonsterInput,
} from "../core/arkham";
import { MOVEMENT_LABEL_KEYS, RULE_KEYS, SYMBOL_GLYPHS } from "../view/arkham";
import { explainDecision, type PieceNames } from "../view/arkham";
import { localizerFromJson } from "../view";
import languageFile from "../../lang/en.json";
import { paint, type Colour, type TerminalStyle } from "./terminal";

const CARD = "A Strange Plague";

/** The demo's pieces: base-game monsters of every movement type and four investigators. */
const MONSTERS: readonly (readonly [id: string, type: string, at: string])[] = [
  ["shoggoth", "Shoggoth", "rivertown"],
  ["elder-thing", "Elder Thing", "the-unnamable"],
  ["byakhee", "Byakhee", "independence-square"],
  ["mi-go", "Mi-Go", "sky"],
  ["haunter", "Haunter of the Dark", "southside"],
  ["witch", "Witch", "merchant-district"],
  ["warlock", "Warlock", "graveyard"],
  ["hound", "Hound of Tindalos", "woods"],
  ["shambler", "Dimensional Shambler", "uptown"],
  ["cultist", "Cultist", "northside"],
  ["dhole", "Dhole", "outskirts"],
];
const INVESTIGATORS: readonly InvestigatorInput[] = [
  { id: "Amanda Sharpe", at: "library", sneak: 1 },
  { id: "Michael McGlen", at: "downtown", sneak: 3 },
  { id: "Jenny Barnes", at: "french-hill", sneak: 2 },
  { id: "Kate Winthrop", at: "st-marys-hospital", sneak: 0 },
];

const KIND_COLOUR: Readonly<Record<MonsterDecision["kind"], Colour>> = {
  move: "green",
  choose: "yellow",
  stay: "dim",
  effect: "magenta",
  "by-hand": "red",
};

/** Arkham demo: one Mythos phase on the real board with a real card, each monster's move and why (spec §2–5). */
export function arkhamDemo(style: TerminalStyle): string[] {
  const board = baseBoard();
  const card = findMythosCard(CARD)!;
  const monsters: MonsterInput[] = MONSTERS.map(([id, type, at]) => {
    const t = findMonsterType(type)!;
    return {
      id,
      name: t.name,
      at,
      dimension: t.dimension,
      movement: t.movement,
      ...(t.special ? { special: t.special } : {}),
    };
  });
  const result = resolveMythosMovement({
    board,
    monsters,
    investigators: INVESTIGATORS,
    mythos: { card: CARD },
  });
  if (result.kind === "invalid") return result.problems.map((p) => `problem: ${p.code} at ${p.path}`);
  const i18n = localizerFromJson(languageFile);
  const names: PieceNames = {
    area: (id) => board.areaById.get(id)?.name ?? id,
    monster: (id) => monsters.find((m) => m.id === id)?.name ?? id,
    investigator: (id) => id,
  };
  const arrow = style.unicode ? " → " : " -> ";
  const symbols = (list: readonly string[]) =>
    list
      .map((s) => (style.unicode ? `${SYMBOL_GLYPHS[s as keyof typeof SYMBOL_GLYPHS]} ${s}` : s))
      .join(", ");
  const lines = [
    `Mythos card: ${paint(style, "bold", card.name)} (${card.set}) — white box: ${symbols(card.white)}; black box: ${symbols(card.black)}`,
    `Investigators: ${INVESTIGATORS.map((i) => `${i.id} (Sneak ${i.sneak}) in ${names.area(i.at)}`).join("; ")}`,
    "",
    ...drawStreets(board, monsters, result.decisions, style),
    "",
  ];
  for (const d of result.decisions) {
    const monster = monsters.find((m) => m.id === d.monsterId)!;
    const movementKey = MOVEMENT_LABEL_KEYS[monster.movement];
    const movement = i18n.has(movementKey) ? i18n.localize(movementKey) : monster.movement;
    const label = `${monster.name} (${movement}, ${monster.dimension})`;
    const outcome = d.options
      .map((o) => (o.path.length === 0 ? "stays" : [d.from, ...o.path].map(names.area).join(arrow)))
      .join(style.unicode ? "  ⎮ or ⎮  " : "  | or |  ");
    const bullet = style.unicode ? "▸" : "*";
    lines.push(`${bullet} ${paint(style, "bold", label)}: ${paint(style, KIND_COLOUR[d.kind], outcome)}`);
    const why = i18n.has(RULE_KEYS[d.reason.rule]) ? `${explainDecision(d, names, i18n)} ` : "";
    lines.push(`    ${why}[${d.reason.rule}]`);
  }
  return lines;
}

/** The street ring in white-arrow order: monsters in each neighbourhood now (●) and after their move (◎). */
function drawStreets(
  board: Board,
  monsters: readonly MonsterInput[],
  decisions: readonly MonsterDecision[],
  style: TerminalStyle,
): string[] {
  const cycle: string[] = [];
  for (
    let at = board.streetIds[0];
    at !== undefined && !cycle.includes(at);
    at = board.arrowsOut.get(at)?.white
  )
    cycle.push(at);
  // A location's neighbourhood is the street its arrow leads to; the Sky and the Outskirts have none.
  const street = (id: string) =>
    board.areaById.get(id)?.kind === "location" ? board.arrowsOut.get(id)?.white : id;
  const ends = decisions.flatMap((d) => d.options.map((o) => o.path.at(-1) ?? d.from));
  const [now, next, ring] = style.unicode ? ["●", "◎", "└─▶ back to "] : ["o", "@", "`-> back to "];
  const count = (areas: readonly string[], id: string) => areas.filter((a) => street(a) === id).length;
  const rows = cycle.map((id) => {
    const name = (board.areaById.get(id)?.name ?? id).padEnd(28);
    const before = now
      .repeat(
        count(
          monsters.map((m) => m.at),
          id,
        ),
      )
      .padEnd(6);
    return `  ${name} ${paint(style, "cyan", before)} ${paint(style, "green", next.repeat(count(ends, id)))}`;
  });
  const legend = `  streets in white-arrow order (${now} monsters in the neighbourhood now, ${next} after the move)`;
  return [legend, ...rows, `  ${ring}${board.areaById.get(cycle[0]!)?.name ?? ""}`];
}
