// Installs small fakes of Foundry's globals (game, canvas, ui, Hooks, CONFIG, CONST, foundry, PIXI)
// for end-to-end tests of the module's entry points. Only what the module touches, each with the
// documented behaviour it relies on (pages cited). Use in a test file running under happy-dom.
import { afterEach, vi } from "vitest";
import en from "../../../lang/en.json";
import { localizerFromJson } from "../../../src/view/i18n";
import { FakeGridLayer, FakeHexGrid, GRID } from "../gloomhaven/fakes";
import {
  actionErrors,
  compileTemplate,
  handlebars,
  templateSource,
  FakeApplicationV2,
  FakeFormDataExtended,
  HandlebarsApplicationMixin,
  instances,
} from "./application";
import { FakeCollection, type FakeCombat, type FakeScene } from "./documents";

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

/** game.settings (https://foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html): registered defaults, get/set in memory. */
class FakeSettings {
  readonly values = new Map<string, unknown>();
  readonly configs = new Map<string, { onChange?: (value: unknown) => void }>();
  readonly menus = new Map<string, { type: unknown; restricted?: boolean }>();
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
    this.configs.get(`${ns}.${key}`)?.onChange?.(value);
    return value;
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
class FakeCanvasHexGrid extends FakeHexGrid {
  readonly isHexagonal = true;
  readonly isSquare = false;
}

/** PIXI.Container, as far as step labels use it. */
class FakeContainer {
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

class FakePreciseText {
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

/** What a test configures: the user, the Foundry generation, the viewed scene. */
export interface FoundrySetup {
  readonly isGM?: boolean;
  readonly isActiveGM?: boolean;
  /** game.release.generation: 13 or 14. */
  readonly generation?: number;
}

export interface FakeFoundry {
  readonly hooks: FakeHooks;
  readonly notifications: FakeNotifications;
  readonly settings: FakeSettings;
  readonly scenes: FakeCollection<FakeScene>;
  readonly combats: FakeCollection<FakeCombat>;
  readonly layer: FakeGridLayer;
  readonly keybindings: Map<string, { onDown?: () => unknown }>;
  readonly controls: FakeSceneControls;
  readonly game: Record<string, unknown> & {
    combat: FakeCombat | null;
    modules: Map<string, { api?: unknown }>;
  };
  readonly canvas: Record<string, unknown>;
  readonly config: Record<string, unknown>;
  readonly instances: typeof instances;
  readonly actionErrors: unknown[];
  /** Draws a scene on the canvas (canvas.scene, canvas.grid; on v14 `canvas.level`, the viewed level), as canvasReady would. */
  view(scene: FakeScene, gridType?: number, levelId?: string): void;
}

/**
 * Timers started while a fake world runs (the module's debounced refresh after a scene change,
 * say). Each test boots a world of its own, as a page load would, and unloading a page stops its
 * timers: so a world's timers are cleared when its test ends, instead of firing into the next
 * test or after the test environment is gone.
 */
const worldTimers = new Set<ReturnType<typeof setTimeout>>();
afterEach(() => {
  for (const timer of worldTimers) clearTimeout(timer);
  worldTimers.clear();
});

function trackWorldTimers(): void {
  const start = globalThis.setTimeout;
  const tracked = (handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = start(() => {
      worldTimers.delete(timer);
      handler(...args);
    }, delay);
    worldTimers.add(timer);
    return timer;
  };
  vi.stubGlobal("setTimeout", tracked);
}

/** Installs the fake globals; `vi.unstubAllGlobals()` removes them. */
export function installFoundry(setup: FoundrySetup = {}): FakeFoundry {
  const i18n = localizerFromJson(en);
  const hooks = new FakeHooks();
  const notifications = new FakeNotifications();
  const settings = new FakeSettings();
  const scenes = new FakeCollection<FakeScene>();
  const combats = new FakeCollection<FakeCombat>();
  const layer = new FakeGridLayer();
  const keybindings = new Map<string, { onDown?: () => unknown }>();
  const controls = new FakeSceneControls(hooks);
  instances.clear();
  actionErrors.length = 0;
  FakeApplicationV2.failRender = null;
  const interfaceGroup = Object.assign(new FakeContainer(), { grid: layer });
  const canvas: Record<string, unknown> = {
    ready: false,
    scene: null,
    grid: null,
    interface: interfaceGroup,
    tokens: { controlled: [] },
  };
  const game = {
    user: { isGM: setup.isGM ?? true, isActiveGM: setup.isActiveGM ?? setup.isGM ?? true, id: "gm" },
    release: { generation: setup.generation ?? 13, build: setup.generation === 14 ? 359 : 351 },
    i18n: {
      localize: (key: string) => i18n.localize(key),
      format: (key: string, data: Record<string, string>) => i18n.format(key, data),
      has: (key: string) => i18n.has(key),
    },
    settings,
    keybindings: {
      register: (ns: string, key: string, config: { onDown?: () => unknown }) =>
        keybindings.set(`${ns}.${key}`, config),
    },
    scenes,
    combats,
    /** The combat this client is viewing (https://foundryvtt.com/api/classes/foundry.Game.html#combat), not necessarily the active one. */
    combat: null as FakeCombat | null,
    modules: new Map<string, { api?: unknown; version?: string }>([
      ["monster-autopilot", { version: "0.1.0" }],
    ]),
  };
  const config: Record<string, unknown> = {
    // An array on v13 (https://foundryvtt.com/api/variables/CONFIG.statusEffects.html), a record keyed
    // by id on v14 (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html).
    statusEffects:
      setup.generation === 14
        ? { dead: { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" } }
        : [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }],
    Token: { movement: { actions: { walk: {}, fly: {}, jump: {}, blink: {} } } },
    Combat: { documentClass: FakeCombatDocument },
  };
  const foundryNs = {
    applications: {
      api: {
        ApplicationV2: FakeApplicationV2,
        HandlebarsApplicationMixin,
        DialogV2: { input: async () => null, confirm: async () => true, prompt: async () => null },
      },
      instances,
      ux: { FormDataExtended: FakeFormDataExtended },
      // https://foundryvtt.com/api/functions/foundry.applications.handlebars.renderTemplate.html
      handlebars: { renderTemplate: async (path: string, data: object) => compileTemplate(path)(data) },
    },
    data: {
      fields: {
        ColorField: class {
          constructor(readonly options: unknown) {}
        },
      },
    },
    helpers: {
      interaction: { KeyboardManager: { MODIFIER_KEYS: { CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" } } },
    },
    canvas: { containers: { PreciseText: FakePreciseText } },
    // https://foundryvtt.com/api/functions/foundry.utils.getRoute.html: the path under the server's route prefix ("/").
    utils: { deepClone: <T>(v: T): T => structuredClone(v), getRoute: (path: string) => `/${path}` },
  };
  trackWorldTimers();
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("game", game);
  vi.stubGlobal("canvas", canvas);
  vi.stubGlobal("ui", { notifications, controls });
  vi.stubGlobal("CONFIG", config);
  vi.stubGlobal("CONST", {
    GRID_TYPES: GRID,
    TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 },
  });
  vi.stubGlobal("foundry", foundryNs);
  vi.stubGlobal("Handlebars", handlebars);
  // The server serves the module's files: templates from the repository.
  vi.stubGlobal("fetch", async (url: string) => {
    try {
      return new Response(templateSource(url.replace(/^\//, "")), { status: 200 });
    } catch {
      return new Response("", { status: 404 });
    }
  });
  vi.stubGlobal("PIXI", { Container: FakeContainer, Graphics: FakeGraphics });
  return {
    hooks,
    notifications,
    settings,
    scenes,
    combats,
    layer,
    keybindings,
    controls,
    game,
    canvas,
    config,
    instances,
    actionErrors,
    view(scene, gridType = GRID.HEXODDR, levelId) {
      canvas["scene"] = scene;
      // https://foundryvtt.com/api/v14/classes/foundry.canvas.Canvas.html: the viewed Level document.
      canvas["level"] = levelId ? { id: levelId } : null;
      canvas["grid"] = new FakeCanvasHexGrid(gridType);
      canvas["ready"] = true;
      canvas["dimensions"] = scene.dimensions;
    },
  };
}

/** Lets pending promises and timers settle (renders, moves, flag writes). */
export async function settle(ms = 0): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, ms));
}

/**
 * A world as Foundry starts it: the fake globals installed, the module's entry imported afresh
 * (module state reset) and its "init", "setup" and "ready" hooks run, in Foundry's order
 * (https://foundryvtt.com/api/classes/foundry.Game.html: init, setup, ready).
 */
export async function bootModule(setup: FoundrySetup = {}): Promise<FakeFoundry> {
  vi.resetModules();
  const foundry = installFoundry(setup);
  await import("../../../src/module");
  foundry.hooks.callAll("init");
  foundry.hooks.callAll("setup");
  foundry.hooks.callAll("ready");
  return foundry;
}
