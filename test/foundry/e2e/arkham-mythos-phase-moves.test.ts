// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: one Accept writes steps 1–4 of the Mythos phase, the moves
// of step 3 included (monsters already on the board and those just drawn walk with
// TokenDocument#move), and one Undo restores the scene exactly; the first player's choice between
// two surge spreads (MY-4.3) is offered, shown on the canvas and written as chosen.
import { afterEach, describe, expect, it, vi } from "vitest";
import { baseBoard, baseGateMarkers } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import type { GameStateFlag } from "../../../src/foundry/arkham/game-state/state-flag";
import { REGION_SIZE } from "../arkham/builders";
import { FakeActor, FakeToken, type FakeScene } from "../runtime/documents";
import { FakeGraphics } from "../runtime/globals";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";
import { arkhamGameScene, enterMythos } from "./arkham-game-scene";

let foundry: FakeFoundry;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const BOARD = baseBoard();

/** The area whose square region (arkham-game-scene.ts: rows of six) holds the token's centre. */
function areaOf(token: FakeToken): string | undefined {
  const centre = token.getCenterPoint();
  const index = Math.floor(centre.y / REGION_SIZE) * 6 + Math.floor(centre.x / REGION_SIZE);
  return BOARD.areas[index]?.id;
}

/** Everything Undo must restore: the token set, each token's data, position and rotation, the module's flags. */
function snapshot(scene: FakeScene) {
  return {
    tokens: scene.tokens.contents.map((t) => ({
      data: t.toObject(),
      elevation: t.elevation,
      rotation: t.rotation,
    })),
    state: structuredClone(scene.getFlag(MODULE_ID, "arkhamState")),
    choice: structuredClone(scene.getFlag(MODULE_ID, "arkhamMythos")),
    moves: structuredClone(scene.getFlag(MODULE_ID, "arkhamUndo")),
  };
}

async function arkhamScene(state?: (flag: GameStateFlag) => GameStateFlag, generation?: number) {
  foundry = await bootModule(generation === undefined ? {} : { generation });
  const scene = await arkhamGameScene();
  if (state !== undefined) {
    const flag = scene.getFlag(MODULE_ID, "arkhamState") as GameStateFlag;
    await scene.unsetFlag(MODULE_ID, "arkhamState");
    await scene.setFlag(MODULE_ID, "arkhamState", state(flag));
  }
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  foundry.hooks.callAll("canvasReady");
  return scene;
}

type MythosApp = Awaited<ReturnType<typeof enterMythos>>;

/** Pick by hand: the card, and the monster types drawn first from a physical cup. */
async function pickByHand(mythos: MythosApp, card: string, cup: readonly string[] = []) {
  const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
  if (pick === null) throw new Error("no card list");
  pick.value = card;
  for (const option of mythos.element.querySelectorAll<HTMLOptionElement>(".ma-phase-cup option"))
    option.selected = cup.includes(option.value);
  mythos.click('[data-action="pickPhase"]');
  await settle();
  expect(foundry.actionErrors).toEqual([]);
}

const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? "");

describe("one Accept for the whole Mythos phase, moves included (MY-1, MY-11)", () => {
  it("lists the moves in step 3, creates and moves the tokens on Accept, and Undo restores the scene exactly", async () => {
    const scene = await arkhamScene();
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    // Manhunt in Arkham!: a gate at the Woods, white box with the slash; a Gug (slash) comes out there.
    await pickByHand(mythos, "Manhunt in Arkham!", ["base/gug"]);

    const outcome = mythos.element.querySelector(".ma-outcome");
    if (outcome === null) throw new Error("no outcome");
    expect(texts(outcome, ".ma-phase-step h4").map((t) => t.slice(0, 6))).toEqual([
      "Step 1",
      "Step 2",
      "Step 3",
      "Step 4",
    ]);
    const moves = texts(outcome, '.ma-phase-event[data-kind="monster-moves"] .ma-event-text');
    const name = (id: string | undefined) => BOARD.areas.find((a) => a.id === id)?.name ?? id;
    const white = (from: string) => BOARD.arrowsOut.get(from)?.white;
    expect(moves).toEqual([
      `Gug moves: ${name("northside")} → ${name(white("northside"))}.`,
      `Gug moves: ${name("woods")} → ${name(white("woods"))}.`,
    ]);
    expect(texts(outcome, '.ma-phase-event[data-kind="monster-moves"] .ma-event-why')[0]).toContain(
      "MY-11.1",
    );
    expect(mythos.element.innerHTML).not.toContain("MONSTER_AUTOPILOT.");
    // No token moves, nothing is written, before Accept.
    expect(scene.tokens.get("gug")?.moves).toEqual([]);
    expect(snapshot(scene)).toEqual(before);

    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    // The Gug already on the board followed the white arrow; the one drawn was created at the Woods
    // and followed the Woods' white arrow, both with TokenDocument#move.
    const gug = scene.tokens.get("gug");
    if (gug === undefined) throw new Error("the Gug is gone");
    expect(areaOf(gug)).toBe(white("northside"));
    const created = scene.tokens.contents.filter((t) => t.id !== "gug");
    expect(created).toHaveLength(1);
    const [drawn] = created;
    expect(drawn?.moves).toHaveLength(1);
    expect(drawn && areaOf(drawn)).toBe(white("woods"));
    expect(gug.moves).toHaveLength(1);
    const walk = gug.movement?.id;
    // One phase, one undo entry: the movement part's own undo history is not touched.
    expect((scene.getFlag(MODULE_ID, "arkhamPhaseUndo") as { sets: unknown[] }).sets).toHaveLength(1);
    expect(scene.getFlag(MODULE_ID, "arkhamUndo")).toEqual(before.moves);
    const notices = foundry.notifications.shown.map((n) => n.text);
    expect(notices.some((text) => text.includes("Manhunt in Arkham!"))).toBe(true);
    expect(notices).toContain("Monsters moved: 2.");

    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(snapshot(scene)).toEqual(before);
    expect(scene.getFlag(MODULE_ID, "arkhamPhaseUndo")).toEqual({ sets: [] });
    // The Gug's walk was reverted in Foundry's movement history, not answered with a second move.
    expect(gug.movementHistory.some((w) => w.movementId === walk)).toBe(false);
    expect(gug.moves).toHaveLength(1);
  });

  it("keeps a walk Foundry pauses (v14) in the phase: the GM is told, and Undo stops it and restores the scene", async () => {
    const scene = await arkhamScene(undefined, 14);
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    await pickByHand(mythos, "Manhunt in Arkham!", ["base/gug"]);
    const gug = scene.tokens.get("gug");
    if (gug === undefined) throw new Error("no Gug");
    gug.motion.script = { kind: "pause", after: 0 };
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(gug.movement?.state).toBe("paused");
    expect(foundry.notifications.shown.map((n) => n.text)).toContain(
      "The move of Gug is paused in Foundry; Undo stops it and puts the token back.",
    );
    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(gug.movement?.state).toBe("stopped");
    expect(snapshot(scene)).toEqual(before);
  });
});

describe("the first player's choice of a tied move in step 3 (arkham.md §4)", () => {
  /** An investigator token of Sneak 2 in the middle of an area's region. */
  function investigatorIn(scene: FakeScene, id: string, name: string, area: string) {
    const bounds = scene.regions.get(`r-${area}`)?.bounds ?? { x: 0, y: 0 };
    const actor = new FakeActor(`a-${id}`, name, true);
    actor.system = { skills: { sneak: 2 } };
    scene.addToken(new FakeToken(id, name, bounds.x + 150, bounds.y + 150, 1, actor));
  }

  it("waits for the pick in the phase part, then walks the monster the way the first player chose", async () => {
    const scene = await arkhamScene();
    // A Nightgaunt (flying, slash) in Rivertown, investigators of equal Sneak in two streets next to it.
    const rivertown = scene.regions.get("r-rivertown")?.bounds ?? { x: 0, y: 0 };
    scene.addToken(
      new FakeToken(
        "nightgaunt",
        "Nightgaunt",
        rivertown.x,
        rivertown.y,
        -1,
        new FakeActor("a-ng", "Nightgaunt"),
      ),
    );
    investigatorIn(scene, "amanda", "Amanda Sharpe", "easttown");
    investigatorIn(scene, "bob", "Bob Jenkins", "french-hill");
    const mythos = await enterMythos(foundry);
    await pickByHand(mythos, "Manhunt in Arkham!", ["base/gug"]);

    const choice = mythos.element.querySelector('.ma-phase-choice[data-monster="nightgaunt"]');
    const radios = [...(choice?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    expect(radios).toHaveLength(2);
    expect(texts(mythos.element, '.ma-phase-event[data-kind="monster-chooses"] .ma-event-text')).toEqual([
      "Nightgaunt may move 2 ways: the first player chooses below.",
    ]);
    expect(mythos.element.querySelector<HTMLButtonElement>('[data-action="acceptPhase"]')?.disabled).toBe(
      true,
    );
    expect(mythos.element.querySelector(".ma-phase-accept-hint")?.textContent).toContain("Nightgaunt");

    mythos.click('.ma-phase-choice[data-monster="nightgaunt"] input[data-index="1"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const picked = mythos.element.querySelector<HTMLInputElement>(
      '.ma-phase-choice[data-monster="nightgaunt"] input[data-index="1"]',
    );
    expect(picked?.checked).toBe(true);
    const line = texts(mythos.element, '.ma-phase-event[data-kind="monster-moves"] .ma-event-text').find(
      (t) => t.startsWith("Nightgaunt"),
    );
    const destination = BOARD.areas.find((a) => line?.endsWith(`→ ${a.name ?? a.id}.`));
    expect(destination).toBeDefined();
    const labels = radios.map((r) => r.parentElement?.textContent?.trim() ?? "");
    expect(labels[1]).toContain(`→ ${destination?.name}`);
    expect(labels[0]).not.toContain(`→ ${destination?.name}`);
    expect(mythos.element.querySelector<HTMLButtonElement>('[data-action="acceptPhase"]')?.disabled).toBe(
      false,
    );

    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const nightgaunt = scene.tokens.get("nightgaunt");
    expect(nightgaunt && areaOf(nightgaunt)).toBe(destination?.id);
  });
});

describe("a scene whose investigators' Sneak is unknown", () => {
  it("shows why under step 3 and offers no Accept, so nothing moves on a guessed target", async () => {
    const scene = await arkhamScene();
    const easttown = scene.regions.get("r-easttown")?.bounds ?? { x: 0, y: 0 };
    scene.addToken(
      new FakeToken(
        "amanda",
        "Amanda Sharpe",
        easttown.x,
        easttown.y,
        1,
        new FakeActor("a-am", "Amanda", true),
      ),
    );
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    await pickByHand(mythos, "Manhunt in Arkham!", ["base/gug"]);
    expect(texts(mythos.element, ".ma-phase-note").some((t) => t.includes("Amanda Sharpe"))).toBe(true);
    expect(mythos.element.querySelector(".ma-phase-accept-hint")?.textContent).toContain("Sneak");
    const accept = mythos.element.querySelector<HTMLButtonElement>('[data-action="acceptPhase"]');
    expect(accept?.disabled).toBe(true);
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(snapshot(scene)).toEqual(before);
  });
});

describe("the first player's choice between two surge spreads (MY-4.3, MY-14)", () => {
  /** Five players, gates open at the Woods, the Unnamable and the Black Cave: a surge at the Woods brings five monsters. */
  function threeGates(flag: GameStateFlag): GameStateFlag {
    const [a, b, c, ...pile] = baseGateMarkers();
    if (a === undefined || b === undefined || c === undefined) throw new Error("no gate markers");
    return {
      ...flag,
      players: 5,
      gates: { woods: a, "the-unnamable": b, "black-cave": c },
      gatePile: pile,
      // Cultists (crescent) are in neither box of the card: they stay where they are placed.
      cup: flag.cup.filter((e) => e.typeId === "base/cultist"),
    };
  }

  /** The areas the outcome's monsters are placed at, by name, one entry per monster, sorted. */
  const placedAt = (outcome: Element) =>
    texts(outcome, '.ma-phase-event[data-kind="monster-placed"] .ma-event-text')
      .map((t) => t.replace(/^Cultist is placed at /, "").replace(/\.$/, ""))
      .sort();

  it("offers both outcomes, marks them differently on hover, and writes the second when the GM chooses it", async () => {
    const scene = await arkhamScene(threeGates);
    const mythos = await enterMythos(foundry);
    await pickByHand(mythos, "Manhunt in Arkham!");
    const outcomes = [...mythos.element.querySelectorAll(".ma-outcome")];
    expect(outcomes).toHaveLength(2);
    expect(mythos.element.querySelector(".ma-phase-choose")).not.toBeNull();
    const [first, second] = outcomes.map(placedAt);
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect(first).not.toEqual(second);
    for (const spread of [first, second]) expect(spread?.filter((at) => at === "Woods")).toHaveLength(2);

    const rings = () =>
      JSON.stringify(
        (foundry.canvas["interface"] as { children: unknown[] }).children
          .filter((c): c is FakeGraphics => c instanceof FakeGraphics && !c.destroyed)
          .flatMap((g) => g.ops.filter((o) => o.name === "drawCircle")),
      );
    outcomes[0]?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    const firstMarks = rings();
    outcomes[1]?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    const secondMarks = rings();
    expect(firstMarks).not.toBe("[]");
    expect(secondMarks).not.toBe("[]");
    expect(secondMarks).not.toBe(firstMarks);

    mythos.click('[data-action="chooseOutcome"][data-outcome="1"]');
    await settle();
    expect(mythos.element.querySelector('.ma-outcome[data-outcome="1"].is-chosen')).not.toBeNull();
    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const name = (id: string | undefined) => BOARD.areas.find((a) => a.id === id)?.name ?? id;
    const written = scene.tokens.contents
      .filter((t) => t.id !== "gug")
      .map((t) => name(areaOf(t)))
      .sort();
    expect(written).toEqual(second);
  });
});
