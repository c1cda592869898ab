import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { buildSequenceOptions } from "../../../src/view/gloomhaven/sequence/sequence-options";
import { registerFoundryHelpers } from "../../../src/view/handlebars-env";
import { actOf, artillery, caveBear } from "../../foundry/gloomhaven/sequence/card-turns";
import { i18n } from "./lang";

const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);
const knownHelpers = Object.fromEntries(Object.keys(handlebars.helpers).map((name) => [name, true]));
const source = readFileSync(
  resolve(import.meta.dirname, "../../../templates/gloomhaven/sequence-options.hbs"),
  "utf8",
);
const render = (context: object): string =>
  handlebars.compile(source, { knownHelpers, knownHelpersOnly: true, strict: false })(context);
const naming = {
  nameOf: (id: string) => (id === "C1" ? "Brute" : id),
  hexLabel: (h: { q: number; r: number }) => `${h.q}.${h.r}`,
};

describe("OUT-S1…S4: the window's sequence part", () => {
  it("lists every option step by step with the chosen one selected, and the rulings", () => {
    const result = actOf(artillery({ monster: { q: 3, r: 3 }, characters: [{ q: 4, r: 3 }] }));
    const html = render(buildSequenceOptions(i18n, result, 1, { kind: "choosing" }, naming));
    expect(html.match(/role="option"/g)).toHaveLength(3);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toContain('data-index="1"');
    expect(html).toContain("Pushes Brute to");
    expect(html).toContain("FM-2: the players may choose a blocked direction");
    expect(html).not.toContain('data-action="continueSequence"');
    expect(html).not.toContain("MONSTER_AUTOPILOT.");
  });

  it("OUT-S2: an option that disagrees with a step already played is listed but closed", () => {
    const result = actOf(artillery({ monster: { q: 3, r: 3 }, characters: [{ q: 4, r: 3 }] }));
    const html = render(buildSequenceOptions(i18n, result, 1, { kind: "move" }, naming, (i) => i === 1));
    expect(html.match(/role="option"/g)).toHaveLength(3);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(html.match(/ma-option-closed/g)).toHaveLength(2);
    expect(html).toMatch(/class="ma-option selected\s*"/);
  });

  it("at a pause says what the GM applies and offers Continue and Target died / was moved", () => {
    const result = actOf(caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 3 }] }));
    const step = result.options[0]?.steps[2];
    if (!step) throw new Error("no attack step");
    const html = render(buildSequenceOptions(i18n, result, 0, { kind: "pause", step }, naming));
    expect(html).toContain("Apply Attacks Brute, then Continue");
    expect(html).toContain('data-action="continueSequence"');
    expect(html).toContain('data-action="targetChanged"');
  });

  it("a stunned monster's card and an invalid turn say so", () => {
    expect(
      render(buildSequenceOptions(i18n, { kind: "stunned" }, 0, { kind: "choosing" }, naming)),
    ).toContain("Stunned: the monster does nothing this turn");
    const invalid = buildSequenceOptions(
      i18n,
      { kind: "invalid", problems: [{ code: "HexSequenceTooManyOptions", params: { limit: 4096 } }] },
      0,
      { kind: "choosing" },
      naming,
    );
    expect(invalid.sequence?.problems[0]).not.toContain("MONSTER_AUTOPILOT.");
    // Without a sequence the part is one empty, hidden element: a Handlebars part renders a single
    // HTMLElement (HandlebarsApplication#_renderHTML, https://foundryvtt.com/api/v12/classes/foundry.HandlebarsApplication.html).
    expect(render({ sequence: null }).replace(/\s+/g, " ").trim()).toBe(
      '<section class="ma-sequence-options ma-part-hidden" aria-live="polite"> </section>',
    );
  });
});
