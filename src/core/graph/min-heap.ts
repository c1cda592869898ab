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
      // parent < i <= last index: both reads are in range.
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
    return this.keys[0] ?? Infinity;
  }

  /** Removes and returns the item with the smallest key; -1 when empty. */
  pop(): number {
    const keys = this.keys;
    const items = this.items;
    const n = items.length;
    const top = items[0];
    const lastKey = keys.pop();
    const lastItem = items.pop();
    if (top === undefined || lastKey === undefined || lastItem === undefined) return -1;
    if (n > 1) {
      let i = 0;
      const half = (n - 1) >> 1;
      while (i < half) {
        // child <= right < n - 1 (the remaining length): the reads are in range.
        let child = 2 * i + 1;
        let childKey = keys[child] ?? Infinity;
        const right = child + 1;
        if (right < n - 1) {
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
}
