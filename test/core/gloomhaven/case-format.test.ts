import { describe, expect, it } from "vitest";
import { FROSTHAVEN } from "../../../src/core/gloomhaven";
import { parseCase, serializeCase, type GloomhavenCase } from "../../../src/core/gloomhaven-cases";
import { action, hex, scenario } from "./builders";
import { CASES, RAW_CASES } from "./corpus";

function parsed(raw: unknown): GloomhavenCase {
  const result = parseCase(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe("parseCase", () => {
  it("reads the corpus geometry, figures, action and answers", () => {
    const c = CASES[0]!;
    expect(c.id).toBe("fh-001");
    expect(c.ruleSetId).toBe("frosthaven");
    expect(c.scenario.board.voidBlocksLos).toBe(false);
    expect(c.rules.teleportBlockedByWallLines).toBe(true);
    expect(c.scenario.figures.find((f) => f.id === c.scenario.activeId)?.side).toBe("monster");
    expect(c.action).toMatchObject({
      move: 1,
      mode: "walk",
      flying: false,
      attack: { range: 0, targets: 1 },
    });
    expect(c.answers).toEqual([
      { destination: hex(6, 1), attacks: [] },
      { destination: hex(6, 2), attacks: [] },
    ]);
  });

  it("reads targets 0 as a card without an attack, whatever range or area is given", () => {
    const noAttack = CASES.find((c) => c.tags.includes("move-only") && c.id.startsWith("gh-122"));
    expect(noAttack?.action.attack).toBeNull();
  });

  it("reports schema problems with their path", () => {
    const result = parseCase({ id: "x", rules: "gloomhaven" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.every((p) => p.code === "HexCaseFormat")).toBe(true);
      expect(result.problems.map((p) => p.params["path"])).toContain("$.map");
    }
  });

  it("requires exactly one acting figure", () => {
    const raw = RAW_CASES[0] as { figures: { active: boolean }[] };
    const none = { ...raw, figures: raw.figures.map((f) => ({ ...f, active: false })) };
    const two = { ...raw, figures: raw.figures.map((f) => ({ ...f, active: true })) };
    expect(parseCase(none)).toMatchObject({ ok: false, problems: [{ code: "HexActiveNone" }] });
    expect(parseCase(two)).toMatchObject({ ok: false, problems: [{ code: "HexActiveMultiple" }] });
  });
});

describe("serializeCase", () => {
  it("round-trips every corpus case", () => {
    for (const c of CASES) {
      const again = parsed(
        serializeCase({
          id: c.id,
          scenario: c.scenario,
          action: c.action,
          rules: c.rules,
          answers: c.answers ?? [],
          tags: c.tags,
        }),
      );
      expect(again.scenario).toEqual(c.scenario);
      expect(again.action).toEqual(c.action);
      expect(again.answers).toEqual(c.answers);
      expect(again.ruleSetId).toBe(c.ruleSetId);
    }
  });

  it("keeps what the peer's format cannot say in optional fields: ids, invisibility, turn orders, summoners, conditions", () => {
    const s = scenario({
      monster: hex(2, 1),
      moverSide: "summon",
      moverSummonerId: "hero",
      characters: [
        { at: hex(5, 1), id: "hero", turnOrder: [40, 1] },
        { at: hex(6, 1), invisible: true, initiative: 12 },
      ],
      monsters: [{ at: hex(3, 3), turnOrder: [22] }],
      voidBlocksLos: true,
    });
    const a = action({
      move: 3,
      mode: "jump",
      attack: { range: 2, targets: "all" },
      conditions: { disarmed: true, immobilized: true },
    });
    const again = parsed(serializeCase({ id: "sandbox-7", scenario: s, action: a, rules: FROSTHAVEN }));
    expect(again.scenario).toEqual(s);
    expect(again.action).toEqual({
      ...a,
      conditions: { muddled: false, stunned: false, immobilized: true, disarmed: true },
    });
  });
});
