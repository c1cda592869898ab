/**
 * A reusable list of occluder segments in integer lattice coordinates (x1, y1, x2, y2 each), kept
 * between queries so the hot path allocates nothing (LOS-5 step 4: fast repeated queries).
 */
export class SegmentBuffer {
  data = new Int32Array(64);
  count = 0;

  /** Empties the list, keeping its storage. */
  clear(): void {
    this.count = 0;
  }

  /** Makes room for `segments` segments in all, keeping the first `count`. */
  reserve(segments: number): void {
    if (4 * segments <= this.data.length) return;
    const grown = new Int32Array(Math.max(4 * segments, this.data.length * 2));
    grown.set(this.data);
    this.data = grown;
  }

  /** Appends the segment (x1, y1)-(x2, y2). */
  push(x1: number, y1: number, x2: number, y2: number): void {
    if (4 * this.count + 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const i = 4 * this.count++;
    this.data[i] = x1;
    this.data[i + 1] = y1;
    this.data[i + 2] = x2;
    this.data[i + 3] = y2;
  }

  /** Swaps segments i and j. */
  swap(i: number, j: number): void {
    for (let k = 0; k < 4; k++) {
      const t = this.data[4 * i + k] ?? 0;
      this.data[4 * i + k] = this.data[4 * j + k] ?? 0;
      this.data[4 * j + k] = t;
    }
  }
}
