// The case bar under the hex board: pick a bundled conformance case, see expected vs actual
// answers, copy a link to the board, export it as a case file, import one.
import type { AnswerComparison, SequenceAnswerComparison } from "../../src/core/gloomhaven-cases";
import { html } from "../ui";
import { t } from "../ui";
import type { BoardHighlight } from "./hex-board";
import { comparisonList } from "./comparison-list";
import { sequenceComparisonList } from "./sequence-comparison";

export interface CasePanelActions {
  readonly pick: (raw: unknown) => void;
  readonly copyLink: () => void;
  readonly exportCase: () => void;
  readonly importText: (text: string, source: string) => void;
  /** An answer pointed at (hover or keyboard focus) in the comparison, or null when left. */
  readonly highlight: (answer: BoardHighlight | null) => void;
}

/** A case check to show: a version-1 case's answers, or a version-2 case's whole-card options. */
export type ShownComparison =
  ({ readonly version: 1 } & AnswerComparison) | ({ readonly version: 2 } & SequenceAnswerComparison);

export interface CasePanel {
  readonly element: HTMLElement;
  /** Fills the picker with cases (each needs an id and rules); `extra` groups (imported files) come first. */
  readonly setCases: (groups: ReadonlyMap<string, readonly unknown[]>) => void;
  /**
   * `comparison` is null for a case without stored answers, "unsolved" when this page has no answer
   * to compare; a version-2 case's comparison lists whole-card options (CF-3).
   */
  readonly showComparison: (
    caseId: string | null,
    comparison: ShownComparison | "unsolved" | null,
    edited: boolean,
  ) => void;
  readonly showMessage: (message: string, problem?: boolean) => void;
}

function caseField(raw: unknown, key: string): string {
  const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : "";
}

/** The text a case is found by in the search: its id and tags. */
function searchText(raw: unknown): string {
  const tags = (raw as { tags?: unknown }).tags;
  return `${caseField(raw, "id")} ${Array.isArray(tags) ? tags.join(" ") : ""}`.toLowerCase();
}

/** Builds the case bar. */
export function createCasePanel(actions: CasePanelActions): CasePanel {
  let cases: unknown[] = [];
  let groupsShown: ReadonlyMap<string, readonly unknown[]> = new Map();
  const picker = html(
    "select",
    { id: "hex-case", disabled: true },
    html("option", { value: "" }, t("Loading")),
  );
  const search = html("input", {
    type: "search",
    id: "hex-case-search",
    placeholder: t("HexEdit.Case.SearchPlaceholder"),
    autocomplete: "off",
    spellcheck: false,
  });
  const count = html("span", { class: "hx-case-count", "aria-live": "polite" });
  /** Fills the picker with the cases whose id or tags contain every word searched for. */
  const fillPicker = (): void => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    const selected = picker.value;
    let index = 0;
    let shown = 0;
    const groups = [...groupsShown].map(([label, list]) => {
      const options = list.flatMap((raw) => {
        const value = index++;
        if (!words.every((w) => searchText(raw).includes(w))) return [];
        shown++;
        const tags = (raw as { tags?: unknown }).tags;
        const tagText = Array.isArray(tags) ? ` — ${tags.join(", ")}` : "";
        return [html("option", { value }, `${caseField(raw, "id")}${tagText}`)];
      });
      return options.length > 0 ? html("optgroup", { label }, ...options) : null;
    });
    picker.replaceChildren(
      html("option", { value: "" }, t("Hex.Case.PickerNone")),
      ...groups.filter((g) => g !== null),
    );
    picker.value = [...picker.options].some((o) => o.value === selected) ? selected : "";
    count.textContent = t("HexEdit.Case.Matches", { count: shown, total: cases.length });
  };
  search.addEventListener("input", fillPicker);
  search.addEventListener("keydown", (event) => {
    // Enter loads the first case found.
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = picker.querySelector<HTMLOptionElement>("option[value]:not([value=''])");
    if (!first) return;
    picker.value = first.value;
    picker.dispatchEvent(new Event("change"));
  });
  picker.addEventListener("change", () => {
    const raw = cases[Number(picker.value)];
    if (picker.value !== "" && raw !== undefined) actions.pick(raw);
  });
  const button = (label: string, onClick: () => void, id: string): HTMLButtonElement => {
    const b = html("button", { type: "button", id }, label);
    b.addEventListener("click", onClick);
    return b;
  };
  const file = html("input", { type: "file", id: "hex-import-file", accept: ".json,application/json" });
  file.addEventListener("change", () => {
    const chosen = file.files?.[0];
    if (chosen) void chosen.text().then((text) => actions.importText(text, chosen.name));
    file.value = "";
  });
  const paste = html("textarea", { id: "hex-import-text", rows: 4, spellcheck: false });
  const comparison = html("div", { class: "hx-comparison", "aria-live": "polite" });
  const message = html("p", { class: "hx-message", role: "status" });
  const element = html(
    "section",
    { class: "hx-case-panel" },
    html(
      "div",
      { class: "hx-case-row" },
      html("label", { for: "hex-case-search" }, t("HexEdit.Case.Search")),
      search,
    ),
    html(
      "div",
      { class: "hx-case-row" },
      html("label", { for: "hex-case" }, t("Hex.Case.Picker")),
      count,
      picker,
    ),
    message,
    comparison,
    html(
      "div",
      { class: "hx-case-row" },
      button(t("Hex.Case.CopyLink"), actions.copyLink, "hex-copy-link"),
      button(t("Hex.Case.Export"), actions.exportCase, "hex-export"),
      html("label", { for: "hex-import-file", class: "hx-file-label" }, t("Hex.Case.ImportFile")),
      file,
    ),
    html(
      "details",
      { class: "hx-paste" },
      html("summary", {}, t("Hex.Case.Paste")),
      html("label", { for: "hex-import-text" }, t("Hex.Case.PasteLabel")),
      paste,
      button(
        t("Hex.Case.PasteLoad"),
        () => actions.importText(paste.value, t("Hex.Case.Pasted")),
        "hex-import-paste",
      ),
    ),
  );
  return {
    element,
    setCases(groups) {
      cases = [...groups.values()].flat();
      groupsShown = groups;
      fillPicker();
      picker.disabled = false;
    },
    showComparison(caseId, result, edited) {
      if (!caseId) {
        comparison.replaceChildren();
        return;
      }
      actions.highlight(null);
      if (!result || result === "unsolved") {
        const key = result ? "Hex.Case.Unsolved" : "Hex.Case.NoStoredAnswers";
        comparison.replaceChildren(html("p", {}, t(key, { id: caseId })));
        return;
      }
      // A list the GM unfolded stays unfolded while the board is redrawn (an option chosen).
      const unfolded = new Set(
        [...comparison.querySelectorAll(".hx-all-answers[open]")].map((d) => d.parentElement?.className),
      );
      const list = (title: string, key: "matched" | "missing" | "extra", cls: string): HTMLElement | null => {
        const shown =
          result.version === 2
            ? sequenceComparisonList(title, result[key], cls, actions.highlight)
            : comparisonList(title, result[key], cls, actions.highlight);
        const all = shown?.querySelector("details");
        if (all && unfolded.has(cls)) all.open = true;
        return shown;
      };
      comparison.replaceChildren(
        html(
          "div",
          {},
          html(
            "p",
            {
              class: `hx-verdict ${result.same ? "hx-same" : "hx-differ"}`,
              "data-verdict": result.same ? "same" : "differ",
            },
            t(result.same ? "Hex.Case.Same" : "Hex.Case.Differ", { id: caseId }),
            edited
              ? html(
                  "span",
                  { class: "hx-edited-badge", title: t("Hex.Case.Edited") },
                  t("HexEdit.Case.EditedBadge"),
                )
              : null,
          ),
          edited ? html("p", { class: "hx-edited" }, t("Hex.Case.Edited")) : null,
          html("p", { class: "hx-hint" }, t("HexEdit.Case.HoverHint")),
          html(
            "div",
            { class: "hx-answer-lists" },
            list(t("Hex.Case.Matched"), "matched", "hx-matched"),
            list(t("Hex.Case.Missing"), "missing", "hx-missing"),
            list(t("Hex.Case.Extra"), "extra", "hx-extra"),
          ),
        ),
      );
    },
    showMessage(text, problem = false) {
      message.textContent = text;
      message.classList.toggle("hx-problem", problem);
    },
  };
}
