// Small fakes of the Foundry documents the module reads and writes, for end-to-end tests on the
// fakes. Each models the documented behaviour the module relies on (pages cited per class).
import { MODULE_ID } from "../../../src/foundry/constants";
import { TokenMovement, type MoveWaypoint } from "./token-movement";

/** A document collection (https://foundryvtt.com/api/classes/foundry.utils.Collection.html): get by id, contents. */
export class FakeCollection<T extends { id: string }> extends Map<string, T> {
  constructor(items: readonly T[] = []) {
    super(items.map((item) => [item.id, item]));
  }
  get contents(): T[] {
    return [...this.values()];
  }
  find(test: (item: T) => boolean): T | undefined {
    return this.contents.find(test);
  }
  filter(test: (item: T) => boolean): T[] {
    return this.contents.filter(test);
  }
}

/** Every write to a fake document (flags, moves): a read-only feature must leave it unchanged. */
export const worldWrites = { count: 0 };

/**
 * How documents reach the fake world: an update is sent to every client, which fires its
 * `update<Document>` hook (`updateToken`, `updateScene`, ...); `Scene#view` draws the scene on the
 * client that called it. The world (world.ts) sets these when it starts.
 */
export const worldLink = {
  updated: (_hook: string, _doc: object, _changed: object): void => undefined,
  updateCombat: async (combat: FakeCombat, changed: { round?: number; turn?: number }): Promise<void> => {
    Object.assign(combat, changed);
  },
  viewScene: (_scene: FakeScene): Promise<void> => Promise.resolve(),
};

/** Flags under scopes (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#getflag / setFlag / unsetFlag). */
class Flagged {
  flags: Record<string, Record<string, unknown>> = {};
  /** The hook an update of this document fires on every client ("" for none). */
  protected readonly updateHook: string = "";
  /** Called after a write: the update reaches every client's hooks (https://foundryvtt.com/api/functions/hookEvents.updateDocument.html). */
  onUpdate: (changed?: object) => void = (changed = {}) => {
    if (this.updateHook) worldLink.updated(this.updateHook, this, changed);
  };
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    worldWrites.count++;
    (this.flags[scope] ??= {})[key] = structuredClone(value);
    this.onUpdate({ flags: { [scope]: { [key]: value } } });
    return this;
  }
  async unsetFlag(scope: string, key: string): Promise<this> {
    worldWrites.count++;
    delete this.flags[scope]?.[key];
    this.onUpdate({ flags: { [scope]: { [`-=${key}`]: null } } });
    return this;
  }
}

/** An actor: owner, statuses (https://foundryvtt.com/api/classes/foundry.documents.Actor.html). */
export class FakeActor extends Flagged {
  /** The game system's data (an investigator's Sneak at system.skills.sneak in the tests). */
  system: Record<string, unknown> = {};
  /** The prototype token's source data (https://foundryvtt.com/api/classes/foundry.data.PrototypeToken.html). */
  prototypeToken: Record<string, unknown> = {
    name: "",
    width: 1,
    height: 1,
    texture: { src: "icons/svg/mystery-man.svg" },
  };
  constructor(
    readonly id: string,
    readonly name: string,
    readonly hasPlayerOwner = false,
    readonly statuses = new Set<string>(),
  ) {
    super();
  }
  /**
   * `getTokenDocument(data)`: a token built from the prototype token with `data` applied and the
   * actor's id set (https://foundryvtt.com/api/classes/foundry.documents.Actor.html#gettokendocument);
   * only `toObject()` of the result is modelled.
   */
  async getTokenDocument(
    data: Record<string, unknown> = {},
  ): Promise<{ toObject(): Record<string, unknown> }> {
    const source = { ...structuredClone(this.prototypeToken), actorId: this.id, ...data };
    return { toObject: () => structuredClone(source) };
  }
}

/**
 * A token (https://foundryvtt.com/api/classes/foundry.documents.TokenDocument.html): x/y is the
 * top-left corner; `move(waypoints, options)` and the movement history follow ./token-movement.ts;
 * `getCenterPoint()`, `getSize()` in pixels for a token of width × height grid spaces.
 */
export class FakeToken extends Flagged {
  protected override readonly updateHook = "updateToken";
  parent: FakeScene | null = null;
  readonly moves: { waypoints: unknown[]; options: unknown }[] = [];
  hidden = false;
  elevation = 0;
  rotation = 0;
  readonly motion: TokenMovement = new TokenMovement(this, this, () => this.onUpdate());
  /** v14: the scene level the token stands on (https://foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html). */
  level: string | undefined;
  width = 1;
  height = 1;
  texture = { src: "icons/svg/mystery-man.svg" };
  /** The actor a token created from data represents (TokenDocument#actorId). */
  actorId: string | null = null;
  constructor(
    readonly id: string,
    readonly name: string,
    public x: number,
    public y: number,
    readonly disposition: number,
    readonly actor: FakeActor | null,
    readonly gridSize = 100,
  ) {
    super();
  }
  get object() {
    return null;
  }
  getSize(): { width: number; height: number } {
    return { width: this.width * this.gridSize, height: this.height * this.gridSize };
  }
  getCenterPoint(): { x: number; y: number } {
    const { width, height } = this.getSize();
    return { x: this.x + width / 2, y: this.y + height / 2 };
  }
  /** `toObject()`: the token's source data, `_id` included (https://foundryvtt.com/api/classes/foundry.abstract.DataModel.html#toobject). */
  toObject(): Record<string, unknown> {
    return {
      _id: this.id,
      name: this.name,
      x: this.x,
      y: this.y,
      width: this.width,
      height: this.height,
      texture: { ...this.texture },
      actorId: this.actorId ?? this.actor?.id ?? null,
      flags: structuredClone(this.flags),
    };
  }
  /** `move(waypoints, options)`: one waypoint or an array of them (./token-movement.ts). */
  async move(waypoints: MoveWaypoint | MoveWaypoint[], options: unknown): Promise<boolean> {
    const list = Array.isArray(waypoints) ? waypoints : [waypoints];
    worldWrites.count++;
    this.moves.push({ waypoints: list, options });
    return this.motion.move(list, isMoveOptions(options) ? options : {});
  }
  get movement() {
    return this.motion.movement;
  }
  get movementHistory() {
    return this.motion.movementHistory;
  }
  revertRecordedMovement(movementId?: string): Promise<boolean> {
    worldWrites.count++;
    return this.motion.revertRecordedMovement(movementId);
  }
  stopMovement(): boolean {
    return this.motion.stopMovement();
  }
  async update(changes: { rotation?: number }): Promise<this> {
    worldWrites.count++;
    await this.motion.update(changes);
    return this;
  }
}

function isMoveOptions(options: unknown): options is { autoRotate?: boolean; method?: string } {
  return typeof options === "object" && options !== null;
}

/** A region behaviour's stored data (https://foundryvtt.com/api/classes/foundry.documents.RegionBehavior.html). */
export interface FakeBehavior {
  readonly type: string;
  readonly disabled: boolean;
  readonly system: unknown;
}

/** A region with a rectangle shape (https://foundryvtt.com/api/classes/foundry.documents.RegionDocument.html#testpoint). */
export class FakeRegion extends Flagged {
  protected override readonly updateHook = "updateRegion";
  parent: FakeScene | null = null;
  /** v14: the levels the region spans. */
  levels: string[] | undefined;
  readonly elevation = { bottom: null as number | null, top: null as number | null };
  readonly behaviors: FakeCollection<FakeBehavior & { id: string }>;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly bounds: { x: number; y: number; width: number; height: number },
    behaviors: (FakeBehavior & { id: string })[] = [],
  ) {
    super();
    this.behaviors = new FakeCollection(behaviors);
  }
  /**
   * Whether the point, at its elevation, is inside: within the shape and the elevation range
   * (`bottom`/`top`, null meaning unbounded; https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html#testpoint,
   * https://foundryvtt.com/api/interfaces/foundry.documents.types.RegionElevationData.html).
   */
  testPoint(p: { x: number; y: number; elevation?: number }): boolean {
    const b = this.bounds;
    const z = p.elevation ?? 0;
    const { bottom, top } = this.elevation;
    if ((bottom !== null && z < bottom) || (top !== null && z > top)) return false;
    return p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
  }
}

/** A wall (https://foundryvtt.com/api/classes/foundry.documents.WallDocument.html). */
export interface FakeWall {
  readonly id: string;
  readonly c: [number, number, number, number];
  readonly move: number;
  readonly sight: number;
  readonly door: number;
  readonly ds: number;
}

let createdTokens = 0;

/** A scene with embedded tokens, walls and regions (https://foundryvtt.com/api/classes/foundry.documents.Scene.html). */
export class FakeScene extends Flagged {
  protected override readonly updateHook = "updateScene";
  readonly tokens = new FakeCollection<FakeToken>();
  readonly walls = new FakeCollection<FakeWall>();
  readonly regions = new FakeCollection<FakeRegion>();
  /** The scene's grid data (https://foundryvtt.com/api/classes/foundry.documents.Scene.html#grid): size and CONST.GRID_TYPES type (pointy odd-r hexes by default). */
  readonly grid = { size: 100, type: 2 };
  active = true;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly dimensions: { sceneRect: { x: number; y: number; width: number; height: number } },
  ) {
    super();
  }
  addToken(token: FakeToken): FakeToken {
    token.parent = this;
    this.tokens.set(token.id, token);
    return token;
  }
  /**
   * `createEmbeddedDocuments("Token", data, {keepId})`: new tokens from plain data, new ids unless
   * `keepId` (https://foundryvtt.com/api/classes/foundry.documents.Scene.html#createembeddeddocuments,
   * DatabaseCreateOperation#keepId); resolves the created documents.
   */
  async createEmbeddedDocuments(
    name: string,
    data: Record<string, unknown>[],
    options: { keepId?: boolean } = {},
  ): Promise<FakeToken[]> {
    if (name !== "Token") throw new Error(`FakeScene creates only tokens, not ${name}`);
    worldWrites.count++;
    return data.map((d) => {
      const id = options.keepId === true && typeof d["_id"] === "string" ? d["_id"] : `t${++createdTokens}`;
      const token = new FakeToken(
        id,
        String(d["name"] ?? ""),
        Number(d["x"] ?? 0),
        Number(d["y"] ?? 0),
        -1,
        null,
      );
      token.flags = structuredClone((d["flags"] as Record<string, Record<string, unknown>>) ?? {});
      if (typeof d["width"] === "number") token.width = d["width"];
      if (typeof d["height"] === "number") token.height = d["height"];
      const texture = d["texture"] as { src?: unknown } | undefined;
      if (typeof texture?.src === "string") token.texture = { src: texture.src };
      if (typeof d["actorId"] === "string") token.actorId = d["actorId"];
      this.onUpdate();
      return this.addToken(token);
    });
  }
  /** `deleteEmbeddedDocuments("Token", ids)` (same page): removes the tokens. */
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<void> {
    if (name !== "Token") throw new Error(`FakeScene deletes only tokens, not ${name}`);
    worldWrites.count++;
    for (const id of ids) this.tokens.delete(id);
    this.onUpdate();
  }
  addRegion(region: FakeRegion): FakeRegion {
    region.parent = this;
    this.regions.set(region.id, region);
    return region;
  }
  /** Views the scene on the calling client (https://foundryvtt.com/api/classes/foundry.documents.Scene.html#view). */
  async view(): Promise<this> {
    await worldLink.viewScene(this);
    return this;
  }
}

/**
 * A combatant (https://foundryvtt.com/api/classes/foundry.documents.Combatant.html): its own
 * `sceneId` and `tokenId`; `token` is resolved through its scene, never through the combat's.
 */
export class FakeCombatant extends Flagged {
  protected override readonly updateHook = "updateCombatant";
  combat: FakeCombat | null = null;
  constructor(
    readonly id: string,
    readonly sceneId: string | null,
    readonly tokenId: string | null,
    public initiative: number | null,
    private readonly scenes: () => FakeCollection<FakeScene>,
  ) {
    super();
  }
  get token(): FakeToken | null {
    return (
      (this.sceneId && this.tokenId && this.scenes().get(this.sceneId)?.tokens.get(this.tokenId)) || null
    );
  }
}

/**
 * A combat (https://foundryvtt.com/api/classes/foundry.documents.Combat.html). As v13's tracker
 * "create encounter" and a token's "toggle combat" make it, `scene` is null unless linked.
 */
export class FakeCombat extends Flagged {
  protected override readonly updateHook = "updateCombat";
  readonly combatants = new FakeCollection<FakeCombatant>();
  scene: FakeScene | null = null;
  active = true;
  round = 1;
  turn: number | null = 0;
  constructor(readonly id: string) {
    super();
  }
  /** `Combat#setupTurns` (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#setupturns): counted; `turns` is always sorted. */
  setups = 0;
  setupTurns(): FakeCombatant[] {
    this.setups++;
    return this.turns;
  }
  add(combatant: FakeCombatant): FakeCombatant {
    combatant.combat = this;
    this.combatants.set(combatant.id, combatant);
    return combatant;
  }
  /** Combatants in turn order: initiative high to low. */
  get turns(): FakeCombatant[] {
    return this.combatants.contents.toSorted(
      (a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity),
    );
  }
  get combatant(): FakeCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  /** Whether the combat has begun (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#started). */
  get started(): boolean {
    return this.round > 0 && this.turns.length > 0;
  }
  /** `update({round, turn})`: written, then every client fires combatTurnChange and updateCombat (world.ts). */
  async update(changed: { round?: number; turn?: number }): Promise<this> {
    worldWrites.count++;
    await worldLink.updateCombat(this, changed);
    return this;
  }
  async updateEmbeddedDocuments(
    _type: string,
    changes: { _id: string; initiative: number }[],
  ): Promise<unknown[]> {
    for (const change of changes) {
      const c = this.combatants.get(change._id);
      if (c) c.initiative = change.initiative;
    }
    return changes;
  }
}

/** The module's flag on a document, read as the module does. */
export function moduleFlag(doc: Flagged, key: string): unknown {
  return doc.getFlag(MODULE_ID, key);
}
