// What the world driver needs of Foundry beyond the fake runtime's documents: a combat that starts,
// updates and orders its turns as Foundry's does, chat messages, and a square grid. Each models the
// documented behaviour (pages cited).
import type { FakeCollection } from "../runtime/documents";
import { FakeCombat } from "../runtime/documents";
import { GRID } from "../runtime/ports";

/**
 * A combat as the driver runs it (https://foundryvtt.com/api/classes/foundry.documents.Combat.html):
 * `started` once round 1 began; `turns` in the order `CONFIG.Combat.documentClass#_sortCombatants`
 * gives (so a module that overrides the order is seen doing it); `update(data)` writes the data and
 * every client fires `updateCombat` (and `combatTurnChange` when the turn moved).
 */
export class DriverCombat extends FakeCombat {
  constructor(
    id: string,
    private readonly sortTurns: <T extends { id: string | null; initiative: number | null }>(
      list: readonly T[],
    ) => T[],
    private readonly changed: (
      combat: DriverCombat,
      change: { round?: number; turn?: number },
    ) => Promise<void>,
  ) {
    super(id);
    this.round = 0;
    this.turn = null;
  }
  /** https://foundryvtt.com/api/classes/foundry.documents.Combat.html#started: round 1 or later. */
  override get started(): boolean {
    return this.round > 0;
  }
  override get turns() {
    return this.sortTurns(this.combatants.contents);
  }
  override async update(data: { round?: number; turn?: number }): Promise<this> {
    await this.changed(this, data);
    return this;
  }
}

/** One posted chat message (https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html). */
export interface FakeChatMessage {
  readonly id: string;
  readonly content: string;
  readonly whisper: readonly string[];
}

/**
 * The ChatMessage class as the module posts with it: `create(data)` stores the message,
 * `getSpeaker(data)` the speaker, `getWhisperRecipients("GM")` the world's GMs
 * (https://foundryvtt.com/api/classes/foundry.documents.ChatMessage.html#getwhisperrecipients),
 * `deleteDocuments(ids)` removes them.
 */
export function chatMessageClass(
  messages: FakeCollection<FakeChatMessage>,
  gms: () => readonly { id: string }[],
) {
  let next = 1;
  return {
    async create(data: { content?: string; whisper?: string[] }): Promise<FakeChatMessage> {
      const message = { id: `message-${next++}`, content: data.content ?? "", whisper: data.whisper ?? [] };
      messages.set(message.id, message);
      return message;
    },
    getSpeaker: (data: object) => data,
    getWhisperRecipients: (name: string) => (name === "GM" ? gms() : []),
    async deleteDocuments(ids: readonly string[]): Promise<void> {
      for (const id of ids) messages.delete(id);
    },
  };
}

/**
 * A square grid (https://foundryvtt.com/api/classes/foundry.grid.SquareGrid.html): offset `{i, j}`
 * is row and column of a `size`-pixel square; not hexagonal.
 */
export class FakeSquareGrid {
  readonly type = GRID.SQUARE;
  readonly isHexagonal = false;
  readonly isSquare = true;
  /** Width and height of one grid space (as FakeHexGrid names them). */
  readonly w: number;
  readonly h: number;
  constructor(readonly size = 100) {
    this.w = size;
    this.h = size;
  }
  getCenterPoint(o: { i: number; j: number }): { x: number; y: number } {
    return { x: (o.j + 0.5) * this.size, y: (o.i + 0.5) * this.size };
  }
  getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } {
    return { x: o.j * this.size, y: o.i * this.size };
  }
  getOffset(p: { x: number; y: number }): { i: number; j: number } {
    return { i: Math.floor(p.y / this.size), j: Math.floor(p.x / this.size) };
  }
}
