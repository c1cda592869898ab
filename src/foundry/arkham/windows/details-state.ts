/**
 * Keeps the GM's open/closed `<details data-remember>` sections across re-renders of a window: the first class
 * of each section names it; a section the GM toggled keeps that state, the others use the template's.
 */
export class DetailsState {
  readonly #open = new Map<string, boolean>();

  /** Applies the remembered states to a freshly rendered element and follows the GM's toggles. */
  apply(root: HTMLElement): void {
    for (const details of root.querySelectorAll<HTMLDetailsElement>("details[data-remember]")) {
      const name = details.classList.item(0);
      if (name === null) continue;
      const remembered = this.#open.get(name);
      if (remembered !== undefined) details.open = remembered;
      details.addEventListener("toggle", () => this.#open.set(name, details.open));
    }
  }
}
