/**
 * A binary min-heap of integer items keyed by numbers, for label-setting searches (MV-4, IMP-1).
 * Duplicate pushes are allowed; callers skip stale entries (lazy deletion). Entries live in typed
 * arrays that double when full, so a search allocates once instead of growing two lists.
 */
export class MinHeap {
  private keys: Float64Array | Int32Array;
  private items: Int32Array;
  private count = 0;

  /**
   * `capacity`: the expected number of pushes (the heap grows past it when needed).
   * `integerKeys`: the caller promises every key is an integer in the 32-bit signed range; keys then
   * live in an Int32Array, whose reads, unlike a Float64Array's, allocate no number object in V8's
   * baseline tier. The order of pops is the same either way.
   */
  constructor(capacity = 16, integerKeys = false) {
    const length = Math.max(capacity, 1);
    this.keys = integerKeys ? new Int32Array(length) : new Float64Array(length);
    this.items = new Int32Array(length);
  }

  /** Number of entries (stale ones included). */
  get size(): number {
    return this.count;
  }

  /** Adds an item with its key. */
  push(item: number, key: number): void {
    if (this.count === this.items.length) this.grow();
    const keys = this.keys;
    const items = this.items;
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      // parent < i < count: both reads are in range.
      const parentKey = keys[parent] ?? key;
      if (parentKey <= key) break;
      keys[i] = parentKey;
      items[i] = items[parent] ?? item;
      i = parent;
    }
    keys[i] = key;
    items[i] = item;
  }

  /** The smallest key currently in the heap (Infinity when empty). */
  peekKey(): number {
    return this.count > 0 ? (this.keys[0] ?? Infinity) : Infinity;
  }

  /** Removes and returns the item with the smallest key; -1 when empty. */
  pop(): number {
    const n = this.count;
    if (n === 0) return -1;
    const keys = this.keys;
    const items = this.items;
    const top = items[0] ?? -1;
    const last = n - 1;
    this.count = last;
    if (last > 0) {
      // The last entry sinks from the root; reads stay below `last`, the remaining length.
      const lastKey = keys[last] ?? Infinity;
      const lastItem = items[last] ?? -1;
      let i = 0;
      const half = last >> 1;
      while (i < half) {
        let child = 2 * i + 1;
        let childKey = keys[child] ?? Infinity;
        const right = child + 1;
        if (right < last) {
          const rightKey = keys[right] ?? Infinity;
          if (rightKey < childKey) {
            child = right;
            childKey = rightKey;
          }
        }
        if (childKey >= lastKey) break;
        keys[i] = childKey;
        items[i] = items[child] ?? lastItem;
        i = child;
      }
      keys[i] = lastKey;
      items[i] = lastItem;
    }
    return top;
  }

  private grow(): void {
    const keys =
      this.keys instanceof Int32Array
        ? new Int32Array(this.keys.length * 2)
        : new Float64Array(this.keys.length * 2);
    const items = new Int32Array(this.items.length * 2);
    keys.set(this.keys);
    items.set(this.items);
    this.keys = keys;
    this.items = items;
  }
}
