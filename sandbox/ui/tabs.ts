// An accessible tab strip (WAI-ARIA tabs pattern): arrow keys move between tabs, Enter/Space or click selects.
import { html } from "./dom";

export interface TabSpec {
  readonly id: string;
  readonly label: string;
  readonly panel: HTMLElement;
}

/** Builds the tab list for the given panels and returns it with a function selecting a tab by id. */
export function createTabs(
  tabs: readonly TabSpec[],
  onSelect: (id: string) => void,
): { readonly element: HTMLElement; readonly select: (id: string) => void } {
  const buttons = tabs.map((tab) =>
    html(
      "button",
      { type: "button", role: "tab", id: `tab-${tab.id}`, "aria-controls": tab.panel.id, "data-tab": tab.id },
      tab.label,
    ),
  );
  const select = (id: string): void => {
    tabs.forEach((tab, index) => {
      const active = tab.id === id;
      const button = buttons[index]!;
      button.setAttribute("aria-selected", String(active));
      button.tabIndex = active ? 0 : -1;
      tab.panel.hidden = !active;
    });
  };
  buttons.forEach((button, index) => {
    button.addEventListener("click", () => {
      select(tabs[index]!.id);
      onSelect(tabs[index]!.id);
    });
    button.addEventListener("keydown", (event) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      const next = buttons[(index + step + buttons.length) % buttons.length]!;
      next.focus();
      next.click();
    });
  });
  for (const tab of tabs) {
    tab.panel.setAttribute("role", "tabpanel");
    tab.panel.setAttribute("aria-labelledby", `tab-${tab.id}`);
  }
  return { element: html("div", { role: "tablist", class: "sandbox-tabs" }, ...buttons), select };
}
