import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

const fixture = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, `../fixtures/conformance/${name}/public.json`), "utf8");
const SEQUENCES = fixture("gloomhaven-sequences");
const SEQUENCE_CASES = JSON.parse(SEQUENCES) as Record<string, unknown>[];
const VERSION_1 = JSON.parse(fixture("gloomhaven")) as Record<string, unknown>[];

describe("check and solve read version-2 case files (CF-1…CF-3)", () => {
  it("check passes every public sequence case", () => {
    const result = runCli(["check", "s.json"], { "s.json": SEQUENCES });
    expect(result.out.trim().split("\n").at(-1)).toBe("40 passed, 0 failed");
    expect(result.code).toBe(0);
  });

  it("solve --json prints {id, answers} with each option's focus and steps", () => {
    const result = runCli(["solve", "s.json", "--json"], {
      "s.json": JSON.stringify(SEQUENCE_CASES.slice(0, 1)),
    });
    expect(JSON.parse(result.out)).toEqual([
      {
        id: "seq-gh-ama-01",
        answers: [
          { focus: [3, 1], steps: [{ attacks: [[3, 1]] }, { destination: [2, 1] }, { attacks: [[3, 1]] }] },
        ],
      },
    ]);
  });

  it("reads version-1 and version-2 cases side by side, each as its own version", () => {
    const mixed = JSON.stringify([VERSION_1[0], SEQUENCE_CASES[0], VERSION_1[1]]);
    const alone = runCli(["solve", "v1.json", "--json"], {
      "v1.json": JSON.stringify([VERSION_1[0], VERSION_1[1]]),
    });
    const both = JSON.parse(runCli(["solve", "m.json", "--json"], { "m.json": mixed }).out) as unknown[];
    const [first, second] = JSON.parse(alone.out) as unknown[];
    expect([both[0], both[2]]).toEqual([first, second]);
    expect(both[1]).toMatchObject({ id: "seq-gh-ama-01" });
    expect(runCli(["check", "m.json"], { "m.json": mixed }).out.trim()).toBe("3 passed, 0 failed");
  });

  it("names the field of a malformed version-2 case and answers the others", () => {
    const first = SEQUENCE_CASES[0] as Record<string, unknown>;
    const broken = { ...first, id: "bad", abilities: [{ kind: "fly", move: 2 }] };
    const result = runCli(["solve", "s.json", "--json"], { "s.json": JSON.stringify([broken, first]) });
    const [bad, good] = JSON.parse(result.out) as Record<string, string>[];
    expect(bad?.["error"]).toMatch(/^bad: \$\.abilities\[0\]\.kind: /);
    expect(good).toMatchObject({ id: "seq-gh-ama-01" });
    expect(result.code).toBe(0);
  });

  it("puts an ability's problem in words under $.abilities", () => {
    const first = SEQUENCE_CASES[0] as Record<string, unknown>;
    const broken = { ...first, id: "bad", abilities: [{ kind: "attack", range: 0, targets: 0 }] };
    const [bad] = JSON.parse(
      runCli(["solve", "s.json", "--json"], { "s.json": JSON.stringify([broken]) }).out,
    ) as {
      error: string;
    }[];
    expect(bad?.error).toMatch(/^bad: \$\.abilities: The number of targets/);
  });

  it("fails check with both answers in words when a stored option differs", () => {
    const first = SEQUENCE_CASES[0] as Record<string, unknown>;
    const wrong = {
      ...first,
      answers: [{ focus: null, steps: [{ attacks: [] }, { destination: [2, 1] }, { attacks: [] }] }],
    };
    const result = runCli(["check", "s.json"], { "s.json": JSON.stringify([wrong]) });
    expect(result.code).toBe(1);
    expect(result.out).toContain("FAIL seq-gh-ama-01");
    expect(result.out).toContain("no attack; end (2, 1); no attack");
    expect(result.out).toContain("attack (3, 1); end (2, 1); attack (3, 1)");
  });
});
