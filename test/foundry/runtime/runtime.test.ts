// @vitest-environment happy-dom
// Pins each behaviour of the fake runtime to the Foundry API page it models, so the fakes cannot
// drift back to something simpler than Foundry.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeApplicationV2 } from "./application";
import type { FakeFoundry } from "./client";
import { FakeActor, FakeCombat, FakeCombatant, FakeScene, FakeToken } from "./documents";
import { FakeWorld, settle, startWorld } from "./world";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const TWO_GMS_AND_A_PLAYER = {
  users: [
    { id: "gm-a", isGM: true },
    { id: "gm-b", isGM: true },
    { id: "player", isGM: false },
  ],
};

/** A window class of one client, recording its lifecycle steps into `log`. */
function windowClass(client: FakeFoundry, log: string[]) {
  const api = (
    client.globals["foundry"] as { applications: { api: { ApplicationV2: typeof FakeApplicationV2 } } }
  ).applications.api;
  return class extends api.ApplicationV2 {
    protected override async _prepareContext(): Promise<object> {
      log.push(`${this.id} prepare`);
      return {};
    }
    protected override async _onRender(): Promise<void> {
      log.push(`${this.id} render in-dom=${this.element.isConnected}`);
    }
    protected override async _preClose(): Promise<void> {
      log.push(`${this.id} preClose`);
    }
    protected override _onClose(): void {
      log.push(`${this.id} onClose`);
    }
  };
}

describe("windows follow the ApplicationV2 lifecycle (https://foundryvtt.com/api/classes/foundry.applications.api.ApplicationV2.html)", () => {
  it("renders the context first and runs _onRender once the element is in the DOM", async () => {
    const world = new FakeWorld();
    const client = world.activeClient;
    const log: string[] = [];
    const App = windowClass(client, log);
    await new App({ id: "w" }).render({ force: true });
    expect(log).toEqual(["w prepare", "w render in-dom=true"]);
    expect(client.container().querySelector("#w")).not.toBeNull();
  });

  it("keeps a closing window in instances, in the CLOSING state, until its close has finished", async () => {
    const world = new FakeWorld();
    const client = world.activeClient;
    const App = windowClass(client, []);
    const app = await new App({ id: "w" }).render({ force: true });
    const closing = app.close();
    await Promise.resolve();
    expect(client.instances.get("w")).toBe(app);
    expect(app.state).toBe(App.RENDER_STATES.CLOSING);
    expect(app.rendered).toBe(false);
    await closing;
    expect(client.instances.has("w")).toBe(false);
    expect(app.state).toBe(App.RENDER_STATES.CLOSED);
  });

  it("runs _onClose after the next window rendered (close awaits _preClose and the closing animation, https://foundryvtt.com/api/interfaces/foundry.applications.types.ApplicationClosingOptions.html)", async () => {
    const world = new FakeWorld();
    const client = world.activeClient;
    const log: string[] = [];
    const App = windowClass(client, log);
    const old = await new App({ id: "old" }).render({ force: true });
    log.length = 0;
    const closing = old.close();
    await new App({ id: "new" }).render({ force: true });
    await closing;
    expect(log).toEqual(["old preClose", "new prepare", "new render in-dom=true", "old onClose"]);
  });

  it("closes at once, still after _preClose, with animate: false", async () => {
    const world = new FakeWorld();
    const log: string[] = [];
    const App = windowClass(world.activeClient, log);
    const app = await new App({ id: "w" }).render({ force: true });
    log.length = 0;
    await app.close({ animate: false });
    expect(log).toEqual(["w preClose", "w onClose"]);
  });

  it("keeps each client's windows in that client's instances and DOM container", async () => {
    const world = new FakeWorld(TWO_GMS_AND_A_PLAYER);
    const a = world.client("gm-a");
    const b = world.client("gm-b");
    await new (windowClass(a, []))({ id: "w" }).render({ force: true });
    expect(a.instances.has("w")).toBe(true);
    expect(b.instances.has("w")).toBe(false);
    expect(a.container().querySelector("#w")).not.toBeNull();
    expect(b.container().querySelector("#w")).toBeNull();
  });
});

/** A scene with one token and a combat of it, added to the world. */
function sceneWithCombat(world: FakeWorld) {
  const scene = new FakeScene("s1", "Crypt", { sceneRect: { x: 0, y: 0, width: 1000, height: 900 } });
  const token = scene.addToken(new FakeToken("t1", "Guard", 0, 0, -1, new FakeActor("a1", "Guard")));
  const other = scene.addToken(new FakeToken("t2", "Brute", 300, 0, 1, new FakeActor("a2", "Brute", true)));
  world.scenes.set(scene.id, scene);
  const combat = new FakeCombat("c");
  combat.add(new FakeCombatant("c1", "s1", token.id, 20, () => world.scenes));
  combat.add(new FakeCombatant("c2", "s1", other.id, 10, () => world.scenes));
  world.combats.set(combat.id, combat);
  return { scene, token, combat };
}

/** Records, per client, which user's globals were installed when a hook ran there. */
function recordHook(world: FakeWorld, hook: string): string[] {
  const seen: string[] = [];
  for (const client of world.clients)
    client.hooks.on(hook, () => {
      const user = (globalThis as unknown as { game: { user: { id: string } } }).game.user;
      seen.push(`${client.user.id} as ${user.id}`);
    });
  return seen;
}

describe("several clients in one world (https://foundryvtt.com/api/functions/hookEvents.updateDocument.html)", () => {
  it("fires updateToken on every client, each with its own game.user", async () => {
    const world = new FakeWorld(TWO_GMS_AND_A_PLAYER);
    const { token } = sceneWithCombat(world);
    const seen = recordHook(world, "updateToken");
    await token.setFlag("monster-autopilot", "side", "monster");
    await settle();
    expect(seen).toEqual(["gm-a as gm-a", "gm-b as gm-b", "player as player"]);
  });

  it("fires combatTurnChange and updateCombat on every client when the turn advances (https://foundryvtt.com/api/functions/hookEvents.combatTurnChange.html)", async () => {
    const world = new FakeWorld(TWO_GMS_AND_A_PLAYER);
    const { combat } = sceneWithCombat(world);
    const turns = recordHook(world, "combatTurnChange");
    const updates: unknown[] = [];
    for (const client of world.clients)
      client.hooks.on("updateCombat", (_c, changed) => updates.push(changed));
    await world.nextTurn(combat);
    expect(turns).toEqual(["gm-a as gm-a", "gm-b as gm-b", "player as player"]);
    expect(updates).toEqual([{ turn: 1 }, { turn: 1 }, { turn: 1 }]);
    await world.nextTurn(combat);
    expect(updates.at(-1)).toEqual({ round: 2, turn: 0 });
    expect(combat.round).toBe(2);
  });

  it("names the same active GM on every client (https://foundryvtt.com/api/classes/foundry.documents.collections.Users.html#activegm)", () => {
    const world = new FakeWorld({ ...TWO_GMS_AND_A_PLAYER, activeGM: "gm-b" });
    for (const client of world.clients) {
      const game = client.game as unknown as {
        users: { activeGM: { id: string } };
        user: { isActiveGM: boolean };
      };
      expect(game.users.activeGM.id).toBe("gm-b");
      expect(game.user.isActiveGM).toBe(client.user.id === "gm-b");
    }
  });

  it("gives each client its own viewed scene and canvas", async () => {
    const world = new FakeWorld(TWO_GMS_AND_A_PLAYER);
    const { scene } = sceneWithCombat(world);
    const other = new FakeScene("s2", "Road", scene.dimensions);
    world.scenes.set(other.id, other);
    await world.viewScene(world.client("gm-a"), scene);
    await world.viewScene(world.client("gm-b"), other);
    expect(world.client("gm-a").canvas["scene"]).toBe(scene);
    expect(world.client("gm-b").canvas["scene"]).toBe(other);
    expect(world.client("player").canvas["scene"]).toBeNull();
    expect(world.users.get("gm-b")?.viewedScene).toBe("s2");
  });

  it("fires a client's timer with that client's globals installed", async () => {
    const world = new FakeWorld(TWO_GMS_AND_A_PLAYER);
    const seen: string[] = [];
    for (const client of world.clients)
      client.act(() =>
        setTimeout(
          () => seen.push((globalThis as unknown as { game: { user: { id: string } } }).game.user.id),
          0,
        ),
      );
    world.activate(world.client("player"));
    await settle();
    expect(seen).toEqual(["gm-a", "gm-b", "player"]);
  });

  it("boots a fresh copy of the module on every client", async () => {
    const world = await startWorld(TWO_GMS_AND_A_PLAYER);
    for (const client of world.clients)
      expect(client.keybindings.has("monster-autopilot.openMonsterTurn")).toBe(true);
    expect(world.client("gm-a").settings.configs.size).toBeGreaterThan(0);
    expect(world.client("player").settings.configs.size).toBe(world.client("gm-a").settings.configs.size);
  });
});
