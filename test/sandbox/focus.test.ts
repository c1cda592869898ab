import { describe, expect, it } from "vitest";
import { nextInDirection } from "../../sandbox/ui/focus";

/** A stand-in element drawn at a box (only its bounding box is read). */
function at(name: string, x: number, y: number, width: number, height: number) {
  const rect = { x, y, width, height, left: x, top: y, right: x + width, bottom: y + height };
  return { name, getBoundingClientRect: () => rect } as unknown as Element & { name: string };
}

describe("arrow keys move by where things are drawn", () => {
  // A wide street bar with three locations under it, and a second street to its right.
  const street = at("street", 0, 0, 300, 40);
  const locations = [at("left", 0, 60, 90, 70), at("middle", 105, 60, 90, 70), at("right", 210, 60, 90, 70)];
  const nextStreet = at("next street", 340, 0, 300, 40);
  const all = [street, ...locations, nextStreet];

  it("goes down to what lies below, the most directly below first", () => {
    expect((nextInDirection(all, street, "ArrowDown") as { name?: string })?.name).toBe("middle");
  });

  it("goes right to what lies beside it, not to a lower neighbour that only overlaps sideways", () => {
    expect((nextInDirection(all, street, "ArrowRight") as { name?: string })?.name).toBe("next street");
    expect((nextInDirection(all, locations[2]!, "ArrowUp") as { name?: string })?.name).toBe("street");
  });

  it("stops at the edge and ignores other keys", () => {
    expect(nextInDirection(all, street, "ArrowUp")).toBeUndefined();
    expect(nextInDirection(all, street, "Enter")).toBeUndefined();
  });

  it("steps between overlapping hex cells of a grid (flat-topped: the next column overlaps by a quarter)", () => {
    const cell = (name: string, column: number, row: number) =>
      at(name, column * 30, row * 34 + (column % 2) * 17, 40, 34);
    const grid = [cell("a", 0, 0), cell("below", 0, 1), cell("right-down", 1, 0), cell("far", 2, 0)];
    expect((nextInDirection(grid, grid[0]!, "ArrowRight") as { name?: string })?.name).toBe("right-down");
    expect((nextInDirection(grid, grid[0]!, "ArrowDown") as { name?: string })?.name).toBe("below");
  });
});
