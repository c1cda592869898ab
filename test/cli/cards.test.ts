import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

describe("monster-autopilot cards", () => {
  it("lists the monster type ids by game box", () => {
    const { code, out } = runCli(["cards"]);
    expect(code).toBe(0);
    expect(out).toMatch(/^Gloomhaven \(60 monster types\):/);
    expect(out).toContain("Jaws of the Lion (23 monster types):");
    expect(out).toContain("Frosthaven (101 monster types):");
    expect(out).toContain("  gloomhaven/bandit-guard\n");
  });

  it("prints a type's stats per level and rank, then its deck one card a line", () => {
    const { code, out } = runCli(["cards", "gloomhaven/bandit-guard"]);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines).toContain("526  35  Move -1, Attack +0, Range 2");
    expect(lines.filter((l) => /^\d+ {2}[ \d]\d {2}/.test(l))).toHaveLength(8);
    expect(lines.filter((l) => /^[0-7] +(normal|elite) /.test(l))).toHaveLength(16);
    expect(out).toMatch(/^1 +elite +9 +2 +3 +melee +no +shield 1$/m);
  });

  it("prints the same as JSON with --json", () => {
    const { code, out } = runCli(["cards", "gloomhaven/bandit-guard", "--json"]);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as {
      id: string;
      levels: unknown[];
      cards: { card: number; summary: string }[];
    };
    expect(parsed.id).toBe("gloomhaven/bandit-guard");
    expect(parsed.levels).toHaveLength(8);
    expect(parsed.cards.find((c) => c.card === 526)?.summary).toBe("Move -1, Attack +0, Range 2");
    const list = JSON.parse(runCli(["cards", "--json"]).out) as Record<string, string[]>;
    expect(Object.keys(list)).toEqual(["gloomhaven", "jotl", "frosthaven"]);
    expect(list["gloomhaven"]).toContain("gloomhaven/bandit-guard");
  });

  it("counts the cards the sequence engine plays fully per game box, and lists the rest with their reason", () => {
    const { out } = runCli(["cards"]);
    expect(out).toContain(
      "Cards the engine plays fully: Gloomhaven 234 of 240, Jaws of the Lion 113 of 125, Frosthaven 356 of 379; total 703 of 744",
    );
    expect(out).toContain("Cards played by hand (41):");
    expect(out).toContain("  frosthaven/lurker-wavethrower-scenario-131 701  scenario-teleport:");
    const byHand = out.split("\n").filter((l) => /^ {2}\S+ \d+ {2}[a-z-]+: /.test(l));
    expect(byHand).toHaveLength(41);
  });

  it("gives each card of a type its sequence with --json, and names the cards played by hand", () => {
    const parsed = JSON.parse(runCli(["cards", "frosthaven/lurker-soldier", "--json"]).out) as {
      cards: { card: number; sequence: { kind: string; abilities?: unknown[] } }[];
    };
    expect(parsed.cards.find((c) => c.card === 679)?.sequence).toMatchObject({
      kind: "sequence",
      abilities: [{ kind: "attack", range: 2, targets: 2, melee: true }],
    });
    expect(runCli(["cards", "gloomhaven/bandit-commander"]).out).toContain(
      "Played by hand: 572 boss-special, 573 boss-special",
    );
  });

  it("refuses an unknown type or stray arguments with exit code 1", () => {
    expect(runCli(["cards", "gloomhaven/goblin"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("unknown monster type"),
    });
    expect(runCli(["cards", "a", "b"]).code).toBe(1);
    expect(runCli(["cards", "--xml"]).code).toBe(1);
  });

  it("is described in the help", () => {
    expect(runCli(["--help"]).out).toContain("monster-autopilot cards [TYPE_ID] [--json]");
  });
});
