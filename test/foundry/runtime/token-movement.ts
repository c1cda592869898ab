// Foundry's token movement as the API reference documents it, shared by the fake tokens
// (FakeToken in documents.ts, FakeMovableToken in gloomhaven/fakes.ts). Pages modelled:
// - TokenDocument#move, #movement, #movementHistory, #revertRecordedMovement, #stopMovement,
//   #pauseMovement, #resumeMovement, #clearMovementHistory:
//   https://foundryvtt.com/api/classes/foundry.documents.TokenDocument.html (v13) and
//   https://foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html#move (v14)
// - the movement's fields (id, state, recorded, origin, destination, passed, pending, autoRotate):
//   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenMovementData.html
// - its states: https://foundryvtt.com/api/v14/types/foundry.documents.types.TokenMovementState.html
// - recorded waypoints name their movement (movementId):
//   https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint.html
// - the hooks fired on a pause and a stop:
//   https://foundryvtt.com/api/v14/functions/hookEvents.pauseToken.html,
//   https://foundryvtt.com/api/v14/functions/hookEvents.stopToken.html

/** The Foundry generation whose `move()` contract applies. */
export type Release = 13 | 14;

/** What a test scripts for the next move: stop or pause once this many waypoints are passed. */
export interface MovementScript {
  readonly kind: "stop" | "pause";
  readonly after: number;
}

/** A position as the movement data holds it (TokenPosition: top-left corner and elevation). */
export interface MovementPosition {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/** A waypoint given to `move()`. */
export interface MoveWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  readonly action?: string;
}

/** A recorded waypoint of the movement history. */
export interface RecordedWaypoint extends MovementPosition {
  readonly movementId: string;
  readonly action: string;
}

/** TokenMovementState (v14 page; v13 has the same movement states). */
export type MovementStateName = "completed" | "paused" | "planned" | "pending" | "stopped";

/** The current or last movement of the token (TokenMovementData), read-only. */
export interface FakeMovementData {
  readonly id: string;
  readonly state: MovementStateName;
  readonly recorded: boolean;
  readonly method: string;
  readonly autoRotate: boolean;
  readonly chain: readonly string[];
  readonly origin: MovementPosition;
  readonly destination: MovementPosition;
  readonly passed: { readonly waypoints: readonly MovementPosition[] };
  readonly pending: { readonly waypoints: readonly MovementPosition[] };
}

/** The token fields a movement changes. */
export interface MovingBody {
  x: number;
  y: number;
  elevation: number;
  rotation: number;
}

/** Where the movement hooks go: the fake runtime's `Hooks.callAll` when it is installed. */
export type HookSink = (hook: string, ...args: unknown[]) => void;

function globalHooks(): HookSink {
  return (hook, ...args) => {
    const hooks: unknown = Reflect.get(globalThis, "Hooks");
    const callAll: unknown = hooks && typeof hooks === "object" ? Reflect.get(hooks, "callAll") : undefined;
    if (typeof callAll === "function") Reflect.apply(callAll, hooks, [hook, ...args]);
  };
}

function currentGeneration(): Release {
  const game: unknown = Reflect.get(globalThis, "game");
  const release: unknown = game && typeof game === "object" ? Reflect.get(game, "release") : undefined;
  const generation: unknown =
    release && typeof release === "object" ? Reflect.get(release, "generation") : undefined;
  return generation === 14 ? 14 : 13;
}

/** The server's answer arrives later than the call: a document update is never synchronous. */
const serverRoundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The rotation autoRotate gives a token moving from `a` to `b`. The pages say only "rotate the
 * token in the direction of movement"; the angle convention (0 = facing down, clockwise degrees) is
 * this fake's choice, and tests assert only that the rotation changes and is restored.
 */
function facing(a: MovementPosition, b: MovementPosition, fallback: number): number {
  if (a.x === b.x && a.y === b.y) return fallback;
  const degrees = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI - 90;
  return Math.round(((degrees % 360) + 360) % 360);
}

let nextMovementId = 0;

/** One token's movement: `move()` with v13/v14 results, pauses and stops, the recorded history and its revert. */
export class TokenMovement {
  /** The generation whose contract `move()` follows; by default the installed game's (13 without one). */
  release: Release | null = null;
  /** Whether moves are recorded in the history (the document's `_shouldRecordMovementHistory`). */
  recordsHistory = true;
  /** What the next move does; consumed by that move. */
  script: MovementScript | null = null;
  /** Hooks fired: `pauseToken`, `stopToken` with the document. */
  hooks: HookSink = globalHooks();
  /** Every move, revert and update that reached the document. */
  readonly log: { kind: "move" | "revert" | "update"; data: unknown }[] = [];

  #movement: FakeMovementData | null = null;
  #history: RecordedWaypoint[] = [];
  #resume: ((go: boolean) => void) | null = null;
  readonly #pauseListeners = new Set<() => void>();

  constructor(
    private readonly body: MovingBody,
    private readonly document: unknown,
    private readonly changed: () => void = () => undefined,
  ) {}

  /** TokenDocument#movement: the current or last movement, null before the first. */
  get movement(): FakeMovementData | null {
    return this.#movement;
  }

  /** TokenDocument#movementHistory: the recorded waypoints, oldest first. */
  get movementHistory(): readonly RecordedWaypoint[] {
    return this.#history;
  }

  /** Listens for this token's pauses (what a `pauseToken` hook handler would see). */
  onPause(listener: () => void): () => void {
    this.#pauseListeners.add(listener);
    return () => this.#pauseListeners.delete(listener);
  }

  /**
   * TokenDocument#move. v14: resolves true only if the entire movement completed, false when it was
   * stopped (the token stays where it stopped), and stays pending while paused. v13: resolves whether
   * the token was moved. A paused move records what it has passed and continues on resume.
   */
  async move(
    waypoints: readonly MoveWaypoint[],
    options: { readonly autoRotate?: boolean; readonly method?: string } = {},
  ): Promise<boolean> {
    this.log.push({ kind: "move", data: { waypoints, options } });
    const script = this.script;
    this.script = null;
    await serverRoundTrip();
    if (waypoints.length === 0) return false;
    const release = this.release ?? currentGeneration();
    const origin = this.#position();
    const targets = waypoints.map((w) => ({ x: w.x, y: w.y, elevation: w.elevation ?? this.body.elevation }));
    const id = `movement-${++nextMovementId}`;
    const recorded = this.recordsHistory;
    const passed: MovementPosition[] = [];
    const previousId = this.#movement?.id ?? "";
    const setState = (state: MovementStateName) => {
      this.#movement = {
        id,
        state,
        recorded,
        method: options.method ?? "api",
        autoRotate: options.autoRotate ?? false,
        chain: [],
        origin,
        destination: targets.at(-1) ?? origin,
        passed: { waypoints: [...passed] },
        pending: { waypoints: targets.slice(passed.length) },
      };
    };
    setState("pending");
    for (const [i, target] of targets.entries()) {
      if (script?.after === i) {
        if (script.kind === "pause") {
          setState("paused");
          this.changed();
          this.#firePause();
          const go = await new Promise<boolean>((resolve) => (this.#resume = resolve));
          this.#resume = null;
          if (go) {
            setState("pending");
          } else return this.#stopped(release, passed, setState);
        } else return this.#stopped(release, passed, setState);
      }
      const from = this.#position();
      if (options.autoRotate) this.body.rotation = facing(from, target, this.body.rotation);
      this.body.x = target.x;
      this.body.y = target.y;
      this.body.elevation = target.elevation;
      passed.push(target);
      if (recorded) this.#record(id, previousId, from, target, waypoints[i]?.action ?? "walk");
    }
    setState("completed");
    this.changed();
    return true;
  }

  /** TokenDocument#stopMovement: only a pending or paused movement can be stopped; true if it was or is stopped. */
  stopMovement(): boolean {
    const state = this.#movement?.state;
    if (state === "stopped") return true;
    if (state !== "paused" || !this.#resume) return false;
    this.#resume(false);
    return true;
  }

  /** Resumes a paused movement (what TokenDocument#resumeMovement does once every key has resumed). */
  resumeMovement(): void {
    this.#resume?.(true);
  }

  /**
   * TokenDocument#revertRecordedMovement(movementId): undoes the recorded movement of that id and
   * every later one ("up to the last movement"), or all recorded movement without an id; the token
   * is displaced to the position before it and the history rolled back. False when nothing recorded
   * matches. The pages do not say the rotation is restored: this fake leaves it.
   */
  async revertRecordedMovement(movementId?: string): Promise<boolean> {
    this.log.push({ kind: "revert", data: movementId });
    await serverRoundTrip();
    // Each recorded movement follows the waypoint it left from, so its first waypoint is never the first.
    const at = movementId === undefined ? 1 : this.#history.findIndex((w) => w.movementId === movementId);
    const before = this.#history[at - 1];
    if (at < 1 || at >= this.#history.length || !before) return false;
    this.#history = movementId === undefined ? [] : this.#history.slice(0, at);
    const from = this.#position();
    const back = { x: before.x, y: before.y, elevation: before.elevation };
    Object.assign(this.body, back);
    this.#movement = {
      id: `movement-${++nextMovementId}`,
      state: "completed",
      recorded: false,
      method: "undo",
      autoRotate: false,
      chain: [],
      origin: from,
      destination: back,
      passed: { waypoints: [back] },
      pending: { waypoints: [] },
    };
    this.changed();
    return true;
  }

  /** TokenDocument#clearMovementHistory. */
  async clearMovementHistory(): Promise<void> {
    await serverRoundTrip();
    this.#history = [];
  }

  /** TokenDocument#update for the fields a movement touches (an update is not a recorded movement here). */
  async update(changes: Partial<MovingBody>): Promise<void> {
    this.log.push({ kind: "update", data: changes });
    await serverRoundTrip();
    Object.assign(this.body, changes);
    this.changed();
  }

  #position(): MovementPosition {
    return { x: this.body.x, y: this.body.y, elevation: this.body.elevation };
  }

  /** Records a passed step; a movement's first step first records where it left from, unless the history ends there. */
  #record(
    id: string,
    previousId: string,
    from: MovementPosition,
    to: MovementPosition,
    action: string,
  ): void {
    const last = this.#history.at(-1);
    const continues =
      last !== undefined && last.x === from.x && last.y === from.y && last.elevation === from.elevation;
    if (last?.movementId !== id && !continues)
      this.#history.push({ ...from, movementId: previousId, action: "displace" });
    this.#history.push({ ...to, movementId: id, action });
  }

  #stopped(
    release: Release,
    passed: readonly MovementPosition[],
    setState: (state: MovementStateName) => void,
  ): boolean {
    setState("stopped");
    this.changed();
    this.hooks("stopToken", this.document);
    return release === 14 ? false : passed.length > 0;
  }

  #firePause(): void {
    for (const listener of this.#pauseListeners) listener();
    this.hooks("pauseToken", this.document);
  }
}
