/**
 * Numbers the distinct lattice points of one query (LOS-5 step 2 joins occluders at shared end
 * points): an open-addressing hash table reused between queries, emptied in O(1) by bumping a
 * generation stamp, so the hot path allocates nothing.
 */
export class VertexTable {
  private keys = new Int32Array(128);
  private ids = new Int32Array(128);
  private stamps = new Int32Array(128);
  private shift = 25;
  private generation = 1;
  /** How many points the current query has numbered. */
  size = 0;

  /** Starts a new query. */
  clear(): void {
    this.size = 0;
    if (++this.generation > 0x3fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /** The number of lattice point (x, y) in this query, numbering it on first sight (|x|, |y| < 16384). */
  idOf(x: number, y: number): number {
    if (4 * (this.size + 1) > this.keys.length) this.grow();
    const key = ((x + 16384) << 15) | (y + 16384);
    const mask = this.keys.length - 1;
    for (let slot = Math.imul(key, 0x9e3779b1) >>> this.shift; ; slot = (slot + 1) & mask) {
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
    this.shift--;
    const mask = length - 1;
    for (let i = 0; i < old.keys.length; i++) {
      if (old.stamps[i] !== this.generation) continue;
      let slot = Math.imul(old.keys[i] ?? 0, 0x9e3779b1) >>> this.shift;
      while (this.stamps[slot] === this.generation) slot = (slot + 1) & mask;
      this.stamps[slot] = this.generation;
      this.keys[slot] = old.keys[i] ?? 0;
      this.ids[slot] = old.ids[i] ?? 0;
    }
  }
}
