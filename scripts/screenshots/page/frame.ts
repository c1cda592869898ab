// A window frame like Foundry's ApplicationV2 (header with icon, title and close button over the
// window content), so a part rendered outside Foundry looks as a GM sees it.
import { html } from "../../../sandbox/ui";

/** Wraps content in a window frame with the given module classes, title and width (px). */
export function windowFrame(
  classes: readonly string[],
  icon: string,
  title: string,
  width: number,
  ...content: HTMLElement[]
): HTMLElement {
  return html(
    "div",
    { class: ["application", "shot-window", ...classes].join(" "), style: `width: ${width}px` },
    html(
      "header",
      { class: "window-header" },
      html("i", { class: `window-icon ${icon}` }),
      html("h1", { class: "window-title" }, title),
      html("span", { class: "window-close" }, "×"),
    ),
    html("section", { class: "window-content standard-form" }, ...content),
  );
}

/** A picture: the window beside its board, with a caption naming what is shown. */
export function shot(id: string, caption: string, window: HTMLElement, board: Element): HTMLElement {
  return html(
    "figure",
    { id, class: "shot" },
    window,
    html("div", { class: "shot-board" }, board, html("figcaption", {}, caption)),
  );
}
