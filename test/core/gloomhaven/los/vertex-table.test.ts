import { describe, expect, it } from "vitest";
import { VertexTable } from "../../../../src/core/gloomhaven/los/vertex-table";

describe("VertexTable", () => {
  it("numbers distinct points in order of first sight, across growth and queries", () => {
    const table = new VertexTable();
    for (let query = 0; query < 3; query++) {
      table.clear();
      const points: [number, number][] = [];
      // A band of lattice points near a line, as one query's occluder ends (more than the first
      // table holds, so it grows), some far from the origin and negative.
      for (let i = 0; i < 300; i++) points.push([i * 3 - 400 + query, (i % 7) - 3 - 2 * i]);
      points.forEach(([x, y], id) => expect(table.idOf(x, y)).toBe(id));
      points.forEach(([x, y], id) => expect(table.idOf(x, y)).toBe(id));
      expect(table.size).toBe(points.length);
      expect(table.idOf(16000, -16000)).toBe(points.length);
    }
  });

  it("numbers points near the origin and far from it in one sequence", () => {
    const table = new VertexTable();
    for (let query = 0; query < 3; query++) {
      table.clear();
      const points: [number, number][] = [];
      // Alternately a point near the origin (both coordinates within 70, on and around the edge
      // of the directly slotted range) and one far from it.
      for (let i = 0; i < 141; i++) {
        points.push([(i % 141) - 70 + query, 70 - ((3 * i) % 141)]);
        points.push([i * 5 - 500, 100 + i]);
      }
      points.forEach(([x, y], id) => expect(table.idOf(x, y)).toBe(id));
      points.forEach(([x, y], id) => expect(table.idOf(x, y)).toBe(id));
      expect(table.size).toBe(points.length);
    }
  });
});
