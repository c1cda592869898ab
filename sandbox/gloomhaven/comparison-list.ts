// One list of the case check (both / stored only / this page only), grouped as the options are: one
// row per end hex (the attacks every answer there shares), and every answer one by one folded
// under "show all", so a case with 91 answers stays a few rows tall.
import { hexKey } from "../../src/core/hex";
import type { CaseAnswer } from "../../src/core/gloomhaven-cases";
import { formatCount } from "../../src/view";
import { html } from "../ui";
import { i18n, t } from "../ui";
import type { BoardHighlight } from "./hex-board";
import { hexLabel } from "./options-panel";

const answerText = (a: CaseAnswer): string =>
  a.attacks.length === 0
    ? t("Hex.Case.AnswerMove", { end: hexLabel(a.destination) })
    : t("Hex.Case.AnswerAttack", {
        end: hexLabel(a.destination),
        targets: a.attacks.map(hexLabel).join(" "),
      });

/** The answers by end hex, in the order their end hexes first appear. */
function byEnd(answers: readonly CaseAnswer[]): CaseAnswer[][] {
  const groups = new Map<string, CaseAnswer[]>();
  for (const a of answers) {
    const key = hexKey(a.destination);
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.values()];
}

/** One row standing for every answer ending on one hex: the end hex and the attacks they all make. */
function groupAnswer(group: readonly CaseAnswer[]): { text: string; highlight: BoardHighlight } {
  const [first] = group;
  if (!first || group.length === 1) {
    const one = first ?? { destination: { q: 0, r: 0 }, attacks: [] };
    return { text: answerText(one), highlight: { end: one.destination, attacks: one.attacks } };
  }
  const common = first.attacks.filter((h) =>
    group.every((a) => a.attacks.some((b) => hexKey(b) === hexKey(h))),
  );
  const data = { end: hexLabel(first.destination), targets: common.map(hexLabel).join(" ") };
  return {
    text: formatCount(
      i18n,
      `MONSTER_AUTOPILOT.Sandbox.Hex.Case.${common.length > 0 ? "GroupAttack" : "Group"}`,
      group.length,
      data,
    ),
    highlight: { end: first.destination, attacks: common },
  };
}

/** A row that shows its answer on the board while pointed at or focused. */
function answerRow(
  text: string,
  answer: BoardHighlight,
  highlight: (answer: BoardHighlight | null) => void,
  extraClass = "",
): HTMLElement {
  const item = html("li", { tabindex: 0, class: `hx-answer${extraClass}` }, text);
  const show = (): void => highlight(answer);
  const hide = (): void => highlight(null);
  item.addEventListener("pointerenter", show);
  item.addEventListener("focus", show);
  item.addEventListener("pointerleave", hide);
  item.addEventListener("blur", hide);
  return item;
}

/** A titled list of answers, grouped by end hex when that is shorter; null when there are none. */
export function comparisonList(
  title: string,
  answers: readonly CaseAnswer[],
  cls: string,
  highlight: (answer: BoardHighlight | null) => void,
): HTMLElement | null {
  if (answers.length === 0) return null;
  const each = answers.map((a) =>
    answerRow(answerText(a), { end: a.destination, attacks: a.attacks }, highlight),
  );
  const groups = byEnd(answers);
  if (groups.length === answers.length)
    return html("div", { class: cls }, html("h4", {}, title), html("ul", {}, ...each));
  const rows = groups.map((g) => {
    const { text, highlight: shown } = groupAnswer(g);
    return answerRow(text, shown, highlight, " hx-answer-group");
  });
  return html(
    "div",
    { class: cls },
    html("h4", {}, title),
    html("ul", { class: "hx-answer-groups" }, ...rows),
    html(
      "details",
      { class: "hx-all-answers" },
      html("summary", {}, formatCount(i18n, "MONSTER_AUTOPILOT.Sandbox.Hex.Case.AllAnswers", answers.length)),
      html("ul", {}, ...each),
    ),
  );
}
