import type { RuleSet } from "../rule-sets";
import type { AttackAbility, SequenceTurn } from "./abilities";
import type { SequenceRuling } from "./steps";

/** Whether two attack abilities have the same shape (range, targets, area, reach). */
function sameShape(a: AttackAbility, b: AttackAbility): boolean {
  return (
    a.range === b.range &&
    a.targets === b.targets &&
    a.melee === b.melee &&
    a.sameTarget === b.sameTarget &&
    JSON.stringify(a.area ?? null) === JSON.stringify(b.area ?? null)
  );
}

/** OUT-S4: the rulings that shaped this turn's answer, so the GM can overrule them. */
export function rulingsOf(turn: SequenceTurn, rules: RuleSet, withinRuling: boolean): SequenceRuling[] {
  const abilities = turn.abilities;
  const attacks = abilities.filter((a): a is AttackAbility => a.kind === "attack");
  const rulings: SequenceRuling[] = [];
  const [first] = attacks;
  if (first && turn.rulings?.refocusPerAttackShape !== true && attacks.some((a) => !sameShape(a, first)))
    rulings.push("SQ-2");
  const lastAttack = abilities.findLastIndex((a) => a.kind === "attack");
  const firstAttack = abilities.findIndex((a) => a.kind === "attack");
  if (firstAttack >= 0 && abilities.some((a, i) => a.kind === "move" && i > lastAttack)) rulings.push("SQ-6");
  if (withinRuling) rulings.push("SQ-9");
  if (abilities.some((a) => a.kind === "path-attack")) rulings.push("SQ-10");
  const forces = abilities.some(
    (a) => a.kind === "push" || a.kind === "pull" || (a.kind === "attack" && a.forced),
  );
  if (forces) rulings.push(rules.id === "frosthaven" ? "FM-3" : "FM-2");
  if (turn.links.length > 0) {
    rulings.push("LH-6");
    if (abilities.some((a) => a.kind === "move" && a.mode === "teleport")) rulings.push("LH-7");
    const icy = turn.scenario.board.terrain.some((t) => t.kind === "icy");
    if (forces || icy) rulings.push("LH-8");
  }
  return rulings;
}
