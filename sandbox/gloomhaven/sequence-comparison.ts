// One list of a version-2 case check (both / stored only / this page only): each whole-card option
// as its steps in order (CF-3), pointed out on the board while hovered or focused.
import type { SequenceAnswer, SequenceAnswerStep } from "../../src/core/gloomhaven/sequence";
import { html, t } from "../ui";
import type { BoardHighlight } from "./hex-board";
import { hexLabel } from "./options-panel";

const hexes = (list: readonly { q: number; r: number }[]): string => list.map(hexLabel).join(" ");

/** One stored step in words: where a move ends, whom an attack hits, where forced movement puts each figure. */
function stepText(step: SequenceAnswerStep, number: number): string {
  const n = String(number);
  if ("destination" in step) return t("Hex.Seq.Answer.Move", { n, end: hexLabel(step.destination) });
  if ("attacks" in step)
    return step.attacks.length === 0
      ? t("Hex.Seq.Answer.NoAttack", { n })
      : t("Hex.Seq.Answer.Attack", { n, targets: hexes(step.attacks) });
  if ("moved" in step)
    return step.moved.length === 0
      ? t("Hex.Seq.Answer.NoForced", { n })
      : t("Hex.Seq.Answer.Forced", {
          n,
          moves: step.moved.map((m) => `${hexLabel(m.from)}→${hexLabel(m.to)}`).join(" "),
        });
  return step.controlled.length === 0
    ? t("Hex.Seq.Answer.NoControl", { n })
    : t("Hex.Seq.Answer.Control", {
        n,
        attacks: step.controlled.map((c) => `${hexLabel(c.by)}→${hexes(c.attacks)}`).join(" "),
      });
}

/** An option in words: its steps in order. */
function sequenceAnswerText(answer: SequenceAnswer): string {
  return answer.steps.map((s, i) => stepText(s, i + 1)).join("; ");
}

/** What to point out for an option: its last move's end hex and every hex it attacks; null when it never moves. */
function highlightOf(answer: SequenceAnswer): BoardHighlight | null {
  const ends = answer.steps.flatMap((s) => ("destination" in s ? [s.destination] : []));
  const end = ends.at(-1);
  const attacks = answer.steps.flatMap((s) => ("attacks" in s ? s.attacks : []));
  return end ? { end, attacks } : null;
}

/** A titled list of whole-card options; null when there are none. */
export function sequenceComparisonList(
  title: string,
  answers: readonly SequenceAnswer[],
  cls: string,
  highlight: (answer: BoardHighlight | null) => void,
): HTMLElement | null {
  if (answers.length === 0) return null;
  const rows = answers.map((a) => {
    const item = html("li", { tabindex: 0, class: "hx-answer hx-seq-answer" }, sequenceAnswerText(a));
    const shown = highlightOf(a);
    const show = (): void => highlight(shown);
    const hide = (): void => highlight(null);
    item.addEventListener("pointerenter", show);
    item.addEventListener("focus", show);
    item.addEventListener("pointerleave", hide);
    item.addEventListener("blur", hide);
    return item;
  });
  return html("div", { class: cls }, html("h4", {}, title), html("ul", {}, ...rows));
}
