// The Hex tab's tool palette (radio buttons: arrow keys move between them), the initiative for new
// characters and the rule-set selector.
import type { RuleSetId } from "../../src/core/gloomhaven";
import { html } from "../ui";
import { t } from "../ui";
import { HEX_TOOLS, type HexTool } from "./tools";

const RULE_SET_IDS: readonly RuleSetId[] = ["gloomhaven", "jotl", "frosthaven"];

export interface Toolbar {
  readonly element: HTMLElement;
  readonly tool: () => HexTool;
  readonly initiative: () => number;
  readonly setRules: (id: RuleSetId, corpus: boolean) => void;
}

/** What the toolbar reports. */
export interface ToolbarEvents {
  readonly ruleSet: (id: RuleSetId) => void;
  readonly corpus: (on: boolean) => void;
  readonly tool: (tool: HexTool) => void;
}

/** Builds the toolbar. */
export function createToolbar(on: ToolbarEvents): Toolbar {
  let tool: HexTool = "move";
  const radios = HEX_TOOLS.map((id) => {
    const input = html("input", { type: "radio", name: "hex-tool", value: id, checked: id === tool });
    input.addEventListener("change", () => {
      if (!input.checked) return;
      tool = id;
      on.tool(id);
    });
    return html(
      "label",
      { class: `hx-tool hx-tool-${id}`, "data-tool": id },
      input,
      html("span", {}, t(`Hex.Tool.${id}`)),
    );
  });
  const initiative = html("input", {
    id: "hex-initiative",
    type: "number",
    min: 0,
    max: 99,
    value: 20,
    inputmode: "numeric",
  });
  const ruleSet = html(
    "select",
    { id: "hex-rule-set" },
    ...RULE_SET_IDS.map((id) => html("option", { value: id }, t(`Hex.RuleSet.${id}`))),
  );
  ruleSet.addEventListener("change", () => on.ruleSet(ruleSet.value as RuleSetId));
  const corpus = html("input", { type: "checkbox", id: "hex-corpus" });
  corpus.addEventListener("change", () => on.corpus(corpus.checked));
  const element = html(
    "div",
    { class: "hx-toolbar" },
    html("label", { class: "hx-field", for: "hex-rule-set" }, t("Hex.RuleSetLabel")),
    ruleSet,
    html(
      "label",
      { class: "hx-check", for: "hex-corpus", title: t("Hex.CorpusHint") },
      corpus,
      t("Hex.CorpusLabel"),
    ),
    html("fieldset", { class: "hx-tools" }, html("legend", {}, t("Hex.ToolsLabel")), ...radios),
    html("label", { class: "hx-field", for: "hex-initiative" }, t("Hex.InitiativeLabel")),
    initiative,
  );
  return {
    element,
    tool: () => tool,
    initiative: () => {
      const value = Math.round(Number(initiative.value));
      return Number.isFinite(value) ? Math.min(99, Math.max(0, value)) : 0;
    },
    setRules: (id, parity) => {
      ruleSet.value = id;
      corpus.checked = parity;
    },
  };
}
