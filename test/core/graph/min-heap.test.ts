import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MinHeap } from "../../../src/core/graph";

/** The list-based heap the typed-array heap replaced: equal keys must come out in the same order, or a search could pick another of several equally good paths (MX-6). */
class ListHeap {
  readonly keys: number[] = [];
  readonly items: number[] = [];
  push(item: number, key: number): void {
    let i = this.items.length;
    this.keys.push(key);
    this.items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = this.keys[parent]!;
      if (parentKey <= key) break;
      this.keys[i] = parentKey;
      this.items[i] = this.items[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }
  pop(): number {
    const n = this.items.length;
    const top = this.items[0];
    const lastKey = this.keys.pop();
    const lastItem = this.items.pop();
    if (top === undefined || lastKey === undefined || lastItem === undefined) return -1;
    if (n > 1) {
      let i = 0;
      while (i < (n - 1) >> 1) {
        let child = 2 * i + 1;
        if (child + 1 < n - 1 && this.keys[child + 1]! < this.keys[child]!) child++;
        if (this.keys[child]! >= lastKey) break;
        this.keys[i] = this.keys[child]!;
        this.items[i] = this.items[child]!;
        i = child;
      }
      this.keys[i] = lastKey;
      this.items[i] = lastItem;
    }
    return top;
  }
}

describe("MinHeap (label-setting searches, MV-4)", () => {
  it("pops in key order, equal keys in the order of the list-based heap, growing past its capacity, with float or integer keys", () => {
    const operation = fc.oneof(
      fc.record({
        push: fc.nat(50),
        key: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(-2147483648, 2147483647)),
      }),
      fc.constant({ pop: true }),
    );
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 200 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (ops, capacity, integerKeys) => {
          const heap = new MinHeap(capacity, integerKeys);
          const reference = new ListHeap();
          let lastKey = -Infinity;
          for (const op of ops) {
            if ("push" in op) {
              heap.push(op.push, op.key);
              reference.push(op.push, op.key);
              lastKey = -Infinity;
            } else {
              const key = heap.peekKey();
              expect(key).toBeGreaterThanOrEqual(lastKey);
              lastKey = key;
              expect(heap.pop()).toBe(reference.pop());
            }
            expect(heap.size).toBe(reference.items.length);
          }
        },
      ),
    );
  });
});
