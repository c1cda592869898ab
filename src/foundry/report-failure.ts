// Failures at entry points (hooks, scene controls, keybindings, window buttons, renders) are never
// lost: Foundry only logs a hook handler's exception to the console and a voided render promise
// hides a failed render (foundry.md, "Runtime behaviour"). Each one becomes a localized
// `ui.notifications.error` naming what failed, plus `console.error` with the cause.
import { MODULE_ID } from "./constants";

/** The text of a failure's cause, for the notification. */
function causeText(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return typeof cause === "string" ? cause : String(cause);
}

/** Tells the GM that `action` (a lang key naming what failed) failed, and logs the cause. */
export function reportFailure(action: string, cause: unknown): void {
  const what = game.i18n.localize(action);
  console.error(`${MODULE_ID} | ${what}`, cause);
  ui.notifications?.error(
    game.i18n.format("MONSTER_AUTOPILOT.Failure.Notice", { action: what, reason: causeText(cause) }),
  );
}

/**
 * Wraps an entry point's handler (sync or async) so that a throw or a rejected promise is reported
 * with {@link reportFailure}. Returns what the handler returns when it is synchronous (keybinding
 * handlers return true to consume the key).
 */
export function guarded<A extends unknown[], R>(
  action: string,
  handler: (...args: A) => R,
): (...args: A) => R | undefined {
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((cause: unknown) => reportFailure(action, cause));
      return result;
    } catch (cause) {
      reportFailure(action, cause);
      return undefined;
    }
  };
}

/** Wraps every action of an ApplicationV2 `actions` table with {@link guarded}, keeping `this`. */
export function guardedActions<T extends Record<string, (this: never, ...args: never[]) => unknown>>(
  action: string,
  actions: T,
): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(actions)) {
    wrapped[name] = function (this: unknown, ...args: unknown[]) {
      return guarded(action, () => (fn as (...a: unknown[]) => unknown).apply(this, args))();
    };
  }
  return wrapped as T;
}

/** The part of an ApplicationV2 used to render and reopen windows. */
export interface RenderableWindow {
  render(options?: { force?: boolean }): Promise<unknown>;
  readonly state?: number;
  readonly rendered?: boolean;
  bringToFront(): unknown;
}

/**
 * Renders a window; a rejected render is reported (naming `action`) and `onFailure` runs, so that
 * nothing drawn for the window (a canvas highlight) stays behind. Resolves whether it rendered.
 */
export async function renderReported(
  app: RenderableWindow,
  action: string,
  onFailure: () => void = () => undefined,
): Promise<boolean> {
  try {
    await app.render({ force: true });
    return true;
  } catch (cause) {
    onFailure();
    reportFailure(action, cause);
    return false;
  }
}

/**
 * Lets a promise run without waiting for it (a partial re-render, a window closing): a rejection is
 * reported naming `action`, after `onFailure` runs (to clear what the window drew on the canvas).
 * Use this instead of `void promise`, which would hide the failure.
 */
export function reportRejection(
  promise: Promise<unknown>,
  action: string,
  onFailure: () => void = () => undefined,
): void {
  promise.catch((cause: unknown) => {
    onFailure();
    reportFailure(action, cause);
  });
}

/** ApplicationV2.RENDER_STATES.CLOSED (https://foundryvtt.com/api/classes/foundry.applications.api.ApplicationV2.html#render_states). */
const CLOSED = -1;
const opening = new Map<string, RenderableWindow>();

/**
 * Opens one window per key: a window of that key that is open or still rendering is brought to the
 * front instead of opening a second one (two clicks, or one click that reaches two handlers).
 */
export function openWindowOnce(
  key: string,
  create: () => RenderableWindow,
  action: string,
  onFailure?: () => void,
): RenderableWindow {
  const known = opening.get(key);
  if (known && (known.state ?? 0) > CLOSED) {
    if (known.rendered) known.bringToFront();
    return known;
  }
  const app = create();
  opening.set(key, app);
  void renderReported(app, action, () => {
    opening.delete(key);
    onFailure?.();
  });
  return app;
}

const warned = new Set<string>();

/** Logs a warning once per key (a missing DOM anchor: the feature is skipped, not the whole hook). */
export function warnOnce(key: string, text: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`${MODULE_ID} | ${text}`);
}
