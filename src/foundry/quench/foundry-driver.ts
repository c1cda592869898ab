// The world driver in a live Foundry world: real documents through the public API, every one it
// creates recorded and deleted on clean-up (with the chat messages posted meanwhile), the module's
// world settings put back as they were, and the scene the GM was viewing viewed again.
import { HEX_FLAGS, MODULE_ID } from "../constants";
import {
  closeModuleWindows,
  InterfaceRecorder,
  pressInWindow,
  readWindows,
  runKeybinding,
} from "./foundry-ui";
import { pollUntil } from "./poll";
import { readModuleSettings, restoreModuleSettings, type SettingsAccess } from "./foundry-settings";
import type {
  ChatReading,
  CleanupReport,
  CombatReading,
  Disposition,
  GridOffset,
  Point,
  RegionSpec,
  SceneSpec,
  ActorSpec,
  TokenEntry,
  TokenReading,
  TokenSpec,
  WallSpec,
  WindowReading,
  HighlightReading,
  WorldDriver,
} from "./world-driver";

/** The folder the test scenes and actors go in: what an interrupted run leaves is easy to find. */
const FOLDER_NAME = "Monster Autopilot tests";
/** Pixels per grid space in the test scenes. */
const GRID_SIZE = 100;
/** Height of each v14 level, in grid distance units. */
const LEVEL_HEIGHT = 10;

/** A created document as far as clean-up and reading go (https://foundryvtt.com/api/classes/foundry.abstract.Document.html). */
interface DocumentLike {
  readonly id: string;
  readonly documentName: string;
  readonly flags: Record<string, Record<string, unknown> | undefined>;
  delete(): Promise<unknown>;
}

const DISPOSITIONS: Readonly<Record<Disposition, number>> = { hostile: -1, neutral: 0, friendly: 1 };

/** Dynamic keys through the documented `game.settings.get/set(namespace, key)`. */
const settings = (): SettingsAccess => game.settings as unknown as SettingsAccess;

function sceneOf(sceneId: string): Scene.Implementation {
  const scene = game.scenes?.get(sceneId);
  if (!scene) throw new Error(`No scene ${sceneId}`);
  return scene;
}

function combatOf(combatId: string): Combat.Implementation {
  const combat = game.combats?.get(combatId);
  if (!combat) throw new Error(`No combat ${combatId}`);
  return combat;
}

/** Module flags of a document, or nothing. */
function moduleFlagsOf(doc: { flags?: unknown }): Record<string, unknown> | undefined {
  const flags = (doc.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[MODULE_ID];
  return flags && Object.keys(flags).length > 0 ? flags : undefined;
}

/** The actor type a test actor gets: the system's first type (https://foundryvtt.com/api/classes/foundry.documents.BaseActor.html#types). */
function actorType(): string {
  const types = (foundry.documents.BaseActor as unknown as { TYPES: readonly string[] }).TYPES;
  return types.find((t) => t !== "base") ?? "base";
}

/** The live-world driver; one per scenario. */
export class FoundryWorldDriver implements WorldDriver {
  readonly generation = game.release?.generation ?? 13;
  readonly #ui = new InterfaceRecorder();
  readonly #created: DocumentLike[] = [];
  readonly #messagesBefore = new Set((game.messages?.contents ?? []).map((m) => m.id));
  readonly #settingsBefore = readModuleSettings(settings(), game.settings.settings);
  readonly #viewedBefore = canvas?.scene?.id ?? null;
  /** Level ids by scene and name (v14). */
  readonly #levels = new Map<string, Map<string, string>>();
  readonly #folders = new Map<"Scene" | "Actor", string>();

  constructor() {
    this.#ui.attach();
  }

  /** The test folder for scenes or actors, made on first use (https://foundryvtt.com/api/classes/foundry.documents.Folder.html). */
  async #folder(type: "Scene" | "Actor"): Promise<string> {
    const known = this.#folders.get(type);
    if (known) return known;
    const folder = (await Folder.create({ name: FOLDER_NAME, type } as Folder.CreateData)) as unknown as
      (Folder.Implementation & DocumentLike) | undefined;
    if (!folder) throw new Error(`The ${type} folder was not created`);
    this.#created.push(folder);
    this.#folders.set(type, folder.id);
    return folder.id;
  }

  async createScene(spec: SceneSpec): Promise<string> {
    // https://foundryvtt.com/api/classes/foundry.documents.Scene.html; grid types from CONST.GRID_TYPES.
    const folder = await this.#folder("Scene");
    const scene = (await Scene.create({
      name: spec.name,
      folder,
      width: spec.columns * GRID_SIZE,
      height: spec.rows * GRID_SIZE,
      padding: 0,
      grid: {
        type: spec.grid === "hex" ? CONST.GRID_TYPES.HEXODDR : CONST.GRID_TYPES.SQUARE,
        size: GRID_SIZE,
      },
      flags: spec.flags ? { [MODULE_ID]: spec.flags } : {},
    } as Scene.CreateData)) as unknown as (Scene.Implementation & DocumentLike) | undefined;
    if (!scene) throw new Error(`Scene ${spec.name} was not created`);
    this.#created.push(scene);
    if (spec.levels?.length) await this.#createLevels(scene, spec.levels);
    await this.viewScene(scene.id, spec.levels?.[0]);
    return scene.id;
  }

  /** v14 levels (https://foundryvtt.com/api/v14/classes/foundry.documents.BaseLevel.html). */
  async #createLevels(scene: Scene.Implementation, names: readonly string[]): Promise<void> {
    const create = scene.createEmbeddedDocuments as unknown as (
      type: string,
      data: object[],
    ) => Promise<{ id: string; name: string }[]>;
    const levels = await create.call(
      scene,
      "Level",
      names.map((name, n) => ({
        name,
        elevation: { bottom: n * LEVEL_HEIGHT, top: (n + 1) * LEVEL_HEIGHT },
      })),
    );
    this.#levels.set(scene.id ?? "", new Map(levels.map((l) => [l.name, l.id])));
  }

  #levelId(sceneId: string, name: string | undefined): string | undefined {
    if (name === undefined) return undefined;
    const id = this.#levels.get(sceneId)?.get(name);
    if (!id) throw new Error(`Scene ${sceneId} has no level ${name}`);
    return id;
  }

  async viewScene(sceneId: string, level?: string): Promise<void> {
    // Scene#view; on v14 `{level}` names the level to view (https://foundryvtt.com/api/interfaces/foundry.documents.types.SceneViewOptions.html).
    const levelId = this.#levelId(sceneId, level);
    const view = sceneOf(sceneId).view as unknown as (options?: object) => Promise<unknown>;
    await view.call(sceneOf(sceneId), levelId ? { level: levelId } : undefined);
    await this.until(`scene ${sceneId} drawn`, () => canvas?.ready && canvas.scene?.id === sceneId);
    this.#ui.attach();
  }

  centreOf(sceneId: string, offset: GridOffset): Point {
    const c = sceneOf(sceneId).grid.getCenterPoint(offset);
    return { x: c.x, y: c.y };
  }

  async createTokens(sceneId: string, tokens: readonly TokenSpec[]): Promise<string[]> {
    const scene = sceneOf(sceneId);
    const ids: string[] = [];
    for (const spec of tokens) {
      const folder = await this.#folder("Actor");
      const actor = (await Actor.create({
        name: spec.name,
        folder,
        type: actorType(),
        ...(spec.actorSystem ? { system: spec.actorSystem } : {}),
      } as Actor.CreateData)) as unknown as (Actor.Implementation & DocumentLike) | undefined;
      if (!actor) throw new Error(`Actor ${spec.name} was not created`);
      this.#created.push(actor);
      const corner = "i" in spec.at ? scene.grid.getTopLeftPoint(spec.at) : spec.at;
      const level = this.#levelId(sceneId, spec.level);
      const [token] =
        (await scene.createEmbeddedDocuments("Token", [
          {
            name: spec.name,
            actorId: actor.id,
            actorLink: false,
            x: corner.x,
            y: corner.y,
            disposition: DISPOSITIONS[spec.disposition],
            flags: spec.flags ? { [MODULE_ID]: spec.flags } : {},
            ...(level ? { level } : {}),
          } as TokenDocument.CreateData,
        ])) ?? [];
      if (!token?.id) throw new Error(`Token ${spec.name} was not created`);
      ids.push(token.id);
    }
    return ids;
  }

  async createActor(spec: ActorSpec): Promise<string> {
    // https://foundryvtt.com/api/classes/foundry.documents.Actor.html; the prototype token's data
    // (https://foundryvtt.com/api/classes/foundry.data.PrototypeToken.html): name, texture.src.
    const folder = await this.#folder("Actor");
    const actor = (await Actor.create({
      name: spec.name,
      folder,
      type: actorType(),
      prototypeToken: { name: spec.prototypeToken.name, texture: { src: spec.prototypeToken.img } },
    } as Actor.CreateData)) as unknown as (Actor.Implementation & DocumentLike) | undefined;
    if (!actor) throw new Error(`Actor ${spec.name} was not created`);
    this.#created.push(actor);
    return actor.id;
  }

  tokens(sceneId: string): TokenEntry[] {
    return sceneOf(sceneId).tokens.contents.map((t) => ({
      id: t.id ?? "",
      name: t.name,
      actorId: t.actorId ?? null,
      img: t.texture.src ?? "",
    }));
  }

  async createWalls(sceneId: string, walls: readonly WallSpec[]): Promise<void> {
    // https://foundryvtt.com/api/classes/foundry.documents.WallDocument.html: `c` is [x0, y0, x1, y1].
    await sceneOf(sceneId).createEmbeddedDocuments(
      "Wall",
      walls.map((w) => ({ c: [w.from.x, w.from.y, w.to.x, w.to.y] }) as WallDocument.CreateData),
    );
  }

  async createRegions(sceneId: string, regions: readonly RegionSpec[]): Promise<string[]> {
    // https://foundryvtt.com/api/classes/foundry.documents.RegionDocument.html: shapes in pixels.
    const created = await sceneOf(sceneId).createEmbeddedDocuments(
      "Region",
      regions.map((r) => {
        const levels = r.levels?.map((name) => this.#levelId(sceneId, name));
        return {
          name: r.name,
          shapes: [{ type: "rectangle", ...r.rect, rotation: 0, hole: false }],
          flags: r.flags ? { [MODULE_ID]: r.flags } : {},
          ...(levels ? { levels } : {}),
        } as unknown as RegionDocument.CreateData;
      }),
    );
    return (created ?? []).map((r) => r.id ?? "");
  }

  /**
   * The GM's opt-in that makes the module play a hex scene: the scene's `played` flag, as the
   * scene configuration's "played with Monster Autopilot" box saves it.
   */
  async optInScene(sceneId: string): Promise<void> {
    await this.setSceneFlag(sceneId, HEX_FLAGS.played, true);
  }

  async setSceneFlag(sceneId: string, key: string, value: unknown): Promise<void> {
    const scene = sceneOf(sceneId) as unknown as {
      setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
    };
    await scene.setFlag(MODULE_ID, key, value);
  }

  async createCombat(
    sceneId: string,
    combatants: readonly { readonly tokenId: string; readonly initiative: number | null }[],
  ): Promise<string> {
    // https://foundryvtt.com/api/classes/foundry.documents.Combat.html; combatants carry their own sceneId.
    const combat = (await Combat.create({ scene: sceneId, active: true } as Combat.CreateData)) as unknown as
      (Combat.Implementation & DocumentLike) | undefined;
    if (!combat) throw new Error("The combat was not created");
    this.#created.push(combat);
    const scene = sceneOf(sceneId);
    await combat.createEmbeddedDocuments(
      "Combatant",
      combatants.map(
        (c) =>
          ({
            tokenId: c.tokenId,
            sceneId,
            actorId: scene.tokens.get(c.tokenId)?.actorId ?? null,
            initiative: c.initiative,
          }) as Combatant.CreateData,
      ),
    );
    return combat.id;
  }

  async startCombat(combatId: string): Promise<void> {
    await combatOf(combatId).startCombat();
  }

  async nextTurn(combatId: string): Promise<void> {
    await combatOf(combatId).nextTurn();
  }

  async nextRound(combatId: string): Promise<void> {
    await combatOf(combatId).nextRound();
  }

  combat(combatId: string): CombatReading {
    const combat = combatOf(combatId);
    return {
      round: combat.round ?? 0,
      turn: combat.turn ?? null,
      started: combat.started,
      current: combat.combatant?.tokenId ?? null,
      turns: (combat.turns ?? []).map((c) => ({
        tokenId: c.tokenId ?? null,
        initiative: c.initiative ?? null,
      })),
    };
  }

  token(sceneId: string, tokenId: string): TokenReading {
    const scene = sceneOf(sceneId);
    const token = scene.tokens.get(tokenId);
    if (!token) throw new Error(`No token ${tokenId} on scene ${sceneId}`);
    const centre = token.getCenterPoint();
    const offset = scene.grid.getOffset(centre);
    return {
      x: token.x,
      y: token.y,
      offset: { i: offset.i, j: offset.j },
      rotation: token.rotation,
      elevation: token.elevation,
    };
  }

  moduleFlags(sceneId: string, combatId?: string): Record<string, Record<string, unknown>> {
    const found: Record<string, Record<string, unknown>> = {};
    const note = (name: string, doc: { flags?: unknown }) => {
      const flags = moduleFlagsOf(doc);
      if (flags) found[name] = flags;
    };
    const scene = sceneOf(sceneId);
    note(`Scene ${scene.id}`, scene);
    for (const token of scene.tokens) {
      note(`Token ${token.id}`, token);
      if (token.actor) note(`Actor of token ${token.id}`, token.actor);
    }
    for (const region of scene.regions) note(`Region ${region.id}`, region);
    if (combatId) {
      const combat = combatOf(combatId);
      note(`Combat ${combat.id}`, combat);
      for (const combatant of combat.combatants) note(`Combatant ${combatant.id}`, combatant);
    }
    return found;
  }

  windows(): WindowReading[] {
    return readWindows();
  }

  press(windowId: string, action: string, index?: number): void {
    pressInWindow(windowId, action, index);
  }

  pressKey(name: string): void {
    runKeybinding(name);
  }

  highlights(): HighlightReading[] {
    this.#ui.attach();
    const grid = canvas?.grid;
    if (!grid) return [];
    return this.#ui.highlights((x, y) => {
      const o = grid.getOffset({ x: x + grid.sizeX / 2, y: y + grid.sizeY / 2 });
      return { i: o.i, j: o.j };
    });
  }

  chatMessages(): ChatReading[] {
    return (game.messages?.contents ?? [])
      .filter((m) => !this.#messagesBefore.has(m.id))
      .map((m) => ({ id: m.id ?? "", text: m.content ?? "" }));
  }

  errors(): string[] {
    return this.#ui.errors();
  }

  getSetting(key: string): unknown {
    return settings().get(MODULE_ID, key);
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    await settings().set(MODULE_ID, key, value);
  }

  localize(key: string): string {
    return game.i18n.localize(key);
  }

  api(): ReturnType<WorldDriver["api"]> {
    const api = (game.modules.get(MODULE_ID) as { api?: ReturnType<WorldDriver["api"]> } | undefined)?.api;
    if (!api) throw new Error("The module's API is missing");
    return api;
  }

  async wait(ms: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  until<T>(what: string, probe: () => T | undefined | null | false): Promise<T> {
    return pollUntil(what, probe, (ms) => this.wait(ms));
  }

  async cleanUp(): Promise<CleanupReport> {
    const report: Record<string, number> = {};
    const failures: unknown[] = [];
    const step = async (what: string, run: () => Promise<number>) => {
      try {
        report[what] = await run();
      } catch (cause) {
        failures.push(cause);
      }
    };
    await step("windows", closeModuleWindows);
    await step("viewed scene", async () => {
      const before = this.#viewedBefore ? game.scenes?.get(this.#viewedBefore) : undefined;
      if (before && canvas?.scene?.id !== before.id) await before.view();
      return before ? 1 : 0;
    });
    // Newest first: combats (their deletion hooks still find their scenes), actors, scenes with
    // everything on them, and the folders last, once empty.
    for (const doc of [...this.#created].reverse())
      await step(doc.documentName, async () => {
        await doc.delete();
        return (report[doc.documentName] ?? 0) + 1;
      });
    await step("ChatMessage", async () => {
      const ids = this.chatMessages().map((m) => m.id);
      if (ids.length > 0) await ChatMessage.deleteDocuments(ids);
      return ids.length;
    });
    await step("settings", () => restoreModuleSettings(settings(), this.#settingsBefore));
    this.#ui.detach();
    if (failures.length > 0) throw new AggregateError(failures, "Cleaning up the test world failed");
    return report;
  }
}
