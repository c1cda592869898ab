// The whole-card editor of the Hex tab: the card's abilities top to bottom (SQ-1), each with its own
// values, moved up or down, removed or added; the card's focus instruction (SQ-9) and the monster's
// traits (CF-2 `mover`). Redrawn from the list on every structural edit; typing solves live.
import en from "../../lang/en.json";
import "../styles/sequence-editor.css";
import type { SequenceAbility } from "../../src/core/gloomhaven/sequence";
import { CONDITION_KEYS, MOVE_MODES, type ConditionKey } from "../../src/view/gloomhaven";
import { html, i18n, keepingFocus, t } from "../ui";
import { ABILITY_KINDS, addAbility, moveAbility, removeAbility, type SequenceForm } from "./sequence-form";

const LIMIT = 20;
/** The narrated effects the language files name (MONSTER_AUTOPILOT.Sequence.Effect.*). */
const EFFECTS = Object.keys(en.MONSTER_AUTOPILOT.Sequence.Effect);

export interface SequenceEditor {
  readonly element: HTMLElement;
  readonly render: (form: SequenceForm) => void;
}

type Field = HTMLInputElement | HTMLSelectElement;

function numberInput(name: string, value: number, min = 0): HTMLInputElement {
  return html("input", { type: "number", name, id: `hex-${name}`, min, max: LIMIT, value });
}

function checkbox(name: string, checked: boolean): HTMLInputElement {
  const box = html("input", { type: "checkbox", name, id: `hex-${name}` });
  box.checked = checked;
  return box;
}

function select(name: string, values: readonly string[], selected: string, label: (v: string) => string) {
  const element = html("select", { name, id: `hex-${name}` });
  for (const value of values) {
    const option = html("option", { value }, label(value));
    option.selected = value === selected;
    element.append(option);
  }
  return element;
}

/** A labelled control: the label names it for screen readers and sits beside it. */
function labelled(text: string, control: Field): HTMLElement {
  return html("label", { class: "hx-seq-field" }, html("span", {}, text), control);
}

/** The controls of one ability, by kind; their names carry the row index (`seq-2-range`). */
function abilityFields(a: SequenceAbility, i: number): HTMLElement[] {
  const n = (field: string): string => `seq-${i}-${field}`;
  switch (a.kind) {
    case "move":
      return [
        labelled(t("Hex.Seq.Move"), numberInput(n("move"), a.move)),
        labelled(
          t("Hex.Seq.Mode"),
          select(n("mode"), MOVE_MODES, a.mode, (m) => t(`Hex.Seq.ModeName.${m}`)),
        ),
      ];
    case "attack":
      return [
        labelled(t("Hex.Seq.Range"), numberInput(n("range"), a.range)),
        labelled(t("Hex.Seq.Targets"), numberInput(n("targets"), a.targets === "all" ? 1 : a.targets, 1)),
        labelled(t("Hex.Seq.TargetAll"), checkbox(n("all"), a.targets === "all")),
        labelled(t("Hex.Seq.SameTarget"), checkbox(n("same"), a.sameTarget === true)),
        labelled(t("Hex.Seq.Melee"), checkbox(n("melee"), a.melee === true)),
        labelled(
          t("Hex.Seq.Rider"),
          select(n("rider"), ["none", "push", "pull"], a.forced?.kind ?? "none", (r) =>
            t(`Hex.Seq.RiderName.${r}`),
          ),
        ),
        labelled(t("Hex.Seq.RiderValue"), numberInput(n("rider-value"), a.forced?.value ?? 1, 1)),
        ...(a.area
          ? [html("p", { class: "hx-seq-area" }, t("Hex.Seq.Area", { count: a.area.hexes.length }))]
          : []),
      ];
    case "path-attack":
      return [html("p", { class: "hx-seq-explain" }, t("Hex.Seq.PathAttackExplain"))];
    case "push":
    case "pull":
      return [
        labelled(t("Hex.Seq.ForcedValue"), numberInput(n("value"), a.value, 1)),
        labelled(t("Hex.Seq.ForcedRange"), numberInput(n("range"), a.range, 1)),
      ];
    case "control":
      return [labelled(t("Hex.Seq.ControlRange"), numberInput(n("control-range"), a.attackRange))];
    case "narrated": {
      const known = EFFECTS.includes(a.what) ? EFFECTS : [...EFFECTS, a.what];
      return [
        labelled(
          t("Hex.Seq.Effect"),
          select(n("what"), known, a.what, (w) => {
            const key = `MONSTER_AUTOPILOT.Sequence.Effect.${w}`;
            return i18n.has(key) ? i18n.localize(key) : w;
          }),
        ),
      ];
    }
  }
}

function rowButton(action: string, index: number, label: string, symbol: string, disabled: boolean) {
  return html(
    "button",
    { type: "button", "data-seq": action, "data-index": index, "aria-label": label, title: label, disabled },
    symbol,
  );
}

/** One ability's row: its number and kind, its values, and the buttons that move or remove it. */
function abilityRow(a: SequenceAbility, i: number, count: number): HTMLElement {
  const number = String(i + 1);
  return html(
    "li",
    { class: `hx-seq-row hx-seq-${a.kind}`, "data-kind": a.kind, "data-index": i },
    html(
      "div",
      { class: "hx-seq-head" },
      html("strong", {}, t(`Hex.Seq.Kind.${a.kind}`)),
      html(
        "span",
        { class: "hx-seq-buttons" },
        rowButton("up", i, t("Hex.Seq.Up", { n: number }), "↑", i === 0),
        rowButton("down", i, t("Hex.Seq.Down", { n: number }), "↓", i === count - 1),
        rowButton("remove", i, t("Hex.Seq.Remove", { n: number }), "✕", count <= 1),
      ),
    ),
    html("div", { class: "hx-seq-fields" }, ...abilityFields(a, i)),
  );
}

/** The form's values read back from the controls; the list's shape (kinds, order, areas) comes from `form`. */
function readForm(root: HTMLElement, form: SequenceForm): SequenceForm {
  const value = (name: string): string =>
    root.querySelector<Field>(`[name="${CSS.escape(name)}"]`)?.value ?? "";
  const checked = (name: string): boolean =>
    root.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)?.checked === true;
  const count = (name: string, fallback: number, min = 0): number => {
    const raw = value(name);
    const v = Math.trunc(Number(raw));
    return raw.trim() === "" || !Number.isFinite(v) ? fallback : Math.min(LIMIT, Math.max(min, v));
  };
  const abilities = form.abilities.map((a, i): SequenceAbility => {
    const n = (field: string): string => `seq-${i}-${field}`;
    switch (a.kind) {
      case "move": {
        const mode = MOVE_MODES.find((m) => m === value(n("mode"))) ?? a.mode;
        return { kind: "move", move: count(n("move"), a.move), mode };
      }
      case "attack": {
        const { forced: _forced, sameTarget: _same, melee: _melee, ...rest } = a;
        const rider = value(n("rider"));
        const targets = count(n("targets"), a.targets === "all" ? 1 : a.targets, 1);
        return {
          ...rest,
          range: count(n("range"), a.range),
          targets: checked(n("all")) ? "all" : targets,
          ...(checked(n("same")) ? { sameTarget: true } : {}),
          ...(checked(n("melee")) ? { melee: true } : {}),
          ...(rider === "push" || rider === "pull"
            ? { forced: { kind: rider, value: count(n("rider-value"), a.forced?.value ?? 1, 1) } }
            : {}),
        };
      }
      case "push":
      case "pull":
        return { kind: a.kind, value: count(n("value"), a.value, 1), range: count(n("range"), a.range, 1) };
      case "control":
        return { kind: "control", attackRange: count(n("control-range"), a.attackRange) };
      case "narrated":
        return { kind: "narrated", what: value(n("what")) || a.what };
      case "path-attack":
        return a;
    }
  });
  const conditions = Object.fromEntries(CONDITION_KEYS.map((k) => [k, checked(`seq-${k}`)])) as Record<
    ConditionKey,
    boolean
  >;
  const within = checked("seq-within-on") ? count("seq-within", form.focus.within ?? 3, 1) : null;
  return {
    ...form,
    mover: { flying: checked("seq-flying"), conditions },
    focus: { rule: value("seq-focus") === "farthest" ? "farthest" : "closest", within },
    abilities,
  };
}

/** Builds the editor; `onChange` gets each edited list (`live` = while typing: the editor is not redrawn). */
export function createSequenceEditor(onChange: (form: SequenceForm, live: boolean) => void): SequenceEditor {
  let form: SequenceForm | undefined;
  const body = html("div", { class: "hx-seq-body" });
  const element = html(
    "form",
    { class: "hx-sequence", "aria-label": t("Hex.Seq.Label") },
    html("p", { class: "hx-hint" }, t("Hex.Seq.Help")),
    body,
  );
  element.addEventListener("submit", (event) => event.preventDefault());
  element.addEventListener("input", (event) => {
    if (form && (event.target as HTMLInputElement).type === "number") onChange(readForm(element, form), true);
  });
  element.addEventListener("change", (event) => {
    if (!form || (event.target as Element).id === "hex-seq-add-kind") return;
    onChange(readForm(element, form), false);
  });
  element.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-seq]");
    if (!form || !button) return;
    const current = readForm(element, form);
    const index = Number(button.dataset["index"]);
    const action = button.dataset["seq"];
    if (action === "up" || action === "down") {
      const next = moveAbility(current, index, action === "up" ? -1 : 1);
      onChange(next, false);
      // The moved row keeps the focus on the same button, one place further.
      const to = Math.min(Math.max(0, index + (action === "up" ? -1 : 1)), next.abilities.length - 1);
      element
        .querySelector<HTMLElement>(`button[data-seq="${action}"][data-index="${to}"]:not([disabled])`)
        ?.focus();
    } else if (action === "remove") {
      onChange(removeAbility(current, index), false);
      element.querySelector<HTMLElement>("#hex-seq-add-kind")?.focus();
    } else if (action === "add") {
      const kind = ABILITY_KINDS.find(
        (k) => k === element.querySelector<HTMLSelectElement>("#hex-seq-add-kind")?.value,
      );
      if (kind) onChange(addAbility(current, kind), false);
    }
  });

  return {
    element,
    render(next) {
      form = next;
      const conditions = next.mover.conditions ?? {};
      keepingFocus(element, () =>
        body.replaceChildren(
          html(
            "fieldset",
            { class: "hx-seq-focus" },
            html("legend", {}, t("Hex.Seq.FocusLegend")),
            labelled(
              t("Hex.Seq.FocusRule"),
              select("seq-focus", ["closest", "farthest"], next.focus.rule, (r) =>
                t(`Hex.Seq.FocusName.${r}`),
              ),
            ),
            labelled(t("Hex.Seq.WithinOn"), checkbox("seq-within-on", next.focus.within !== null)),
            labelled(t("Hex.Seq.Within"), numberInput("seq-within", next.focus.within ?? 3, 1)),
          ),
          html(
            "fieldset",
            { class: "hx-seq-mover" },
            html("legend", {}, t("Hex.Seq.MoverLegend")),
            labelled(t("Hex.Seq.Flying"), checkbox("seq-flying", next.mover.flying)),
            ...CONDITION_KEYS.map((k) =>
              labelled(t(`Hex.Seq.Condition.${k}`), checkbox(`seq-${k}`, conditions[k] === true)),
            ),
          ),
          html("h3", { class: "hx-seq-heading" }, t("Hex.Seq.ListHeading")),
          html(
            "ol",
            { class: "hx-seq-list" },
            ...next.abilities.map((a, i) => abilityRow(a, i, next.abilities.length)),
          ),
          html(
            "div",
            { class: "hx-seq-add" },
            html("label", { for: "hex-seq-add-kind" }, t("Hex.Seq.AddLabel")),
            select("seq-add-kind", ABILITY_KINDS, "attack", (k) => t(`Hex.Seq.Kind.${k}`)),
            html("button", { type: "button", "data-seq": "add", id: "hex-seq-add" }, t("Hex.Seq.Add")),
          ),
        ),
      );
    },
  };
}

/** The switch between the two editors: one move and one attack (the single-turn solver), or a whole card's list. */
export function createModeSwitch(onMode: (list: boolean) => void): {
  readonly element: HTMLElement;
  readonly render: (list: boolean) => void;
} {
  const radio = (value: string): HTMLInputElement =>
    html("input", { type: "radio", name: "hex-mode", value, id: `hex-mode-${value}` });
  const single = radio("single");
  const list = radio("list");
  const element = html(
    "fieldset",
    { class: "hx-mode" },
    html("legend", {}, t("Hex.Seq.ModeLegend")),
    html("label", {}, single, " ", t("Hex.Seq.ModeSingle")),
    html("label", {}, list, " ", t("Hex.Seq.ModeList")),
  );
  element.addEventListener("change", () => onMode(list.checked));
  return {
    element,
    render(isList) {
      list.checked = isList;
      single.checked = !isList;
    },
  };
}
