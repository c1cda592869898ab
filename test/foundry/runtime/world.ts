// A fake Foundry world with several clients (browser tabs): two GMs and a player, say.
//
// The model. Foundry runs one copy of the module per connected client, each with its own `game`
// (its own `game.user`), `canvas` (the scene that client views), `ui`, `Hooks` and windows; a
// document update goes to the server and then every client fires its hooks for it
// (https://foundryvtt.com/api/functions/hookEvents.updateDocument.html; `combatTurnChange` "runs on
// every client", https://foundryvtt.com/api/functions/hookEvents.combatTurnChange.html), and
// `game.users.activeGM` names the same GM on every client
// (https://foundryvtt.com/api/classes/foundry.documents.collections.Users.html#activegm).
// Here every client imports the module afresh (`vi.resetModules()` + dynamic import), so module
// state is per client, and has its own globals and its own DOM container for its windows. The
// documents (scenes, tokens, combats) and world settings are one shared set of objects.
//
// The module reads globals, so the world runs one client at a time: it installs a client's globals
// (`activate`), delivers one event to it in a task of its own, lets that client's promises and
// zero-delay timers settle, then goes on to the next client. Every timer a client starts fires with
// that client's globals installed, and a user's input (`client.act`, a window's `click`) installs
// its client first, so async continuations see their own client's globals.
//
// Limits. A promise settled by another client's task (none in the module today) continues with that
// client's globals. The clients run in the order they were listed, never concurrently. Documents are
// shared objects, so a client sees another's write at once instead of after a round trip, and an
// update's hooks are delivered after the write has happened. A world setting's onChange runs at
// once on the client that set it and in a later task on the others. Users without a client (not
// connected here) can still be the active GM.
import { vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { createClient, type FakeFoundry, type FakeUser } from "./client";
import { FakeCollection, worldLink, type FakeActor, type FakeCombat, type FakeScene } from "./documents";

/** A user of the world; `client: false` for one who is not connected in this test. */
export interface UserSetup {
  readonly id: string;
  readonly name?: string;
  readonly isGM: boolean;
  readonly client?: boolean;
}

export interface WorldSetup {
  /** The users, in the order their clients run; by default one GM. */
  readonly users?: readonly UserSetup[];
  /** The id of the active GM; by default the first GM listed. */
  readonly activeGM?: string | null;
  /** game.release.generation: 13 or 14. */
  readonly generation?: number;
}

const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realClearTimeout = globalThis.clearTimeout.bind(globalThis);
/** Every world's pending timers: a test's world stops them when the test ends (page unload). */
const worldTimers = new Set<ReturnType<typeof setTimeout>>();

/** Stops every timer fake worlds started (call from afterEach: unloading a page stops its timers). */
export function stopWorldTimers(): void {
  for (const timer of worldTimers) realClearTimeout(timer);
  worldTimers.clear();
}

/** One macrotask of the real event loop, whatever globals are installed. */
export function nextTask(ms = 0): Promise<void> {
  return new Promise((done) => realSetTimeout(done, ms));
}

/** Updates still being delivered to the clients. */
const pendingDeliveries = new Set<Promise<void>>();

async function settleTasks(ms = 0): Promise<void> {
  for (let i = 0; i < 5; i++) await nextTask(ms);
}

/**
 * Lets pending promises and zero-delay timers settle (renders, moves, flag writes, window closes),
 * and every document update reach every client (at most a few rounds of updates causing updates).
 */
export async function settle(ms = 0): Promise<void> {
  await settleTasks(ms);
  for (let round = 0; round < 10 && pendingDeliveries.size > 0; round++) {
    await Promise.all([...pendingDeliveries]);
    await settleTasks();
  }
}

class WorldUser implements FakeUser {
  constructor(
    private readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
    readonly active: boolean,
  ) {}
  get isActiveGM(): boolean {
    return this.world.activeGMId === this.id;
  }
  get viewedScene(): string | null {
    const scene = this.world.clientOf(this.id)?.canvas["scene"] as FakeScene | null | undefined;
    return scene?.id ?? null;
  }
}

/** Users (https://foundryvtt.com/api/classes/foundry.documents.collections.Users.html): `activeGM` is the same for every client. */
class FakeUsers extends FakeCollection<FakeUser> {
  constructor(private readonly world: FakeWorld) {
    super();
  }
  get activeGM(): FakeUser | null {
    return this.world.activeGMId === null ? null : (this.get(this.world.activeGMId) ?? null);
  }
}

export class FakeWorld {
  readonly users: FakeUsers;
  readonly scenes = new FakeCollection<FakeScene>();
  readonly combats = new FakeCollection<FakeCombat>();
  /** World actors (https://foundryvtt.com/api/classes/foundry.Game.html#actors). */
  readonly actors = new FakeCollection<FakeActor>();
  readonly settingValues = new Map<string, unknown>();
  readonly generation: number;
  readonly clients: FakeFoundry[] = [];
  /** Chat messages created (ChatMessage.create), in order. */
  readonly chat: object[] = [];
  activeGMId: string | null;
  #active: FakeFoundry | null = null;

  constructor(setup: WorldSetup = {}) {
    this.generation = setup.generation ?? 13;
    this.users = new FakeUsers(this);
    const users = setup.users ?? [{ id: "gm", isGM: true }];
    for (const u of users)
      this.users.set(u.id, new WorldUser(this, u.id, u.name ?? u.id, u.isGM, u.client !== false));
    this.activeGMId = setup.activeGM === undefined ? (users.find((u) => u.isGM)?.id ?? null) : setup.activeGM;
    for (const u of users) {
      const user = this.users.get(u.id);
      if (user && u.client !== false) this.clients.push(createClient(this, user));
    }
    worldLink.updated = (hook, doc, changed) => this.#broadcastLater(hook, doc, changed, {});
    worldLink.viewScene = (scene) => this.viewScene(this.activeClient, scene);
    worldLink.updateCombat = (combat, changed) =>
      this.#changeTurn(combat, {
        round: changed.round ?? combat.round,
        turn: changed.turn ?? combat.turn ?? 0,
      });
  }

  /** The client whose globals are installed. */
  get activeClient(): FakeFoundry {
    const client = this.#active ?? this.clients[0];
    if (!client) throw new Error("The world has no client");
    return client;
  }

  /** The client of a user (undefined when that user is not connected here). */
  clientOf(userId: string): FakeFoundry | undefined {
    return this.clients.find((c) => c.user.id === userId);
  }

  /** The client of a user; throws when there is none. */
  client(userId: string): FakeFoundry {
    const client = this.clientOf(userId);
    if (!client) throw new Error(`No client for user ${userId}`);
    return client;
  }

  /** Installs a client's globals. */
  activate(client: FakeFoundry): void {
    this.#active = client;
    for (const [name, value] of Object.entries(client.globals)) vi.stubGlobal(name, value);
  }

  setTimeout(client: FakeFoundry, handler: () => void, delay: number): ReturnType<typeof setTimeout> {
    const timer = realSetTimeout(() => {
      worldTimers.delete(timer);
      this.activate(client);
      handler();
    }, delay);
    worldTimers.add(timer);
    return timer;
  }

  settingChanged(from: FakeFoundry, key: string, value: unknown): void {
    from.settings.runOnChange(key, value);
    for (const client of this.clients)
      if (client !== from) this.setTimeout(client, () => client.settings.runOnChange(key, value), 0);
  }

  /** Runs `fn` on one client in a task of its own, then lets that client's work settle. */
  async deliver(client: FakeFoundry, fn: () => void): Promise<void> {
    await new Promise<void>((done) =>
      this.setTimeout(
        client,
        () => {
          try {
            fn();
          } finally {
            done();
          }
        },
        0,
      ),
    );
    await settleTasks();
  }

  /** Fires a hook on every client, one client at a time (each settled before the next). */
  async broadcast(hook: string, ...args: unknown[]): Promise<void> {
    for (const client of this.clients) await this.deliver(client, () => client.hooks.callAll(hook, ...args));
  }

  /** An update's hook, delivered to every client in later tasks (the write has already happened). */
  #broadcastLater(hook: string, doc: object, changed: object, options: object): void {
    const userId = this.#active?.user.id ?? null;
    const delivery = (async () => {
      for (const client of this.clients)
        await this.deliver(client, () => client.hooks.callAll(hook, doc, changed, options, userId));
    })();
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  }

  /** Views a scene on a client: its canvas draws the scene, then `canvasReady` fires there. */
  async viewScene(client: FakeFoundry, scene: FakeScene, gridType?: number): Promise<void> {
    client.view(scene, gridType);
    await this.deliver(client, () => client.hooks.callAll("canvasReady", client.canvas));
  }

  /**
   * Advances a combat's turn as `Combat#nextTurn` does (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#nextturn):
   * past the last combatant a new round starts at turn 0.
   */
  async nextTurn(combat: FakeCombat): Promise<void> {
    const next = (combat.turn ?? -1) + 1;
    await this.#changeTurn(
      combat,
      next >= combat.turns.length ? { round: combat.round + 1, turn: 0 } : { turn: next },
    );
  }

  /** Starts a new round at turn 0, as `Combat#nextRound` does (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#nextround). */
  async nextRound(combat: FakeCombat): Promise<void> {
    await this.#changeTurn(combat, { round: combat.round + 1, turn: 0 });
  }

  /** Writes the change, then every client fires `combatTurnChange(combat, prior, current)` and `updateCombat(combat, changed, options, userId)`. */
  async #changeTurn(combat: FakeCombat, changed: { round?: number; turn: number }): Promise<void> {
    if (changed.round === combat.round) delete changed.round;
    const prior = turnState(combat);
    if (changed.round !== undefined) combat.round = changed.round;
    combat.turn = changed.turn;
    const current = turnState(combat);
    const userId = this.#active?.user.id ?? null;
    for (const client of this.clients)
      await this.deliver(client, () => {
        client.hooks.callAll("combatTurnChange", combat, prior, current);
        client.hooks.callAll("updateCombat", combat, changed, {}, userId);
      });
  }
}

/** The `{round, turn, tokenId, combatantId}` record `combatTurnChange` passes. */
function turnState(combat: FakeCombat) {
  const c = combat.combatant;
  return { round: combat.round, turn: combat.turn, tokenId: c?.tokenId ?? null, combatantId: c?.id ?? null };
}

/**
 * Starts a world as Foundry does on each client: the client's globals installed, the module's
 * entry imported afresh for that client and its "init", "setup" and "ready" hooks run, in
 * Foundry's order (https://foundryvtt.com/api/classes/foundry.Game.html: init, setup, ready), then
 * `monster-autopilot.ready` awaited (on a GM's client, after the GM part has loaded).
 */
export async function startWorld(setup: WorldSetup = {}): Promise<FakeWorld> {
  const world = new FakeWorld(setup);
  for (const client of world.clients) {
    vi.resetModules();
    world.activate(client);
    await import("../../../src/module");
    world.activate(client);
    client.hooks.callAll("init");
    client.hooks.callAll("setup");
    // A GM's client loads the GM part (its own chunk in the build; here the source module, through
    // the same `import()`) before the module says it is ready; a player's client says so at once.
    const moduleReady = new Promise<void>((resolve) =>
      client.hooks.once(`${MODULE_ID}.ready`, () => resolve()),
    );
    client.hooks.callAll("ready");
    await moduleReady;
  }
  const first = world.clients[0];
  if (first) world.activate(first);
  return world;
}
