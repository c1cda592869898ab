// The Monster turn window on a hex scene: its parts (templates/gloomhaven/turn-*.hbs and the
// ability editor) over the view-models the Foundry window builds (src/view/gloomhaven), for a
// conformance case, beside the sandbox's board with the chosen option's path, end hex and focus.
import headerSource from "../../../templates/gloomhaven/turn-header.hbs?raw";
import abilitySource from "../../../templates/gloomhaven/ability-editor.hbs?raw";
import optionsSource from "../../../templates/gloomhaven/turn-options.hbs?raw";
import footerSource from "../../../templates/gloomhaven/turn-footer.hbs?raw";
import {
  buildAbilityEditor,
  buildTurnHeader,
  buildTurnOptions,
  toMonsterAction,
} from "../../../src/view/gloomhaven";
import { handlebars, html, i18n } from "../../../sandbox/ui";
import { loadCase } from "../../../sandbox/gloomhaven/case-io";
import { namesOf } from "../../../sandbox/gloomhaven/figure-names";
import { createHexBoard } from "../../../sandbox/gloomhaven/hex-board";
import { focusSight, solveHex } from "../../../sandbox/gloomhaven/solve";
import { shot, windowFrame } from "./frame";

const parts = [headerSource, abilitySource, optionsSource, footerSource].map((source) =>
  handlebars.compile(source),
);

const ignore = (): void => undefined;

/** The window and the board for one case object (the conformance format), its first option chosen. */
export function mountHexShot(raw: unknown): HTMLElement {
  const loaded = loadCase(raw, true);
  if (!loaded.ok) throw new Error(`the case does not load: ${JSON.stringify(loaded.problems)}`);
  const { state } = loaded.value;
  const { result, error } = solveHex(state);
  if (!result) throw new Error(`the case has no answer: ${error ?? "unknown"}`);
  const nameOf = namesOf(state.scenario);
  const name = nameOf(state.scenario.activeId);
  const form = state.ability;
  const context = {
    ...buildTurnHeader(i18n, {
      name,
      img: "",
      data: {
        move: form.baseMove,
        range: form.baseRange,
        flying: form.flying,
        standee: 1,
        elite: false,
        type: name,
      },
      ruleSet: state.ruleSet,
      canEditData: true,
    }),
    ...buildAbilityEditor(form, { orientation: "flat", idPrefix: "shot" }),
    ...buildTurnOptions(i18n, {
      result,
      sceneProblems: [],
      warnings: [],
      selected: 0,
      canUndo: false,
      busy: false,
      moved: false,
      nameOf,
      hexLabel: (h) => `(${h.q}, ${h.r})`,
      scenario: state.scenario,
      action: toMonsterAction(form),
    }),
    deckCard: null,
  };
  const body = html("form", { class: "shot-parts" });
  body.innerHTML = parts.map((render) => render(context)).join("\n");
  const window = windowFrame(
    ["monster-autopilot", "ma-hex-turn"],
    "fa-solid fa-dragon",
    i18n.format("MONSTER_AUTOPILOT.Hex.Turn.Title", { name }),
    440,
    body,
  );
  const board = createHexBoard({
    tool: () => "move",
    apply: ignore,
    move: ignore,
    select: ignore,
    hover: ignore,
    walls: ignore,
    link: ignore,
    linkPending: ignore,
  });
  board.render(state, result, 0, null);
  const option = result.kind === "act" ? result.options[0] : undefined;
  board.showFocusSight(focusSight(state, option) ?? null);
  return shot(
    "shot-hex",
    `${loaded.value.id}: the chosen option's path, end hex and focus`,
    window,
    board.element,
  );
}
