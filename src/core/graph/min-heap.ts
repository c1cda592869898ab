/**
 * A binary min-heap of integer items keyed by numbers, for label-setting searches (MV-4, IMP-1).
 * Duplicate pushes are allowed; callers skip stale entries (lazy deletion).
 */
export class MinHeap {
  private keys: number[] = [];
  private items: number[] = [];

  /** Number of entries (stale ones included). */
  get size(): number {
    return this.items.length;
  }

  /** Adds an item with its key. */
  push(item: number, key: number): void {
    const keys = this.keys;
    const items = this.items;
    let i = items.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      items[i] = items[parent]!;
      i = parent;
    }
    keys[i] = key;
    items[i] = item;
  }

  /** The smallest key currently in the heap (Infinity when empty). */
  peekKey(): number {
    return this.items.length === 0 ? Infinity : this.keys[0]!;
  }

  /** Removes and returns the item with the smallest key; -1 when empty. */
  pop(): number {
    const keys = this.keys;
    const items = this.items;
    const n = items.length;
    if (n === 0) return -1;
    const top = items[0]!;
    const lastKey = keys.pop()!;
    const lastItem = items.pop()!;
    if (n > 1) {
      let i = 0;
      const half = (n - 1) >> 1;
      while (i < half) {
        let child = 2 * i + 1;
        const right = child + 1;
        if (right < n - 1 && keys[right]! < keys[child]!) child = right;
        if (keys[child]! >= lastKey) break;
        keys[i] = keys[child]!;
        items[i] = items[child]!;
        i = child;
      }
      keys[i] = lastKey;
      items[i] = lastItem;
    }
    return top;
  }
}
