// What the live-world driver reads from and does to Foundry's interface: the module's windows
// (`foundry.applications.instances`), its grid highlight layers, its keybindings and the error
// notifications shown. Reading the highlight's colours and the notifications needs a recorder:
// Foundry keeps neither readable, so the driver wraps the two calls while a scenario runs and
// unwraps them on clean-up.
import { MODULE_ID } from "../constants";
import type { GridOffset, HighlightMark, HighlightReading, WindowReading } from "./world-driver";

/** An ApplicationV2 as the driver reads it (https://foundryvtt.com/api/classes/foundry.applications.api.ApplicationV2.html). */
interface WindowLike {
  readonly id: string;
  readonly rendered: boolean;
  readonly state: number;
  readonly element: HTMLElement;
  close(): Promise<unknown>;
}

/** `GridHighlight#positions` (https://foundryvtt.com/api/classes/foundry.canvas.containers.GridHighlight.html). */
interface HighlightLike {
  readonly positions: Set<unknown>;
}

type HighlightOptions = { x: number; y: number; color?: unknown; border?: unknown };

/**
 * The GridLayer's highlight calls (https://foundryvtt.com/api/classes/foundry.canvas.layers.GridLayer.html):
 * `highlightLayers` maps names to GridHighlights; `highlightPosition(name, options)` and
 * `clearHighlightLayer(name)` draw and clear.
 */
interface GridLayerLike {
  highlightLayers: Record<string, HighlightLike | undefined>;
  highlightPosition(name: string, options: HighlightOptions): unknown;
  clearHighlightLayer(name: string): unknown;
}

/** The module's open windows (`foundry.applications.instances`, a Map of ApplicationV2 by id). */
function moduleWindows(): WindowLike[] {
  const instances = foundry.applications.instances as unknown as Map<string, WindowLike>;
  return [...instances.values()].filter((app) => app.id.startsWith(MODULE_ID));
}

/** ApplicationV2.RENDER_STATES.CLOSING. */
function closingState(): number {
  const api = foundry.applications.api as unknown as {
    ApplicationV2: { RENDER_STATES: { CLOSING: number } };
  };
  return api.ApplicationV2.RENDER_STATES.CLOSING;
}

/** Reads the module's open windows: state, enabled actions, text. */
export function readWindows(): WindowReading[] {
  const closing = closingState();
  return moduleWindows().map((app) => ({
    id: app.id,
    rendered: app.rendered,
    closing: app.state === closing,
    actions: [...app.element.querySelectorAll<HTMLElement>("[data-action]")]
      .filter((el) => !el.matches(":disabled") && el.getAttribute("aria-disabled") !== "true")
      .map((el) => el.dataset["action"] ?? ""),
    text: app.element.textContent ?? "",
  }));
}

/** Clicks a control of a module window, as the GM would (ApplicationV2 handles actions on click). */
export function pressInWindow(windowId: string, action: string, index?: number): void {
  const app = moduleWindows().find((w) => w.id === windowId);
  if (!app) throw new Error(`No open window ${windowId}`);
  const selector =
    index === undefined ? `[data-action="${action}"]` : `[data-action="${action}"][data-index="${index}"]`;
  const control = app.element.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`Window ${windowId} has no control ${selector}`);
  control.click();
}

/** Runs a module keybinding's `onDown` (https://foundryvtt.com/api/classes/foundry.helpers.interaction.ClientKeybindings.html#actions). */
export function runKeybinding(name: string): void {
  const action = game.keybindings.actions.get(`${MODULE_ID}.${name}`) as
    { onDown?: (context: unknown) => unknown } | undefined;
  if (!action?.onDown) throw new Error(`The module has no keybinding ${name}`);
  action.onDown({ key: "", isShift: false, isAlt: false, isControl: false, up: false, repeat: false });
}

/** Closes every open module window and waits for each to finish closing. */
export async function closeModuleWindows(): Promise<number> {
  const open = moduleWindows();
  await Promise.all(open.map((app) => app.close()));
  return open.length;
}

/** Records what the module draws on the canvas grid layer and the error notifications shown. */
export class InterfaceRecorder {
  readonly #marks = new Map<string, { x: number; y: number; color: string; border: string }[]>();
  readonly #errors: string[] = [];
  #layer: GridLayerLike | null = null;
  #notifications: { error: (...args: unknown[]) => unknown } | null = null;

  /** Starts recording on the current canvas grid layer and notifications (again after a canvas redraw). */
  attach(): void {
    const layer = (canvas?.interface as unknown as { grid?: GridLayerLike } | undefined)?.grid ?? null;
    if (layer && layer !== this.#layer) {
      this.detachLayer();
      const draw = layer.highlightPosition;
      const clear = layer.clearHighlightLayer;
      layer.highlightPosition = (name, options) => {
        if (name.startsWith(MODULE_ID)) {
          const list = this.#marks.get(name) ?? [];
          list.push({
            x: options.x,
            y: options.y,
            color: String(options.color),
            border: String(options.border),
          });
          this.#marks.set(name, list);
        }
        return draw.call(layer, name, options);
      };
      layer.clearHighlightLayer = (name) => {
        this.#marks.delete(name);
        return clear.call(layer, name);
      };
      this.#layer = layer;
    }
    const notifications = ui.notifications as unknown as
      { error: (...args: unknown[]) => unknown } | undefined;
    if (notifications && !this.#notifications) {
      const error = notifications.error;
      notifications.error = (...args: unknown[]) => {
        this.#errors.push(String(args[0]));
        return error.apply(notifications, args);
      };
      this.#notifications = notifications;
    }
  }

  /** The module's highlight layers: Foundry's position count and the marks drawn, as grid offsets. */
  highlights(offsetOf: (x: number, y: number) => GridOffset): HighlightReading[] {
    const layers = this.#layer?.highlightLayers ?? {};
    return Object.entries(layers)
      .filter(([name]) => name.startsWith(MODULE_ID))
      .map(([name, highlight]) => ({
        layer: name,
        count: highlight?.positions.size ?? 0,
        marks: (this.#marks.get(name) ?? []).map((m): HighlightMark => ({
          offset: offsetOf(m.x, m.y),
          color: m.color,
          border: m.border,
        })),
      }));
  }

  errors(): string[] {
    return [...this.#errors];
  }

  /** Stops recording: the wrapped calls are Foundry's own again. */
  detach(): void {
    this.detachLayer();
    if (this.#notifications) delete (this.#notifications as { error?: unknown }).error;
    this.#notifications = null;
  }

  private detachLayer(): void {
    if (!this.#layer) return;
    delete (this.#layer as Partial<GridLayerLike>).highlightPosition;
    delete (this.#layer as Partial<GridLayerLike>).clearHighlightLayer;
    this.#layer = null;
  }
}
