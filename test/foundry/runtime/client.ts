// One client of a fake world: the globals one browser tab has (game, canvas, ui, Hooks, CONFIG,
// CONST, foundry, PIXI, Handlebars, fetch, setTimeout), each client its own. See world.ts for how
// a world runs several of them.
import { seededUniform } from "./seeded";
import en from "../../../lang/en.json";
import { localizerFromJson } from "../../../src/view/i18n";
import {
  applicationClassFor,
  compileTemplate,
  handlebars,
  templateSource,
  FakeApplicationV2,
  FakeFormDataExtended,
  HandlebarsApplicationMixin,
} from "./application";
import type { FakeActor, FakeCollection, FakeCombat, FakeScene } from "./documents";
import {
  FakeCanvasHexGrid,
  FakeCombatDocument,
  FakeContainer,
  FakeGraphics,
  FakeStage,
  FakeHooks,
  FakeNotifications,
  FakePreciseText,
  FakeSceneControls,
  FakeSettings,
} from "./globals";
import { FakeGridLayer, GRID } from "./ports";

/**
 * A user of the world (https://foundryvtt.com/api/classes/foundry.documents.User.html): `isGM`,
 * `active` (connected); `isActiveGM` is whether this user is `game.users.activeGM`
 * (https://foundryvtt.com/api/classes/foundry.documents.collections.Users.html#activegm).
 */
export interface FakeUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly active: boolean;
  readonly isActiveGM: boolean;
  /** The id of the scene this user views (https://foundryvtt.com/api/classes/foundry.documents.User.html#viewedscene). */
  readonly viewedScene: string | null;
}

/** What a client shares with its world. */
export interface ClientWorld {
  readonly users: FakeCollection<FakeUser>;
  readonly scenes: FakeCollection<FakeScene>;
  readonly combats: FakeCollection<FakeCombat>;
  readonly actors: FakeCollection<FakeActor>;
  readonly settingValues: Map<string, unknown>;
  readonly chat: object[];
  readonly generation: number;
  /** Makes this client the one whose globals are installed. */
  activate(client: FakeFoundry): void;
  /** A world setting changed on this client: every client runs its onChange. */
  settingChanged(from: FakeFoundry, key: string, value: unknown): void;
  /** A timer of this client's: it fires with this client's globals installed. */
  setTimeout(client: FakeFoundry, handler: () => void, delay: number): ReturnType<typeof setTimeout>;
}

/** One client: its globals and the handles tests read. */
export interface FakeFoundry {
  readonly user: FakeUser;
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
  /** This client's `foundry.applications.instances`. */
  readonly instances: Map<string, FakeApplicationV2>;
  readonly actionErrors: unknown[];
  /** Every DialogV2.confirm this client showed (its configuration); each is answered yes. */
  readonly dialogs: object[];
  /** This client's DOM container: its windows are put there (made on first use, under happy-dom). */
  container(): HTMLElement;
  /** The globals this client installs, by name. */
  readonly globals: Readonly<Record<string, unknown>>;
  /** Draws a scene on the canvas (canvas.scene, canvas.grid; on v14 `canvas.level`, the viewed level), as canvasReady would. */
  view(scene: FakeScene, gridType?: number, levelId?: string): void;
  /** Runs `fn` as this client (its globals installed), as a user's input in that tab would. */
  act<T>(fn: () => T): T;
}

/** Builds one client's globals for a user of the world; `world.activate` installs them. */
export function createClient(world: ClientWorld, user: FakeUser): FakeFoundry {
  const i18n = localizerFromJson(en);
  const hooks = new FakeHooks();
  const notifications = new FakeNotifications();
  const layer = new FakeGridLayer();
  const keybindings = new Map<string, { onDown?: () => unknown }>();
  const controls = new FakeSceneControls(hooks);
  const instances = new Map<string, FakeApplicationV2>();
  const actionErrors: unknown[] = [];
  const dialogs: object[] = [];
  let element: HTMLElement | undefined;
  const container = (): HTMLElement => {
    if (!element?.isConnected) {
      element = document.createElement("div");
      element.dataset["client"] = user.id;
      document.body.append(element);
    }
    return element;
  };
  // `self` is defined below; these closures only run once the client exists.
  const me = (): FakeFoundry => self;
  const settings = new FakeSettings(world.settingValues, (key, value) =>
    world.settingChanged(me(), key, value),
  );
  const ApplicationV2 = applicationClassFor({
    instances,
    actionErrors,
    container,
    setTimeout: (handler, delay) => world.setTimeout(me(), handler, delay),
    callHook: (hook, ...args) => hooks.callAll(hook, ...args),
    act: (fn) => me().act(fn),
  });
  const interfaceGroup = Object.assign(new FakeContainer(), { grid: layer });
  const canvas: Record<string, unknown> = {
    ready: false,
    scene: null,
    grid: null,
    interface: interfaceGroup,
    stage: new FakeStage(),
    tokens: { controlled: [] },
  };
  const generation = world.generation;
  const game = {
    user,
    users: world.users,
    release: { generation, build: generation === 14 ? 359 : 351 },
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
    scenes: world.scenes,
    combats: world.combats,
    actors: world.actors,
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
      generation === 14
        ? { dead: { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" } }
        : [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }],
    Token: { movement: { actions: { walk: {}, fly: {}, jump: {}, blink: {} } } },
    Combat: { documentClass: FakeCombatDocument },
    // "A function used to provide random uniform values", by default MersenneTwister.random
    // (https://foundryvtt.com/api/interfaces/CONFIG.Dice.html): a fixed-seed generator here, so a
    // client's draws repeat; a test may replace it as a world's configuration can.
    Dice: { randomUniform: seededUniform(1) },
  };
  const foundryNs = {
    applications: {
      api: {
        ApplicationV2,
        HandlebarsApplicationMixin,
        // https://foundryvtt.com/api/classes/foundry.applications.api.DialogV2.html: confirm resolves
        // true when the user clicks yes (the fake user always does).
        DialogV2: {
          input: async () => null,
          confirm: async (config: object) => {
            dialogs.push(config);
            return true;
          },
          prompt: async () => null,
        },
      },
      instances,
      ux: {
        FormDataExtended: FakeFormDataExtended,
        // TextEditor.getDragEventData: the JSON a drag carries as text/plain, or an empty object when
        // it carries none (https://foundryvtt.com/api/classes/foundry.applications.ux.TextEditor.html#getdrageventdata).
        TextEditor: {
          implementation: {
            getDragEventData: (event: DragEvent): unknown => {
              try {
                return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as unknown;
              } catch {
                return {};
              }
            },
          },
        },
      },
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
  const globals: Record<string, unknown> = {
    Hooks: hooks,
    game,
    canvas,
    ui: { notifications, controls },
    CONFIG: config,
    CONST: { GRID_TYPES: GRID, TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } },
    foundry: foundryNs,
    Handlebars: handlebars,
    // The server serves the module's files: templates from the repository.
    fetch: async (url: string) => {
      try {
        return new Response(templateSource(url.replace(/^\//, "")), { status: 200 });
      } catch {
        return new Response("", { status: 404 });
      }
    },
    PIXI: { Container: FakeContainer, Graphics: FakeGraphics },
    // https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html: `create`,
    // `getWhisperRecipients(name)` (the users a whisper to "GM" reaches), `getSpeaker`.
    ChatMessage: {
      create: async (data: object) => {
        world.chat.push(data);
        return data;
      },
      getWhisperRecipients: (name: string) => (name === "GM" ? world.users.filter((u) => u.isGM) : []),
      getSpeaker: (speaker: object) => speaker,
    },
    setTimeout: (handler: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) =>
      world.setTimeout(me(), () => handler(...args), delay ?? 0),
  };
  const self: FakeFoundry = {
    user,
    hooks,
    notifications,
    settings,
    scenes: world.scenes,
    combats: world.combats,
    layer,
    keybindings,
    controls,
    game,
    canvas,
    config,
    instances,
    actionErrors,
    dialogs,
    container,
    globals,
    view(scene, gridType, levelId) {
      // The canvas draws the scene's own grid; a test naming another type changes the scene's.
      if (gridType !== undefined) scene.grid.type = gridType;
      canvas["scene"] = scene;
      // https://foundryvtt.com/api/v14/classes/foundry.canvas.Canvas.html: the viewed Level document.
      canvas["level"] = levelId ? { id: levelId } : null;
      canvas["grid"] = new FakeCanvasHexGrid(scene.grid.type);
      canvas["ready"] = true;
      canvas["dimensions"] = scene.dimensions;
    },
    act(fn) {
      world.activate(me());
      return fn();
    },
  };
  return self;
}

/** Resets what the window classes share across clients (a test knob). */
export function resetWindowKnobs(): void {
  FakeApplicationV2.failRender = null;
}
