/**
 * Points with -NEAR <= x, y < NEAR are numbered by a slot of their own, ((x + NEAR) << NEAR_BITS)
 * | (y + NEAR) (NEAR = 2^NEAR_BITS / 2).
 */
export const NEAR_BITS = 7;
export const NEAR = 64;

/**
 * Numbers the distinct lattice points of one query (LOS-5 step 2 joins occluders at shared end
 * points): an open-addressing hash table reused between queries, emptied in O(1) by bumping a
 * generation stamp, so the hot path allocates nothing.
 */
export class VertexTable {
  private keys = new Int32Array(128);
  private ids = new Int32Array(128);
  private stamps = new Int32Array(128);
  /**
   * The slots of near points: a slot whose stamp is the current {@link generation} holds the
   * point's number. Public for the corridor's hot loop, which numbers near points in place.
   */
  readonly nearIds = new Int32Array(4 * NEAR * NEAR);
  readonly nearStamps = new Int32Array(4 * NEAR * NEAR);
  /** The current query's stamp (read-only outside). */
  generation = 1;
  /** How many points the current query has numbered. */
  size = 0;

  /** Starts a new query. */
  clear(): void {
    this.size = 0;
    if (++this.generation > 0x3fffffff) {
      this.stamps.fill(0);
      this.nearStamps.fill(0);
      this.generation = 1;
    }
  }

  /** The number of lattice point (x, y) in this query, numbering it on first sight (|x|, |y| < 16384). */
  idOf(x: number, y: number): number {
    // Points near the origin (the corridor's start: nearly every point of a query) have a slot
    // of their own, no hashing or probing (V8's baseline tier).
    if (x >= -NEAR && x < NEAR && y >= -NEAR && y < NEAR) {
      const slot = ((x + NEAR) << NEAR_BITS) | (y + NEAR);
      if (this.nearStamps[slot] === this.generation) return this.nearIds[slot] ?? 0;
      this.nearStamps[slot] = this.generation;
      return (this.nearIds[slot] = this.size++);
    }
    if (4 * (this.size + 1) > this.keys.length) this.grow();
    const key = ((x + 16384) << 15) | (y + 16384);
    const mask = this.keys.length - 1;
    // slotOf(key, mask), written out (V8's baseline tier: no call per point).
    for (let slot = ((x + 16384) * 31 + (y + 16384)) & mask; ; slot = (slot + 1) & mask) {
      if (this.stamps[slot] !== this.generation) {
        this.stamps[slot] = this.generation;
        this.keys[slot] = key;
        return (this.ids[slot] = this.size++);
      }
      if (this.keys[slot] === key) return this.ids[slot] ?? 0;
    }
  }

  private grow(): void {
    const old = { keys: this.keys, ids: this.ids, stamps: this.stamps };
    const length = this.keys.length * 2;
    [this.keys, this.ids, this.stamps] = [
      new Int32Array(length),
      new Int32Array(length),
      new Int32Array(length),
    ];
    const mask = length - 1;
    for (let i = 0; i < old.keys.length; i++) {
      if (old.stamps[i] !== this.generation) continue;
      let slot = slotOf(old.keys[i] ?? 0, mask);
      while (this.stamps[slot] === this.generation) slot = (slot + 1) & mask;
      this.stamps[slot] = this.generation;
      this.keys[slot] = old.keys[i] ?? 0;
      this.ids[slot] = old.ids[i] ?? 0;
    }
  }
}

/**
 * The first slot for a key ((x + 16384) << 15 | (y + 16384)): x·31 + y masked, in small-integer
 * arithmetic (V8's baseline tier: no Math.imul call). The points of one query lie near one
 * line, so neighbouring points spread over neighbouring slots.
 */
function slotOf(key: number, mask: number): number {
  return ((key >> 15) * 31 + (key & 0x7fff)) & mask;
}
