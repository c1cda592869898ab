import { describe, expect, it } from "vitest";
import { generateLargeBoard } from "../../src/cli/gloomhaven-bench-board";
import { DEMO_SCENARIOS, gloomhavenDemo } from "../../src/cli/demo-gloomhaven";

describe("the Gloomhaven-family demo", () => {
  const plain = gloomhavenDemo({ unicode: false, color: false });

  it("plays every bundled scenario: melee, stepping away, trap detour, multi-target and area", () => {
    expect(DEMO_SCENARIOS).toHaveLength(5);
    const explanations = plain.filter((line) => line.startsWith("  -> "));
    expect(explanations).toHaveLength(5);
    // The focus sentence and the drawn option come from the view layer, as in the Monster turn window.
    const focus = ["Brute", "Spellweaver", "Mindthief", "Brute", "Blinkblade"];
    explanations.forEach((line, i) => expect(line).toContain(`Focus: ${focus[i]}`));
    const moves = plain.filter((line) => /^ {5}Moves|^ {5}Stays/.test(line));
    expect(moves).toEqual([
      "     Moves 2 hexes. Attacks Brute.",
      "     Moves 1 hex. Attacks Spellweaver.",
      "     Moves 3 hexes. Attacks Mindthief.",
      "     Moves 3 hexes. Attacks Brute, Tinkerer and Cragheart.",
      expect.stringMatching(/Attacks .*Blinkblade.*Geminate|Attacks .*Geminate.*Blinkblade/),
    ]);
  });

  it("says when several answers tie and which one the picture draws", () => {
    const ties = plain.filter((line) => line.includes("equally valid moves: the players choose"));
    expect(ties.length).toBeGreaterThan(0);
    for (const line of ties)
      expect(line).toMatch(/^ {5}\d+ equally valid moves: the players choose; drawn: Option 1$/);
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
