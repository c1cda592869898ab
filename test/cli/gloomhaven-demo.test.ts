import { describe, expect, it } from "vitest";
import { generateLargeBoard } from "../../src/cli/gloomhaven-bench-board";
import { DEMO_SCENARIOS, gloomhavenDemo } from "../../src/cli/demo-gloomhaven";

describe("the Gloomhaven-family demo", () => {
  const plain = gloomhavenDemo({ unicode: false, color: false });

  it("plays every bundled scenario: melee, stepping away, trap detour, multi-target and area", () => {
    expect(DEMO_SCENARIOS).toHaveLength(5);
    const explanations = plain.filter((line) => line.startsWith("  -> "));
    expect(explanations).toHaveLength(5);
    expect(explanations[0]).toContain("moves 2 hexes and attacks Brute");
    expect(explanations[1]).toContain("moves 1 hex and attacks Spellweaver");
    expect(explanations[2]).toContain("moves 3 hexes and attacks Mindthief");
    expect(explanations[3]).toContain("attacks Brute, Tinkerer, Cragheart");
    expect(explanations[4]).toContain("attacks Blinkblade, Geminate");
  });

  it("marks the path, the end hex, the focus and the targets on the board picture", () => {
    const text = plain.join("\n");
    expect(text).toContain("<M>");
    expect(text).toContain("{A}");
    expect(text).toContain("[B]");
    expect(text).toMatch(/ 1 /);
  });

  it("uses plain ASCII without colour unless the terminal supports more", () => {
    expect(plain.join("\n")).toMatch(/^[\x20-\x7e\n]*$/);
    const fancy = gloomhavenDemo({ unicode: true, color: true }).join("\n");
    expect(fancy).toContain("\u001b[");
    expect(fancy).toContain("·");
  });
});

describe("the large benchmark board", () => {
  it("is generated deterministically with 8 characters and 20 monsters on 40 × 40 hexes", () => {
    const board = generateLargeBoard();
    expect(generateLargeBoard()).toEqual(board);
    expect(board.board.hexes.length + board.board.wallHexes.length).toBe(1600);
    expect(board.figures.filter((f) => f.side === "character")).toHaveLength(8);
    expect(board.figures.filter((f) => f.side === "monster")).toHaveLength(20);
  });
});
