import { describe, expect, it } from "vitest";
import { modifierSummaries, cardSummaries } from "../../../src/view/arkham/mythos-catalogue";
import { computeMythosPlan, MythosProgressTracker } from "../../../src/foundry/arkham/mythos-session";
import { buildMythosContext, type MythosViewInput } from "../../../src/view/arkham/mythos-context";
import { MANHUNT, manhuntScene } from "../../foundry/arkham/manhunt-scene";
import { i18n } from "./i18n";

/** The Mythos window's input for "Manhunt in Arkham!" on the base board, as the controller builds it. */
function manhuntInput(progress = new MythosProgressTracker(), modifiers: string[] = []): MythosViewInput {
  const plan = computeMythosPlan(manhuntScene().reading, { ...MANHUNT, modifiers });
  return {
    cards: cardSummaries(),
    selection: { card: MANHUNT.card, white: ["slash", "star", "triangle"], black: ["hexagon"] },
    modifiers: modifierSummaries(),
    activeModifiers: modifiers,
    result: plan.result,
    names: plan.names,
    progress,
    setupWarnings: plan.warnings,
    canUndo: false,
  };
}

describe("the Mythos window for a real card on the real board", () => {
  const context = buildMythosContext(manhuntInput(), i18n);

  it("shows the card and its white and black boxes as symbols", () => {
    expect(context.heading).toBe("Manhunt in Arkham!");
    expect(context.white.map((s) => `${s.glyph} ${s.label}`)).toEqual(["⧸ Slash", "★ Star", "▲ Triangle"]);
    expect(context.black.map((s) => s.label)).toEqual(["Hexagon"]);
  });

  it("lists every preset card, the chosen one marked, searchable by name, set and symbol", () => {
    expect(context.cards).toHaveLength(287);
    const chosen = context.cards.filter((c) => c.selected);
    expect(chosen.map((c) => c.name)).toEqual(["Manhunt in Arkham!"]);
    expect(chosen[0]!.search).toContain("manhunt");
    expect(chosen[0]!.search).toContain("hexagon");
  });

  it("names each card's game box in words, and finds cards by that name", () => {
    const sets = new Map(context.cards.map((c) => [c.set, c.setLabel]));
    expect(sets.get("base")).toBe("Base game");
    expect(sets.get("curse-dark-pharaoh")).toBe("Curse of the Dark Pharaoh");
    expect(sets.get("king-in-yellow")).toBe("The King in Yellow");
    for (const [set, label] of sets) expect(label, set).not.toBe(set);
    const pharaoh = context.cards.find((c) => c.set === "curse-dark-pharaoh")!;
    expect(pharaoh.search).toContain("curse of the dark pharaoh");
  });

  it("puts each move into words: from → to and the rule that decided it", () => {
    const gug = context.moves.find((m) => m.monsterId === "gug")!;
    expect(gug).toMatchObject({
      name: "Gug",
      choose: false,
      pathText: "Northside streets → Downtown streets",
      canAccept: true,
      accepted: false,
    });
    expect(gug.explanation).toBe("It follows the white arrow out of Northside streets.");
    const spawn = context.moves.find((m) => m.monsterId === "formless")!;
    expect(spawn.pathText).toBe("Uptown streets → Southside streets");
    expect(spawn.explanation).toContain("black arrow");
  });

  it("offers the first player's choice where the lowest Sneak ties", () => {
    const nightgaunt = context.moves.find((m) => m.monsterId === "nightgaunt")!;
    expect(nightgaunt.choose).toBe(true);
    expect(nightgaunt.canAccept).toBe(false);
    expect(nightgaunt.pathText).toBeNull();
    expect(nightgaunt.options.map((o) => o.label)).toEqual([
      "Rivertown streets → Easttown streets (Amanda Sharpe, Sneak 2)",
      "Rivertown streets → French Hill streets (Bob Jenkins, Sneak 2)",
    ]);
    expect(nightgaunt.explanation).toContain("the first player chooses");
  });

  it("words a tie neutrally, naming every tied area, and says whom Move all leaves waiting (rules §4)", () => {
    const nightgaunt = context.moves.find((m) => m.monsterId === "nightgaunt")!;
    expect(nightgaunt.explanation).toContain("Easttown streets or French Hill streets");
    expect(nightgaunt.explanation).toContain("Amanda Sharpe, Sneak 2; Bob Jenkins, Sneak 2");
    expect(context.waiting).toBe(
      "Move all leaves Nightgaunt waiting: the first player chooses its move first.",
    );
    const picked = new MythosProgressTracker();
    picked.picks.set("nightgaunt", 1);
    const after = buildMythosContext(manhuntInput(picked), i18n);
    expect(after.waiting).toBe("");
    expect(after.moves.find((m) => m.monsterId === "nightgaunt")!.explanation).toContain(
      "Easttown streets or French Hill streets",
    );
  });

  it("shows the Chthonian's die roll as an effect, and the by-hand monsters by name", () => {
    expect(context.effects).toHaveLength(1);
    expect(context.effects[0]).toMatchObject({
      name: "Chthonian",
      roll: true,
      succeedsOn: "4, 5, 6",
      lossText: "Amanda Sharpe, Bob Jenkins: lose 1 Stamina and 0 Sanity.",
      rolled: null,
    });
    expect(context.byHand.map((m) => `${m.name} (${m.fromName})`)).toEqual([
      "Dark Druid (Merchant District streets)",
    ]);
  });

  it("lists the monsters that stay, with why", () => {
    const stays = new Map(context.stays.map((s) => [s.name, s.explanation]));
    expect(stays.get("Dark Young")).toBe("Stationary: it never moves.");
    expect(stays.get("Fire Vampire")).toBe("It shares its area with an investigator, so it does not move.");
    expect(stays.get("Cultist")).toBe("Its symbol is in neither movement box.");
  });

  it("counts the moves ready to accept", () => {
    expect(context.pendingCount).toBe(2);
    expect(context.canAcceptAll).toBe(true);
  });

  it("has every text localized", () => {
    expect(JSON.stringify(context)).not.toContain("MONSTER_AUTOPILOT.");
  });
});

describe("the Mythos window as the GM works through the phase", () => {
  it("follows picks, accepted moves and rolled dice", () => {
    const progress = new MythosProgressTracker();
    progress.picks.set("nightgaunt", 1);
    progress.accepted.add("gug");
    progress.rolls.set("chthonian", 5);
    const context = buildMythosContext(manhuntInput(progress), i18n);
    const nightgaunt = context.moves.find((m) => m.monsterId === "nightgaunt")!;
    expect(nightgaunt.pathText).toBe("Rivertown streets → French Hill streets");
    expect(nightgaunt.options.map((o) => o.selected)).toEqual([false, true]);
    expect(context.moves.find((m) => m.monsterId === "gug")).toMatchObject({
      accepted: true,
      canAccept: false,
    });
    expect(context.pendingCount).toBe(2);
    expect(context.effects[0]!.rollText).toBe("Rolled 5: the loss applies.");
  });

  it("marks the modifiers in play and says which ones the engine does not model", () => {
    const context = buildMythosContext(manhuntInput(undefined, ["an-evil-fog", "the-tempest"]), i18n);
    const active = context.modifiers.filter((m) => m.active).map((m) => m.card);
    expect(active).toEqual(["An Evil Fog", "The Tempest"]);
    expect(context.modifiers.find((m) => m.id === "the-tempest")).toMatchObject({ modelled: false });
    expect(context.modifiers.find((m) => m.id === "the-tempest")?.note).toContain("by hand");
    const nightgaunt = context.stays.find((s) => s.name === "Nightgaunt");
    expect(nightgaunt?.explanation).toContain("Changed by: An Evil Fog.");
  });

  it("lists the setup warnings and computes nothing when Sneak is unknown", () => {
    const input = manhuntInput();
    const context = buildMythosContext(
      {
        ...input,
        result: undefined,
        setupWarnings: [{ code: "sneak-unknown", token: "Joe Diamond", path: "system.skills.sneak" }],
      },
      i18n,
    );
    expect(context.resolved).toBe(false);
    expect(context.moves).toEqual([]);
    expect(context.warnings).toEqual([
      "The Sneak of Joe Diamond is unknown (data path “system.skills.sneak”): set the data path in the module settings or a Sneak for the token in Arkham pieces.",
    ]);
  });

  it("names hand-set symbols when no card is chosen", () => {
    const input = manhuntInput();
    const context = buildMythosContext(
      { ...input, selection: { card: null, white: ["plus"], black: [] }, result: undefined },
      i18n,
    );
    expect(context).toMatchObject({ heading: "Symbols set by hand", manual: true, pickerOpen: false });
    expect(context.symbols.find((s) => s.id === "plus")).toMatchObject({ inWhite: true, inBlack: false });
  });
});
