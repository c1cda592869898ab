// The list of every monster's decision for the Mythos card: what it does and why, and where the
// first player chooses, one radio button per option (the choice is highlighted on the board).
import type { MonsterDecision, MythosResult } from "../../src/core/arkham";
import { RULE_KEYS } from "../../src/view/arkham/labels";
import { html } from "../shared/dom";
import { i18n, t } from "../shared/i18n";

function optionText(decision: MonsterDecision, index: number): string {
  const option = decision.options[index];
  if (!option || option.path.length === 0) return t("Arkham.Result.Stays");
  return [decision.from, ...option.path].join(" → ");
}

function describeDecision(decision: MonsterDecision): string {
  const reason = decision.reason;
  return i18n.format(RULE_KEYS[reason.rule], {
    colour: reason.boxes.join("/"),
    target: reason.candidates[0]?.area ?? "",
  });
}

function decisionItem(
  decision: MonsterDecision,
  chosen: number,
  onChoose: (monsterId: string, option: number) => void,
): HTMLLIElement {
  const head = html("strong", {}, `${decision.name ?? decision.monsterId} (${decision.monsterId})`);
  const why = html("span", { class: "ak-why" }, describeDecision(decision));
  if (decision.kind !== "choose")
    return html(
      "li",
      { class: `ak-decision ak-${decision.kind}`, "data-monster": decision.monsterId },
      head,
      " ",
      html(
        "span",
        { class: "ak-outcome" },
        decision.kind === "by-hand" ? t("Arkham.Result.ByHand") : optionText(decision, 0),
      ),
      why,
    );
  const choices = decision.options.map((_, i) => {
    const input = html("input", {
      type: "radio",
      name: `ak-choice-${decision.monsterId}`,
      value: i,
      checked: i === chosen,
    });
    input.addEventListener("change", () => onChoose(decision.monsterId, i));
    return html("label", { class: "ak-choice" }, input, html("span", {}, optionText(decision, i)));
  });
  return html(
    "li",
    { class: "ak-decision ak-choose", "data-monster": decision.monsterId },
    head,
    html(
      "fieldset",
      { class: "ak-choices" },
      html("legend", {}, t("Arkham.Result.FirstPlayerChooses")),
      ...choices,
    ),
    why,
  );
}

/** Renders the decisions (or the input problems) into a container. */
export function renderResults(
  container: HTMLElement,
  result: MythosResult | null,
  chosen: ReadonlyMap<string, number>,
  onChoose: (monsterId: string, option: number) => void,
): void {
  if (!result) {
    container.replaceChildren();
    return;
  }
  if (result.kind === "invalid") {
    container.replaceChildren(
      html(
        "ul",
        { class: "ak-problems" },
        ...result.problems.map((p) =>
          html("li", {}, i18n.format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params)),
        ),
      ),
    );
    return;
  }
  container.replaceChildren(
    html(
      "ol",
      { class: "ak-decisions" },
      ...result.decisions.map((d) => decisionItem(d, chosen.get(d.monsterId) ?? 0, onChoose)),
    ),
    ...result.warnings.map((w) => html("p", { class: "ak-warning" }, w.detail)),
  );
}
