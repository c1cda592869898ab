import { describe, expect, it } from "vitest";
import { arkhamBench } from "../../src/cli/bench-arkham";
import { arkhamDemo } from "../../src/cli/demo-arkham";

describe("the Arkham demo", () => {
  const plain = arkhamDemo({ unicode: false, color: false });

  it("plays a real card on the real board and names every monster's move and rule", () => {
    expect(plain[0]).toContain("A Strange Plague");
    const moves = plain.filter((line) => line.startsWith("* "));
    expect(moves).toHaveLength(11);
    expect(plain.join("\n")).toMatch(/Shoggoth \(.+, diamond\): Rivertown streets -> French Hill streets/);
    expect(plain.join("\n")).toContain("[hound.nearest-location]");
    expect(plain.join("\n")).toMatch(/Dhole \(.+, circle\): stays/);
  });

  it("draws the street ring with plain markers, and colour only when the terminal has it", () => {
    expect(plain.join("\n")).not.toContain("\u001b[");
    expect(plain.some((line) => line.includes("`-> back to Northside streets"))).toBe(true);
    const fancy = arkhamDemo({ unicode: true, color: true }).join("\n");
    expect(fancy).toContain("\u001b[");
    expect(fancy).toContain("└─▶");
  });
});

describe("the Arkham benchmark", () => {
  it("prints the per-card figure for 60 monsters and 8 investigators", () => {
    const lines = arkhamBench();
    expect(lines[0]).toContain("60 monsters, 8 investigators");
    expect(lines[1]).toMatch(/median [\d.]+ µs per card over 282 preset cards/);
  });
});
