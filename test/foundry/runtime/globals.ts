// Fakes of Foundry's client-side services (Hooks, notifications, settings, scene controls, PIXI
// drawing) for the fake runtime. Each models the documented behaviour the module relies on (pages
// cited per class); one instance of each belongs to one client of a fake world (see world.ts).
import { FakeHexGrid } from "./ports";

type Handler = (...args: never[]) => unknown;

/**
 * Hooks (https://foundryvtt.com/api/classes/foundry.helpers.Hooks.html): `on`, `once`, `off`,
 * `callAll` runs every handler; an exception in a handler is logged to the console and the other
 * handlers still run — it never reaches the caller.
 */
export class FakeHooks {
  readonly #handlers = new Map<string, { fn: Handler; once: boolean; id: number }[]>();
  #next = 1;
  readonly errors: unknown[] = [];
  on(hook: string, fn: Handler): number {
    const id = this.#next++;
    (this.#handlers.get(hook) ?? this.#handlers.set(hook, []).get(hook))?.push({ fn, once: false, id });
    return id;
  }
  once(hook: string, fn: Handler): number {
    const id = this.on(hook, fn);
    const list = this.#handlers.get(hook);
    const entry = list?.find((h) => h.id === id);
    if (entry) entry.once = true;
    return id;
  }
  off(hook: string, fnOrId: Handler | number): void {
    const list = this.#handlers.get(hook) ?? [];
    this.#handlers.set(
      hook,
      list.filter((h) => h.fn !== fnOrId && h.id !== fnOrId),
    );
  }
  callAll(hook: string, ...args: unknown[]): true {
    for (const h of [...(this.#handlers.get(hook) ?? [])]) {
      if (h.once) this.off(hook, h.id);
      try {
        (h.fn as (...a: unknown[]) => unknown)(...args);
      } catch (cause) {
        this.errors.push(cause);
        console.error(`Error thrown in hooked function for hook ${hook}`, cause);
      }
    }
    return true;
  }
  call(hook: string, ...args: unknown[]): boolean {
    return this.callAll(hook, ...args);
  }
}

/** ui.notifications (https://foundryvtt.com/api/classes/foundry.applications.ui.Notifications.html): recorded. */
export class FakeNotifications {
  readonly shown: { type: "info" | "warn" | "error"; text: string }[] = [];
  info(text: string) {
    this.shown.push({ type: "info", text });
  }
  warn(text: string) {
    this.shown.push({ type: "warn", text });
  }
  error(text: string) {
    this.shown.push({ type: "error", text });
  }
}

/**
 * CONFIG.Combat.documentClass as far as the tracker order goes: `_sortCombatants` sorts "in descending
 * order of initiative using combatant IDs for tiebreakers"
 * (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#_sortcombatants).
 */
export class FakeCombatDocument {
  protected _sortCombatants(
    a: { id: string | null; initiative: number | null },
    b: { id: string | null; initiative: number | null },
  ): number {
    const ia = a.initiative ?? Number.NEGATIVE_INFINITY;
    const ib = b.initiative ?? Number.NEGATIVE_INFINITY;
    return ia !== ib ? ib - ia : (a.id ?? "").localeCompare(b.id ?? "");
  }
  /** The order the tracker shows, as `Combat#setupTurns` builds it with `_sortCombatants`. */
  sortTurns<T extends { id: string | null; initiative: number | null }>(combatants: readonly T[]): T[] {
    return [...combatants].sort((a, b) => this._sortCombatants(a, b));
  }
}

/**
 * game.settings (https://foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html): registered
 * defaults, get/set in memory. The values are the world's, shared by every client of a fake world;
 * each client registers its own configs, and a change runs the onChange of every client (`changed`).
 */
export class FakeSettings {
  readonly configs = new Map<string, { onChange?: (value: unknown) => void }>();
  readonly menus = new Map<string, { type: unknown; restricted?: boolean }>();
  constructor(
    readonly values = new Map<string, unknown>(),
    private readonly changed: (key: string, value: unknown) => void = (key, value) =>
      this.runOnChange(key, value),
  ) {}
  register(ns: string, key: string, config: { default?: unknown; onChange?: (value: unknown) => void }) {
    this.configs.set(`${ns}.${key}`, config);
    if (!this.values.has(`${ns}.${key}`)) this.values.set(`${ns}.${key}`, config.default);
  }
  registerMenu(ns: string, key: string, config: { type: unknown }) {
    this.menus.set(`${ns}.${key}`, config);
  }
  get(ns: string, key: string): unknown {
    return this.values.get(`${ns}.${key}`);
  }
  /** Stores the value, then runs the setting's onChange with it, as Foundry does. */
  async set(ns: string, key: string, value: unknown) {
    this.values.set(`${ns}.${key}`, value);
    this.changed(`${ns}.${key}`, value);
    return value;
  }
  /** Runs this client's onChange of a setting. */
  runOnChange(key: string, value: unknown): void {
    this.configs.get(key)?.onChange?.(value);
  }
}

/**
 * PIXI.Graphics, as far as the Arkham arrows draw: every drawing call is recorded with its arguments
 * (https://pixijs.download/v7.x/docs/PIXI.Graphics.html: `lineStyle(width, color, alpha)`,
 * `drawCircle(x, y, radius)`, ...; `clear()` removes what was drawn).
 */
export class FakeGraphics {
  destroyed = false;
  readonly calls: string[] = [];
  readonly ops: { name: string; args: unknown[] }[] = [];
  #record(name: string, args: unknown[]) {
    this.calls.push(name);
    this.ops.push({ name, args });
    return this;
  }
  clear() {
    this.calls.length = 0;
    this.ops.length = 0;
    return this;
  }
  lineStyle(...args: unknown[]) {
    return this.#record("lineStyle", args);
  }
  moveTo(...args: unknown[]) {
    return this.#record("moveTo", args);
  }
  lineTo(...args: unknown[]) {
    return this.#record("lineTo", args);
  }
  beginFill(...args: unknown[]) {
    return this.#record("beginFill", args);
  }
  endFill() {
    return this.#record("endFill", []);
  }
  drawPolygon(...args: unknown[]) {
    return this.#record("drawPolygon", args);
  }
  drawCircle(...args: unknown[]) {
    return this.#record("drawCircle", args);
  }
  destroy() {
    this.destroyed = true;
  }
}

/** A grid that says it is hexagonal (https://foundryvtt.com/api/classes/foundry.grid.HexagonalGrid.html). */
export class FakeCanvasHexGrid extends FakeHexGrid {
  readonly isHexagonal = true;
  readonly isSquare = false;
}

/**
 * `canvas.stage` (https://foundryvtt.com/api/classes/foundry.canvas.Canvas.html#stage, a PIXI
 * container): listeners by PIXI's `on` / `off`
 * (https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#on); `click(point)` delivers a
 * `pointerdown` whose `getLocalPosition` gives the point in scene pixels
 * (https://pixijs.download/v7.x/docs/PIXI.FederatedPointerEvent.html#getLocalPosition).
 */
export class FakeStage {
  readonly #listeners = new Map<string, Set<(event: unknown) => void>>();
  on(event: string, fn: (event: unknown) => void) {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }
  off(event: string, fn: (event: unknown) => void) {
    this.#listeners.get(event)?.delete(fn);
    return this;
  }
  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0;
  }
  click(point: { x: number; y: number }): void {
    const event = { getLocalPosition: () => ({ ...point }) };
    for (const fn of [...(this.#listeners.get("pointerdown") ?? [])]) fn(event);
  }
}

/** PIXI.Container, as far as step labels use it. */
export class FakeContainer {
  eventMode = "auto";
  destroyed = false;
  readonly children: unknown[] = [];
  addChild(child: unknown) {
    this.children.push(child);
    return child;
  }
  destroy() {
    this.destroyed = true;
  }
}

export class FakePreciseText {
  static getTextStyle(style: object) {
    return style;
  }
  readonly anchor = { set: () => undefined };
  readonly position = { set: () => undefined };
  constructor(readonly text: string) {}
}

type Tool = {
  name: string;
  toggle?: boolean;
  active?: boolean;
  onChange?: (event: Event, active?: boolean) => void;
};

/**
 * ui.controls (https://foundryvtt.com/api/classes/foundry.applications.ui.SceneControls.html): the
 * controls are prepared on the first render and again on `render({reset: true})`
 * (https://foundryvtt.com/api/interfaces/foundry._SceneControlsRenderOptions.html) by calling
 * `getSceneControlButtons` with a record keyed by control name, each with a `tools` record; a
 * toggle's `active` is what it was when the controls were last prepared.
 */
export class FakeSceneControls {
  controls: Record<string, { name: string; tools: Record<string, Tool> }> = {};
  readonly renders: unknown[] = [];
  #prepared = false;
  constructor(private readonly hooks: FakeHooks) {}
  async render(options: { reset?: boolean } = {}): Promise<this> {
    this.renders.push(options);
    if (!this.#prepared || options.reset) {
      const controls = { tokens: { name: "tokens", tools: {} as Record<string, Tool> } };
      this.hooks.callAll("getSceneControlButtons", controls);
      this.controls = controls;
      this.#prepared = true;
    }
    return this;
  }
  tool(name: string): Tool | undefined {
    return this.controls["tokens"]?.tools[name];
  }
  /** A click on a tool: a toggle flips its shown state and reports it; a button just runs. */
  click(name: string): void {
    const tool = this.tool(name);
    if (!tool) throw new Error(`No tool ${name}`);
    if (tool.toggle) tool.active = !tool.active;
    tool.onChange?.(new Event("click"), tool.active);
  }
}
