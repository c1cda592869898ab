// The Arkham tab's placement tools: add a monster of a chosen type, add an investigator with a
// Sneak value, or remove a piece; plus a list of the pieces (with remove buttons, for keyboard users).
import { baseBoard, monsterTypes } from "../../src/core/arkham";
import { groupMonsterTypes } from "../../src/view/arkham";
import { html } from "../ui";
import { i18n, t } from "../ui";
import { monsterName, type ArkhamSandboxState } from "./arkham-state";

export const ARKHAM_TOOLS = ["monster", "investigator", "remove"] as const;
export type ArkhamTool = (typeof ARKHAM_TOOLS)[number];

export interface PieceTools {
  readonly element: HTMLElement;
  readonly tool: () => ArkhamTool;
  /** The chosen preset monster type's id ("base/cultist"). */
  readonly monsterType: () => string;
  readonly sneak: () => number;
}

/** Builds the tool radios, the monster type select and the Sneak input. */
export function createPieceTools(): PieceTools {
  let tool: ArkhamTool = "monster";
  const radios = ARKHAM_TOOLS.map((id) => {
    const input = html("input", { type: "radio", name: "arkham-tool", value: id, checked: id === tool });
    input.addEventListener("change", () => {
      if (input.checked) tool = id;
    });
    return html(
      "label",
      { class: "ak-tool", "data-arkham-tool": id },
      input,
      html("span", {}, t(`Arkham.Tool.${id}`)),
    );
  });
  const type = html(
    "select",
    { id: "arkham-monster-type" },
    ...groupMonsterTypes(monsterTypes(), i18n).map((group) =>
      html(
        "optgroup",
        { label: group.label },
        ...group.types.map((m) =>
          html("option", { value: m.id }, `${m.name} — ${t(`Arkham.MovementType.${m.movement}`)}`),
        ),
      ),
    ),
  );
  const sneak = html("input", { id: "arkham-sneak", type: "number", min: -5, max: 10, value: 2 });
  const element = html(
    "div",
    { class: "ak-piece-tools" },
    html("fieldset", { class: "ak-tools" }, html("legend", {}, t("Arkham.ToolsLabel")), ...radios),
    html("label", { for: "arkham-monster-type", class: "ak-field" }, t("Arkham.MonsterTypeLabel")),
    type,
    html("label", { for: "arkham-sneak", class: "ak-field" }, t("Arkham.SneakLabel")),
    sneak,
    html("p", { class: "ak-hint" }, t("Arkham.PlaceHint")),
  );
  return {
    element,
    tool: () => tool,
    monsterType: () => type.value,
    sneak: () => Math.round(Number(sneak.value)) || 0,
  };
}

/** Lists the pieces on the board, each with a remove button. */
export function renderPieceList(
  container: HTMLElement,
  state: ArkhamSandboxState,
  remove: (id: string) => void,
): void {
  const board = baseBoard();
  const areaName = (id: string): string => board.areaById.get(id)?.name ?? id;
  const item = (id: string, at: string, label: string): HTMLLIElement => {
    const button = html(
      "button",
      { type: "button", class: "ak-remove", "aria-label": t("Arkham.RemovePiece", { label }) },
      "×",
    );
    button.addEventListener("click", () => remove(id));
    return html(
      "li",
      { "data-piece": id, "data-at": at },
      html("span", {}, `${label} — ${areaName(at)}`),
      button,
    );
  };
  container.replaceChildren(
    html(
      "ul",
      { class: "ak-piece-list" },
      ...state.monsters.map((m) => item(m.id, m.at, `${monsterName(m)} (${m.id})`)),
      ...state.investigators.map((i) =>
        item(i.id, i.at, t("Arkham.Piece.Investigator", { id: i.id, sneak: i.sneak })),
      ),
    ),
  );
}
