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
      "     Moves 3 hexes. Attacks Brute, Cragheart and Tinkerer.",
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

  it("says why the Bandit Archer steps away: next to its focus its ranged attack would have disadvantage (PL-7)", () => {
    const explanations = plain.filter((line) => line.startsWith("  -> "));
    expect(explanations[1]).toContain(
      "Next to Spellweaver its ranged attack would have disadvantage, so it steps away before it attacks.",
    );
    // Melee monsters, and ranged ones that start away from their targets, get no such sentence.
    for (const i of [0, 2, 3, 4]) expect(explanations[i]).not.toContain("disadvantage");
  });

  it("numbers the columns over each board and says that hexes side by side on a line are not neighbours", () => {
    const headers = plain.filter((line) => line.startsWith("q "));
    expect(headers).toHaveLength(5);
    expect(headers[0]).toBe("q  0  1  2  3  4  5  6  7  8");
    // Column q's floor hexes are drawn under its number: at 3 + 3q, as the header puts it.
    const board = plain.slice(plain.indexOf(headers[0]!) + 1, plain.indexOf(headers[0]!) + 11);
    for (const line of board) for (const match of line.matchAll(/\./g)) expect((match.index - 3) % 3).toBe(0);
    const keys = plain.filter((line) =>
      line.includes("side by side on one line are two columns apart, not neighbours"),
    );
    expect(keys).toHaveLength(5);
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
