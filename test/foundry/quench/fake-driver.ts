// The world driver on the fake runtime: the in-world scenarios (src/foundry/quench/scenarios) run
// here under vitest exactly as they run under Quench in Foundry. Documents are made as the fake
// world holds them and every client hears the creation hooks; the driver acts as one GM's client
// (the GM who runs Quench), while the world may have more clients (another GM, a player).
import { HEX_FLAGS, MODULE_ID } from "../../../src/foundry/constants";
import { pollUntil } from "../../../src/foundry/quench/poll";
import type {
  ActorSpec,
  ChatReading,
  CleanupReport,
  CombatReading,
  GridOffset,
  HighlightReading,
  Point,
  RegionSpec,
  SceneSpec,
  TokenEntry,
  TokenReading,
  TokenSpec,
  WallSpec,
  WindowReading,
  WorldDriver,
} from "../../../src/foundry/quench/world-driver";
import {
  FakeActor,
  FakeCollection,
  FakeCombatant,
  FakeRegion,
  FakeScene,
  FakeToken,
} from "../runtime/documents";
import type { FakeFoundry, FakeWorld } from "../runtime/install";
import { FakeHexGrid, GRID } from "../runtime/ports";
import { nextTask, settle } from "../runtime/world";
import { chatMessageClass, DriverCombat, FakeSquareGrid, type FakeChatMessage } from "./fake-documents";

/** The fake world answers within a few ticks: a scenario step waiting longer has failed. */
const FAKE_TIMEOUT_MS = 3_000;
const DISPOSITIONS = { hostile: -1, neutral: 0, friendly: 1 } as const;
/** CONST.WALL_MOVEMENT_TYPES.NORMAL and CONST.WALL_SENSE_TYPES.NORMAL (https://foundryvtt.com/api/variables/CONST.WALL_MOVEMENT_TYPES.html). */
const WALL_NORMAL = 20;

/** What the world holds now: the documents a clean-up must bring back to. */
export function worldInventory(world: FakeWorld, messages: FakeCollection<FakeChatMessage>) {
  return {
    scenes: [...world.scenes.keys()],
    combats: [...world.combats.keys()],
    actors: [...world.actors.keys()],
    messages: [...messages.keys()],
    settings: JSON.stringify([...world.settingValues]),
    windows: world.clients.flatMap((c) => [...c.instances.keys()]),
  };
}

/**
 * The fake world's chat log with ids, so that clean-up can delete what a scenario posted: every
 * client's ChatMessage (the runtime's records creations only) is one that also deletes.
 */
export function installChat(world: FakeWorld): FakeCollection<FakeChatMessage> {
  const messages = new FakeCollection<FakeChatMessage>();
  const ChatMessage = chatMessageClass(messages, () => world.users.filter((u) => u.isGM));
  for (const client of world.clients) {
    (client.globals as Record<string, unknown>)["ChatMessage"] = ChatMessage;
    client.game["messages"] = messages;
  }
  world.activate(world.activeClient);
  return messages;
}

export class FakeWorldDriver implements WorldDriver {
  readonly generation: number;
  readonly #created = {
    scenes: [] as string[],
    combats: [] as string[],
    actors: 0,
    worldActors: [] as string[],
  };
  readonly #settingsBefore: Map<string, unknown>;
  readonly #messagesBefore: Set<string>;
  readonly #errorsBefore: number;
  readonly #levels = new Map<string, Map<string, string>>();
  readonly #square = new Set<string>();
  #next = 1;

  constructor(
    private readonly world: FakeWorld,
    private readonly gm: FakeFoundry,
    private readonly messages: FakeCollection<FakeChatMessage>,
  ) {
    this.generation = world.generation;
    this.#settingsBefore = new Map(world.settingValues);
    this.#messagesBefore = new Set(messages.keys());
    this.#errorsBefore = gm.notifications.shown.length;
  }

  #id(kind: string): string {
    return `${kind}-${this.#next++}`;
  }

  #scene(sceneId: string): FakeScene {
    const scene = this.world.scenes.get(sceneId);
    if (!scene) throw new Error(`No scene ${sceneId}`);
    return scene;
  }

  #combat(combatId: string): DriverCombat {
    const combat = this.world.combats.get(combatId);
    if (!(combat instanceof DriverCombat)) throw new Error(`No combat ${combatId}`);
    return combat;
  }

  #grid(scene: FakeScene): FakeHexGrid | FakeSquareGrid {
    return this.#square.has(scene.id) ? new FakeSquareGrid() : new FakeHexGrid(GRID.HEXODDR);
  }

  /**
   * Runs as the driving GM, then lets every client hear a hook: a document's create/update/delete
   * hooks fire on every connected client after the change, with the document, the operation and
   * the user id (https://foundryvtt.com/api/functions/hookEvents.createDocument.html,
   * https://foundryvtt.com/api/functions/hookEvents.deleteDocument.html).
   */
  async #announce(hook: string, ...args: unknown[]): Promise<void> {
    this.world.activate(this.gm);
    await this.world.broadcast(hook, ...args, {}, this.gm.user.id);
  }

  async createScene(spec: SceneSpec): Promise<string> {
    const id = this.#id("scene");
    const scene = new FakeScene(id, spec.name, {
      sceneRect: { x: 0, y: 0, width: spec.columns * 100, height: spec.rows * 100 },
    });
    if (spec.grid === "square") this.#square.add(id);
    // Scene#grid is the scene's grid (https://foundryvtt.com/api/classes/foundry.documents.Scene.html#grid), with its type.
    Object.assign(scene.grid, { type: spec.grid === "square" ? GRID.SQUARE : GRID.HEXODDR });
    if (spec.flags) scene.flags[MODULE_ID] = { ...spec.flags };
    if (spec.levels) this.#levels.set(id, new Map(spec.levels.map((name) => [name, `${id}-${name}`])));
    this.world.scenes.set(id, scene);
    this.#created.scenes.push(id);
    await this.#announce("createScene", scene);
    await this.viewScene(id, spec.levels?.[0]);
    return id;
  }

  #levelId(sceneId: string, name: string | undefined): string | undefined {
    if (name === undefined) return undefined;
    const id = this.#levels.get(sceneId)?.get(name);
    if (!id) throw new Error(`Scene ${sceneId} has no level ${name}`);
    return id;
  }

  async viewScene(sceneId: string, level?: string): Promise<void> {
    const scene = this.#scene(sceneId);
    const square = this.#square.has(sceneId);
    this.gm.view(scene, square ? GRID.SQUARE : GRID.HEXODDR, this.#levelId(sceneId, level));
    if (square) this.gm.canvas["grid"] = new FakeSquareGrid();
    this.world.activate(this.gm);
    await this.world.broadcast("canvasReady", this.gm.canvas);
  }

  centreOf(sceneId: string, offset: GridOffset): Point {
    return this.#grid(this.#scene(sceneId)).getCenterPoint(offset);
  }

  async createTokens(sceneId: string, tokens: readonly TokenSpec[]): Promise<string[]> {
    const scene = this.#scene(sceneId);
    const grid = this.#grid(scene);
    const ids: string[] = [];
    for (const spec of tokens) {
      const actor = new FakeActor(this.#id("actor"), spec.name);
      if (spec.actorSystem) actor.system = { ...spec.actorSystem };
      this.#created.actors++;
      const corner = "i" in spec.at ? grid.getTopLeftPoint(spec.at) : spec.at;
      const token = new FakeToken(
        this.#id("token"),
        spec.name,
        corner.x,
        corner.y,
        DISPOSITIONS[spec.disposition],
        actor,
      );
      if (spec.flags) token.flags[MODULE_ID] = { ...spec.flags };
      const level = this.#levelId(sceneId, spec.level);
      if (level) token.level = level;
      scene.addToken(token);
      ids.push(token.id);
      await this.#announce("createToken", token);
    }
    return ids;
  }

  async createActor(spec: ActorSpec): Promise<string> {
    const actor = new FakeActor(this.#id("actor"), spec.name);
    actor.prototypeToken = {
      ...actor.prototypeToken,
      name: spec.prototypeToken.name,
      texture: { src: spec.prototypeToken.img },
    };
    this.world.actors.set(actor.id, actor);
    this.#created.worldActors.push(actor.id);
    await this.#announce("createActor", actor);
    return actor.id;
  }

  tokens(sceneId: string): TokenEntry[] {
    return this.#scene(sceneId).tokens.contents.map((t) => ({
      id: t.id,
      name: t.name,
      actorId: t.actorId,
      img: t.texture.src,
    }));
  }

  async createWalls(sceneId: string, walls: readonly WallSpec[]): Promise<void> {
    const scene = this.#scene(sceneId);
    for (const w of walls) {
      const wall = {
        id: this.#id("wall"),
        c: [w.from.x, w.from.y, w.to.x, w.to.y] as [number, number, number, number],
        move: WALL_NORMAL,
        sight: WALL_NORMAL,
        door: 0,
        ds: 0,
      };
      scene.walls.set(wall.id, wall);
      await this.#announce("createWall", wall);
    }
  }

  async createRegions(sceneId: string, regions: readonly RegionSpec[]): Promise<string[]> {
    const scene = this.#scene(sceneId);
    const ids: string[] = [];
    for (const spec of regions) {
      const region = new FakeRegion(this.#id("region"), spec.name, { ...spec.rect });
      if (spec.flags) region.flags[MODULE_ID] = { ...spec.flags };
      if (spec.levels) region.levels = spec.levels.map((name) => this.#levelId(sceneId, name) ?? name);
      scene.addRegion(region);
      ids.push(region.id);
      await this.#announce("createRegion", region);
    }
    return ids;
  }

  /**
   * The GM's opt-in that makes the module play a hex scene: the scene's `played` flag, as the
   * scene configuration's "played with Monster Autopilot" box saves it.
   */
  async optInScene(sceneId: string): Promise<void> {
    await this.setSceneFlag(sceneId, HEX_FLAGS.played, true);
  }

  async setSceneFlag(sceneId: string, key: string, value: unknown): Promise<void> {
    this.world.activate(this.gm);
    await this.#scene(sceneId).setFlag(MODULE_ID, key, value);
    await settle();
  }

  async createCombat(
    sceneId: string,
    combatants: readonly { readonly tokenId: string; readonly initiative: number | null }[],
  ): Promise<string> {
    const scene = this.#scene(sceneId);
    const combat = new DriverCombat(
      this.#id("combat"),
      (list) => {
        // The active client's CONFIG.Combat.documentClass orders the tracker, as Combat#setupTurns does.
        const config = this.world.activeClient.config["Combat"] as {
          documentClass: new () => {
            sortTurns<T extends { id: string | null; initiative: number | null }>(l: readonly T[]): T[];
          };
        };
        return new config.documentClass().sortTurns(list);
      },
      (c, change) => this.#update(c, change),
    );
    combat.scene = scene;
    this.world.combats.set(combat.id, combat);
    this.#created.combats.push(combat.id);
    await this.#announce("createCombat", combat);
    for (const c of combatants) {
      const combatant = combat.add(
        new FakeCombatant(this.#id("combatant"), sceneId, c.tokenId, c.initiative, () => this.world.scenes),
      );
      await this.#announce("createCombatant", combatant);
    }
    return combat.id;
  }

  /** A combat update from any client: written, then `combatTurnChange` (if the turn moved) and `updateCombat` on every client. */
  async #update(combat: DriverCombat, change: { round?: number; turn?: number }): Promise<void> {
    if (change.turn === undefined && change.round !== undefined) await this.world.nextRound(combat);
    else if (change.turn !== undefined && change.round === undefined && change.turn === combat.turn) return;
    else {
      combat.round = change.round ?? combat.round;
      combat.turn = change.turn ?? combat.turn;
      await this.world.broadcast("updateCombat", combat, change, {}, this.world.activeClient.user.id);
    }
  }

  async startCombat(combatId: string): Promise<void> {
    // Combat#startCombat: round 1, turn 0 (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#startcombat).
    this.world.activate(this.gm);
    await this.world.nextRound(this.#combat(combatId));
    await settle();
  }

  async nextTurn(combatId: string): Promise<void> {
    this.world.activate(this.gm);
    await this.world.nextTurn(this.#combat(combatId));
    await settle();
  }

  async nextRound(combatId: string): Promise<void> {
    this.world.activate(this.gm);
    await this.world.nextRound(this.#combat(combatId));
    await settle();
  }

  combat(combatId: string): CombatReading {
    const combat = this.#combat(combatId);
    return {
      round: combat.round,
      turn: combat.turn,
      started: combat.started,
      current: combat.combatant?.tokenId ?? null,
      turns: combat.turns.map((c) => ({ tokenId: c.tokenId, initiative: c.initiative })),
    };
  }

  token(sceneId: string, tokenId: string): TokenReading {
    const scene = this.#scene(sceneId);
    const token = scene.tokens.get(tokenId);
    if (!token) throw new Error(`No token ${tokenId}`);
    const rotation = (token as { rotation?: number }).rotation ?? 0;
    return {
      x: token.x,
      y: token.y,
      offset: this.#grid(scene).getOffset(token.getCenterPoint()),
      rotation,
      elevation: token.elevation,
    };
  }

  moduleFlags(sceneId: string, combatId?: string): Record<string, Record<string, unknown>> {
    const found: Record<string, Record<string, unknown>> = {};
    const note = (name: string, doc: { flags: Record<string, Record<string, unknown>> }) => {
      const flags = doc.flags[MODULE_ID];
      if (flags && Object.keys(flags).length > 0) found[name] = flags;
    };
    const scene = this.#scene(sceneId);
    note(`Scene ${scene.id}`, scene);
    for (const token of scene.tokens.values()) {
      note(`Token ${token.id}`, token);
      if (token.actor) note(`Actor of token ${token.id}`, token.actor);
    }
    for (const region of scene.regions.values()) note(`Region ${region.id}`, region);
    if (combatId) {
      const combat = this.#combat(combatId);
      note(`Combat ${combat.id}`, combat);
      for (const c of combat.combatants.values()) note(`Combatant ${c.id}`, c);
    }
    return found;
  }

  windows(): WindowReading[] {
    return [...this.gm.instances.values()]
      .filter((app) => app.id.startsWith(MODULE_ID))
      .map((app) => ({
        id: app.id,
        rendered: app.rendered,
        closing: app.state === -2,
        actions: [...app.element.querySelectorAll<HTMLElement>("[data-action]")]
          .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute("aria-disabled") !== "true")
          .map((el) => el.dataset["action"] ?? ""),
        text: app.element.textContent ?? "",
      }));
  }

  press(windowId: string, action: string, index?: number): void {
    const app = this.gm.instances.get(windowId);
    if (!app) throw new Error(`No open window ${windowId}`);
    const selector =
      index === undefined ? `[data-action="${action}"]` : `[data-action="${action}"][data-index="${index}"]`;
    app.click(selector);
  }

  pressKey(name: string): void {
    const binding = this.gm.keybindings.get(`${MODULE_ID}.${name}`);
    if (!binding?.onDown) throw new Error(`The module has no keybinding ${name}`);
    this.gm.act(() => binding.onDown?.());
  }

  highlights(): HighlightReading[] {
    const scene = this.gm.canvas["scene"] as FakeScene | null;
    if (!scene) return [];
    const grid = this.#grid(scene);
    return [...this.gm.layer.layers]
      .filter(([name]) => name.startsWith(MODULE_ID))
      .map(([name, positions]) => ({
        layer: name,
        count: positions.size,
        marks: [...positions].map(([key, mark]) => {
          const [x = 0, y = 0] = key.split(",").map(Number);
          return {
            offset: grid.getOffset({ x: x + grid.w / 2, y: y + grid.h / 2 }),
            color: mark.color,
            border: mark.border,
          };
        }),
      }));
  }

  chatMessages(): ChatReading[] {
    return this.messages.contents
      .filter((m) => !this.#messagesBefore.has(m.id))
      .map((m) => ({ id: m.id, text: m.content }));
  }

  errors(): string[] {
    return this.gm.notifications.shown
      .slice(this.#errorsBefore)
      .filter((n) => n.type === "error")
      .map((n) => n.text);
  }

  getSetting(key: string): unknown {
    return this.gm.settings.get(MODULE_ID, key);
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    this.world.activate(this.gm);
    await this.gm.settings.set(MODULE_ID, key, value);
    await settle();
  }

  localize(key: string): string {
    return (this.gm.game["i18n"] as { localize(key: string): string }).localize(key);
  }

  api(): ReturnType<WorldDriver["api"]> {
    const api = this.gm.game.modules.get(MODULE_ID)?.api as ReturnType<WorldDriver["api"]> | undefined;
    if (!api) throw new Error("The module's API is missing");
    this.world.activate(this.gm);
    return api;
  }

  async wait(ms: number): Promise<void> {
    await nextTask(ms);
    await settle();
  }

  until<T>(what: string, probe: () => T | undefined | null | false): Promise<T> {
    return pollUntil(what, probe, (ms) => this.wait(ms), FAKE_TIMEOUT_MS);
  }

  async cleanUp(): Promise<CleanupReport> {
    const report: Record<string, number> = { windows: 0, Combat: 0, Scene: 0, Actor: this.#created.actors };
    for (const client of this.world.clients)
      for (const app of [...client.instances.values()])
        if (app.id.startsWith(MODULE_ID)) {
          await client.act(() => app.close());
          report["windows"]!++;
        }
    for (const id of this.#created.combats.reverse()) {
      const combat = this.world.combats.get(id);
      this.world.combats.delete(id);
      report["Combat"]!++;
      if (combat) await this.#announce("deleteCombat", combat);
    }
    for (const id of this.#created.worldActors.reverse()) {
      const actor = this.world.actors.get(id);
      this.world.actors.delete(id);
      report["Actor"]!++;
      if (actor) await this.#announce("deleteActor", actor);
    }
    for (const id of this.#created.scenes.reverse()) {
      const scene = this.world.scenes.get(id);
      this.world.scenes.delete(id);
      report["Scene"]!++;
      if (scene) await this.#announce("deleteScene", scene);
    }
    const posted = this.chatMessages().map((m) => m.id);
    for (const id of posted) this.messages.delete(id);
    report["ChatMessage"] = posted.length;
    let restored = 0;
    for (const key of [...this.world.settingValues.keys()])
      if (!this.#settingsBefore.has(key)) this.world.settingValues.delete(key);
    for (const [key, value] of this.#settingsBefore)
      if (JSON.stringify(this.world.settingValues.get(key)) !== JSON.stringify(value)) {
        const [ns = "", ...rest] = key.split(".");
        await this.gm.settings.set(ns, rest.join("."), value);
        restored++;
      }
    report["settings"] = restored;
    await settle();
    return report;
  }
}
