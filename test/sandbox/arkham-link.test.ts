import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  baseBoard,
  DIMENSION_SYMBOLS,
  MODIFIER_IDS,
  monsterTypes,
  mythosCards,
  type MonsterDecision,
} from "../../src/core/arkham";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { packJson } from "../../sandbox/ui/link-codec";
import { linkMessage } from "../../sandbox/arkham/link-messages";
import { decodeArkhamLink, encodeArkhamLink } from "../../sandbox/arkham/link-state";
import type { ArkhamLink } from "../../sandbox/arkham/link-format";
import {
  acceptMoves,
  pendingMonsters,
  pickOption,
  recordRoll,
  startSession,
  type MythosSession,
} from "../../sandbox/arkham/session";

const AREAS = baseBoard().areas.map((a) => a.id);
const TYPES = monsterTypes().map((m) => m.id);
const CARDS = mythosCards().map((c) => c.name);

/** Any tab state: pieces on the base board, a preset card or hand-set boxes, any modifiers. */
const arkhamState: fc.Arbitrary<ArkhamSandboxState> = fc
  .record({
    monsters: fc.array(fc.record({ at: fc.constantFrom(...AREAS), type: fc.constantFrom(...TYPES) }), {
      minLength: 2,
      maxLength: 16,
    }),
    investigators: fc.array(
      // Sneak mostly 1 or 2, so that equal lowest Sneak (a tie for the first player) comes up often.
      fc.record({
        at: fc.constantFrom(...AREAS),
        sneak: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.integer({ min: -5, max: 10 })),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    // Half the time boxes set by hand: a symbol in both boxes lets the first player choose the colour.
    card: fc.option(fc.constantFrom(...CARDS), { freq: 1 }),
    white: fc.subarray([...DIMENSION_SYMBOLS]),
    black: fc.subarray([...DIMENSION_SYMBOLS]),
    modifiers: fc.subarray([...MODIFIER_IDS]),
  })
  .map((s) => ({
    ...s,
    monsters: s.monsters.map((m, i) => ({ id: `m${i + 1}`, ...m })),
    investigators: s.investigators.map((inv, i) => ({ id: `i${i + 1}`, ...inv })),
  }));

function decisions(session: MythosSession): readonly MonsterDecision[] {
  return session.result.kind === "resolved" ? session.result.decisions : [];
}

/** A phase played on a state from random choices: some ties picked, dice rolled, moves accepted in up to two sets. */
function playPhase(
  start: ArkhamSandboxState,
  choices: readonly number[],
  accept: readonly boolean[],
): { session: MythosSession; state: ArkhamSandboxState } {
  let session = startSession(start);
  decisions(session).forEach((d, i) => {
    const choice = choices[i % Math.max(1, choices.length)] ?? 0;
    if (d.options.length > 1 && choice % 3 !== 0)
      session = pickOption(session, d.monsterId, choice % d.options.length);
    if (d.kind === "effect" && d.effect.kind === "roll")
      session = recordRoll(session, d.monsterId, 1 + (choice % 6));
  });
  const pending = pendingMonsters(session).filter((_, i) => accept[i] === true);
  const half = Math.ceil(pending.length / 2);
  let state = start;
  for (const set of [pending.slice(0, half), pending.slice(half)])
    if (set.length > 0) ({ session, state } = acceptMoves(session, state, set));
  return { session, state };
}

/** The default link's content, changed. */
function link(changes: Record<string, unknown>): string {
  const base: Readonly<Record<keyof ArkhamLink, unknown>> = {
    v: 1,
    ...DEFAULT_ARKHAM_STATE,
    picks: [],
    rolls: [],
    accepted: [],
  };
  return packJson({ ...base, ...changes });
}

function problemsOf(text: string) {
  const result = decodeArkhamLink(text);
  if (result.kind !== "invalid") throw new Error("the link was loaded");
  return result.problems.map((p) => `${p.code} ${p.path} ${p.value}`.trim());
}

describe("the Arkham tab's link: round trip", () => {
  it("opens the same pieces, card, modifiers and phase (picks, rolls, accepted sets) for any state", () => {
    fc.assert(
      fc.property(
        arkhamState,
        fc.array(fc.nat(), { maxLength: 16 }),
        fc.array(fc.boolean(), { maxLength: 16 }),
        (start, choices, accept) => {
          const { session, state } = playPhase(start, choices, accept);
          const result = decodeArkhamLink(encodeArkhamLink(session));
          expect(result).toEqual({ kind: "loaded", state, session, dropped: [] });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps the first player's pick on the default board's tie", () => {
    const start = { ...DEFAULT_ARKHAM_STATE, card: "Alien Technology" };
    const tied = decisions(startSession(start)).find((d) => d.kind === "choose")!;
    const session = pickOption(startSession(start), tied.monsterId, 1);
    const result = decodeArkhamLink(encodeArkhamLink(session));
    expect(result.kind === "loaded" && result.session.progress.picks.get(tied.monsterId)).toBe(1);
  });

  it("is URL-safe text", () => {
    expect(encodeArkhamLink(startSession(DEFAULT_ARKHAM_STATE))).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe("the Arkham tab's link: bad and old links", () => {
  it("refuses text that is not a link, never throwing", () => {
    expect(problemsOf("not a link!")).toEqual(["unreadable"]);
    expect(problemsOf(encodeArkhamLink(startSession(DEFAULT_ARKHAM_STATE)).slice(0, 20))).toEqual([
      "unreadable",
    ]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(["invalid", "loaded"]).toContain(decodeArkhamLink(text).kind);
      }),
    );
  });

  it("refuses a link of another format version, or none", () => {
    expect(problemsOf(link({ v: 2 }))).toEqual(["version v 2"]);
    expect(problemsOf(packJson({ monsters: [] }))).toEqual(["version v none"]);
    expect(problemsOf(packJson([1, 2]))).toEqual(["version v none"]);
  });

  it("names every field of the wrong shape", () => {
    expect(
      problemsOf(
        link({ monsters: [{ id: "m1", at: 3, type: "base/dhole" }], investigators: [{ id: "i1" }] }),
      ),
    ).toEqual(["shape monsters[0].at", "shape investigators[0].at", "shape investigators[0].sneak"]);
    expect(problemsOf(link({ rolls: [["m1", 7]] }))).toEqual(["shape rolls[0][1]"]);
  });

  it("names every id that names nothing, all at once", () => {
    expect(
      problemsOf(
        link({
          monsters: [
            { id: "m1", at: "r'lyeh", type: "base/dhole" },
            { id: "m1", at: "woods", type: "Cultist" },
          ],
          card: "Cthulhu Rises",
          white: ["heart"],
          modifiers: ["eternal-night"],
        }),
      ),
    ).toEqual([
      "unknown-area monsters[0].at r'lyeh",
      "duplicate-piece monsters[1].id m1",
      "unknown-type monsters[1].type Cultist",
      "unknown-card card Cthulhu Rises",
      "unknown-symbol white[0] heart",
      "unknown-modifier modifiers[0] eternal-night",
    ]);
  });

  it("never throws on any JSON in a link", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(["invalid", "loaded"]).toContain(decodeArkhamLink(packJson(value)).kind);
      }),
    );
  });

  it("loads the board but drops picks, rolls and accepts that no longer fit the phase, naming them", () => {
    const result = decodeArkhamLink(link({ picks: [["m1", 1]], rolls: [["m2", 4]], accepted: [["m5"]] }));
    expect(result.kind).toBe("loaded");
    if (result.kind !== "loaded") return;
    expect(result.state).toEqual(DEFAULT_ARKHAM_STATE);
    expect(result.dropped.map((p) => `${p.code} ${p.path} ${p.value}`)).toEqual([
      "stale-pick picks[0] m1",
      "stale-roll rolls[0] m2",
      "stale-accept accepted[0] m5",
    ]);
  });
});

describe("the Arkham tab's message after opening a link", () => {
  it("says nothing for a link loaded whole, or for no link", () => {
    expect(linkMessage(decodeArkhamLink(encodeArkhamLink(startSession(DEFAULT_ARKHAM_STATE))))).toBe("");
    expect(linkMessage(undefined)).toBe("");
  });

  it("says why a link was refused, in words", () => {
    expect(
      linkMessage(decodeArkhamLink(link({ monsters: [{ id: "m1", at: "woods", type: "base/cthulhu" }] }))),
    ).toBe(
      "This link's Arkham board could not be loaded, so the starting board is shown. monsters[0].type: there is no monster type “base/cthulhu”.",
    );
    expect(linkMessage(decodeArkhamLink("%%%"))).toContain("The link is damaged or cut short.");
  });

  it("names the monsters whose part of the phase was left out", () => {
    expect(linkMessage(decodeArkhamLink(link({ picks: [["m1", 1]] })))).toBe(
      "This link's board is loaded, but parts of its Mythos phase no longer apply and were left out: the first player's choice for Dhole (m1).",
    );
  });
});
