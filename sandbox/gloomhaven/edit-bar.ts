// The buttons above the hex board: Undo and Redo of board edits (also Ctrl+Z, Ctrl+Shift+Z or
// Ctrl+Y) and Clear board (undoable like any edit).
import { html } from "../ui";
import { t } from "../ui";

/** What the buttons do. */
export interface EditBarActions {
  readonly undo: () => void;
  readonly redo: () => void;
  readonly clear: () => void;
}

/** Builds the bar; `render` enables Undo and Redo when there is something to undo or redo. */
export function createEditBar(actions: EditBarActions): {
  readonly element: HTMLElement;
  readonly render: (canUndo: boolean, canRedo: boolean) => void;
} {
  const button = (id: string, label: string, hint: string, onClick: () => void): HTMLButtonElement => {
    const b = html("button", { type: "button", id, title: hint }, label);
    b.addEventListener("click", onClick);
    return b;
  };
  const undo = button("hex-undo", t("HexEdit.Undo"), t("HexEdit.UndoHint"), actions.undo);
  undo.setAttribute("aria-keyshortcuts", "Control+Z");
  const redo = button("hex-redo", t("HexEdit.Redo"), t("HexEdit.RedoHint"), actions.redo);
  redo.setAttribute("aria-keyshortcuts", "Control+Shift+Z Control+Y");
  const clear = button("hex-clear", t("HexEdit.Clear"), t("HexEdit.ClearHint"), actions.clear);
  return {
    element: html(
      "div",
      { class: "hx-edit-bar", role: "toolbar", "aria-label": t("HexEdit.Label") },
      undo,
      redo,
      clear,
    ),
    render(canUndo, canRedo) {
      // aria-disabled rather than disabled: a focused button stays focused when it runs out of steps.
      undo.setAttribute("aria-disabled", String(!canUndo));
      redo.setAttribute("aria-disabled", String(!canRedo));
    },
  };
}
