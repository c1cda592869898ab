// The world driver: everything an in-world scenario does to a world, and everything it reads back.
// The scenarios (./scenarios) are written once against this interface; the Foundry driver
// (./foundry-driver.ts) runs them in a live world under Quench, the fake driver in
// test/foundry/quench/ runs them under vitest on the fake runtime. Every document a driver
// creates is recorded and deleted by `cleanUp()`.

/** A grid space by its offset (`{i, j}`: row and column, as `BaseGrid#getOffset` returns it). */
export interface GridOffset {
  readonly i: number;
  readonly j: number;
}

/** A point on the canvas, in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The grid of a test scene: hexagonal rows, odd (pointy-topped), or square. Grid spaces are 100 px. */
export type GridKind = "hex" | "square";

/** A temporary scene: `columns` × `rows` grid spaces; on v14 optionally with named levels. */
export interface SceneSpec {
  readonly name: string;
  readonly grid: GridKind;
  readonly columns: number;
  readonly rows: number;
  /** Flags under the module's scope. */
  readonly flags?: Readonly<Record<string, unknown>>;
  /** v14 only: the scene's levels, lowest first (each 10 units high); the first is viewed. */
  readonly levels?: readonly string[];
}

/** A token's disposition (`CONST.TOKEN_DISPOSITIONS`). */
export type Disposition = "hostile" | "neutral" | "friendly";

/** A temporary token, with an actor of its own (same name). */
export interface TokenSpec {
  readonly name: string;
  readonly at: GridOffset | Point;
  readonly disposition: Disposition;
  /** Flags under the module's scope. */
  readonly flags?: Readonly<Record<string, unknown>>;
  /** Game-system data of the actor (an investigator's Sneak, say). */
  readonly actorSystem?: Readonly<Record<string, unknown>>;
  /** v14 only: the name of the level the token stands on. */
  readonly level?: string;
}

/** A wall blocking movement and sight, from one point to another. */
export interface WallSpec {
  readonly from: Point;
  readonly to: Point;
}

/** A rectangular region (pixels), with module flags; on v14 on named levels. */
export interface RegionSpec {
  readonly name: string;
  readonly rect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly flags?: Readonly<Record<string, unknown>>;
  readonly levels?: readonly string[];
}

/** A token's place as its document stores it. */
export interface TokenReading {
  readonly x: number;
  readonly y: number;
  readonly offset: GridOffset;
  readonly rotation: number;
  readonly elevation: number;
}

/** One of the module's open windows (`foundry.applications.instances`, ids starting with the module id). */
export interface WindowReading {
  readonly id: string;
  readonly rendered: boolean;
  /** In ApplicationV2's CLOSING state: still listed among the instances. */
  readonly closing: boolean;
  /** The `data-action` of every enabled control in the window. */
  readonly actions: readonly string[];
  readonly text: string;
}

/** One grid highlight mark the module drew: the grid space and its fill and border colours. */
export interface HighlightMark {
  readonly offset: GridOffset;
  readonly color: string;
  readonly border: string;
}

/** One of the module's highlight layers (`canvas.interface.grid.highlightLayers`). */
export interface HighlightReading {
  readonly layer: string;
  /** How many positions Foundry records as highlighted (`GridHighlight#positions`). */
  readonly count: number;
  /** What the module drew there since the layer was last cleared. */
  readonly marks: readonly HighlightMark[];
}

/** A temporary world actor (no token), with its prototype token's name and image. */
export interface ActorSpec {
  readonly name: string;
  readonly prototypeToken: { readonly name: string; readonly img: string };
}

/** One token of a scene as its document stores it: who it is and what it looks like. */
export interface TokenEntry {
  readonly id: string;
  readonly name: string;
  readonly actorId: string | null;
  /** `texture.src`. */
  readonly img: string;
}

/** A chat message posted while the driver ran. */
export interface ChatReading {
  readonly id: string;
  readonly text: string;
}

/** A combatant in the tracker's order. */
export interface TurnReading {
  readonly tokenId: string | null;
  readonly initiative: number | null;
}

/** The combat's state as its document stores it. */
export interface CombatReading {
  readonly round: number;
  readonly turn: number | null;
  readonly started: boolean;
  readonly current: string | null;
  readonly turns: readonly TurnReading[];
}

/** What the driver deleted on clean-up, by document type. */
export type CleanupReport = Readonly<Record<string, number>>;

/** The world as an in-world scenario sees it. */
export interface WorldDriver {
  /** `game.release.generation`: 13 or 14. */
  readonly generation: number;

  /** Creates the scene and views it (resolves once its canvas is drawn). Returns its id. */
  createScene(spec: SceneSpec): Promise<string>;
  /** Views a scene (resolves once its canvas is drawn); on v14 optionally a named level of it. */
  viewScene(sceneId: string, level?: string): Promise<void>;
  /** The centre of a grid space of the scene, in pixels. */
  centreOf(sceneId: string, offset: GridOffset): Point;
  createTokens(sceneId: string, tokens: readonly TokenSpec[]): Promise<string[]>;
  createWalls(sceneId: string, walls: readonly WallSpec[]): Promise<void>;
  createRegions(sceneId: string, regions: readonly RegionSpec[]): Promise<string[]>;
  /** Marks the scene as one the module plays (the GM's opt-in on a hex scene). */
  optInScene(sceneId: string): Promise<void>;
  /** Writes a flag under the module's scope on the scene. */
  setSceneFlag(sceneId: string, key: string, value: unknown): Promise<void>;

  /** Creates a combat of the scene's tokens with the given initiatives (null: not rolled). Returns its id. */
  createCombat(
    sceneId: string,
    combatants: readonly { readonly tokenId: string; readonly initiative: number | null }[],
  ): Promise<string>;
  startCombat(combatId: string): Promise<void>;
  nextTurn(combatId: string): Promise<void>;
  nextRound(combatId: string): Promise<void>;
  combat(combatId: string): CombatReading;

  token(sceneId: string, tokenId: string): TokenReading;
  /** Every token of the scene, in the scene's order. */
  tokens(sceneId: string): TokenEntry[];
  /** Creates a world actor (no token on any scene). Returns its id. */
  createActor(spec: ActorSpec): Promise<string>;
  /** Every module flag on the scene, its tokens and regions, and on the combat and its combatants, keyed by document. */
  moduleFlags(sceneId: string, combatId?: string): Record<string, Record<string, unknown>>;

  windows(): WindowReading[];
  /** Clicks the window's control with that `data-action` (the first, or the one with `data-index`). */
  press(windowId: string, action: string, index?: number): void;
  /** Runs one of the module's keybindings, as its key would. */
  pressKey(name: string): void;
  highlights(): HighlightReading[];
  chatMessages(): ChatReading[];
  /** Error notifications shown while the driver ran. */
  errors(): string[];

  getSetting(key: string): unknown;
  /** Sets one of the module's world settings; clean-up restores the value it had. */
  setSetting(key: string, value: unknown): Promise<void>;
  /** A string of the world's language (`game.i18n.localize`). */
  localize(key: string): string;
  /** The module's API (`game.modules.get("monster-autopilot").api`). */
  api(): {
    checkScene(): Promise<{ passed: boolean; checks: { id: string; passed: boolean; details: string[] }[] }>;
  };

  /** Lets the world run for a while (hooks, renders, debounced refreshes). */
  wait(ms: number): Promise<void>;
  /** Waits until `probe` returns something other than undefined, null or false; fails naming `what`. */
  until<T>(what: string, probe: () => T | undefined | null | false): Promise<T>;
  /** Deletes everything the driver created, closes the module's windows, restores settings and the viewed scene. */
  cleanUp(): Promise<CleanupReport>;
}
