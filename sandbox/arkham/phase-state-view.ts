// The Arkham game's state panel in the sandbox (mythos §S): set-up, the tracks, gates, seals,
// clues, closed locations, the Outskirts, investigators in Other Worlds, the cup and gate pile,
// environment and rumor, with the GM's Close gate / Seal gate, Raise terror and Back to Arkham.
import { baseBoard, doomTrackPresets, presetSets, type CupMonster } from "../../src/core/arkham";
import { setLabel } from "../../src/view/arkham";
import { html, i18n, t } from "../ui";
import type { PhaseGame } from "./phase-game";

/** A board area's printed name. */
export const areaName = (id: string): string => baseBoard().areaById.get(id)?.name ?? id;

/** Markers grouped by name: "Cultist ×6, Zombie ×3". */
function countsByName(markers: readonly CupMonster[]): string {
  const counts = new Map<string, number>();
  for (const m of markers) counts.set(m.name, (counts.get(m.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ×${n}`).join(", ");
}

const row = (label: string, value: string, cls: string): HTMLElement[] => [
  html("dt", {}, label),
  html("dd", { class: cls }, value === "" ? t("ArkhamPhase.None") : value),
];

/** The state as a definition list. */
export function stateList(game: PhaseGame): HTMLElement {
  const gates = Object.entries(game.gates).map(([at, m]) => `${areaName(at)}: ${m.world} (${m.id})`);
  const clues = Object.entries(game.clues)
    .filter(([, n]) => n > 0)
    .map(([at, n]) => `${areaName(at)} ${n}`);
  return html(
    "dl",
    { class: "ak-phase-state" },
    ...row(t("ArkhamPhase.Players"), String(game.players), "ak-st-players"),
    ...row(t("ArkhamPhase.AncientOne"), game.ancientOne ?? "—", "ak-st-ancient"),
    ...row(t("ArkhamPhase.Sets"), game.sets.map((set) => setLabel(set, i18n)).join(", "), "ak-st-sets"),
    ...row(t("ArkhamPhase.Terror"), String(game.terror), "ak-st-terror"),
    ...row("", t("ArkhamPhase.Doom", { doom: game.doom, track: game.doomTrack }), "ak-st-doom"),
    ...row(t("ArkhamPhase.Gates"), gates.join("; "), "ak-st-gates"),
    ...row(t("ArkhamPhase.ElderSigns"), game.elderSigns.map(areaName).join(", "), "ak-st-signs"),
    ...row(t("ArkhamPhase.Clues"), clues.join(", "), "ak-st-clues"),
    ...row(t("ArkhamPhase.Closed"), game.closed.map(areaName).join(", "), "ak-st-closed"),
    ...row(t("ArkhamPhase.Outskirts"), countsByName(game.outskirts), "ak-st-outskirts"),
    ...row(
      t("ArkhamPhase.OtherWorlds"),
      game.otherWorlds
        .map((i) =>
          t("ArkhamPhase.InOtherWorld", { id: i.id, world: i.otherWorld ?? "", at: areaName(i.at) }),
        )
        .join("; "),
      "ak-st-other-worlds",
    ),
    ...row(t("ArkhamPhase.Cup", { count: game.cup.length }), countsByName(game.cup), "ak-st-cup"),
    ...row(
      t("ArkhamPhase.GatePile", { count: game.gatePile.length }),
      [...new Set(game.gatePile.map((m) => m.world))].join(", "),
      "ak-st-pile",
    ),
    ...row(t("ArkhamPhase.Environment"), game.environment ?? "", "ak-st-environment"),
    ...row(t("ArkhamPhase.Rumor"), game.rumor ?? "", "ak-st-rumor"),
    ...row("", t("ArkhamPhase.Deck", { deck: game.deck.length, discard: game.discard.length }), "ak-st-deck"),
  );
}

/** The sets to choose from: every preset game box, those of the game in play ticked. */
function setChoices(game: PhaseGame): HTMLElement {
  return html(
    "fieldset",
    { class: "ak-ng-sets" },
    html("legend", {}, t("ArkhamPhase.SetsInPlay")),
    ...presetSets().map((set) =>
      html(
        "label",
        {},
        html("input", { type: "checkbox", class: "ak-ng-set", value: set, checked: game.sets.includes(set) }),
        " ",
        setLabel(set, i18n),
      ),
    ),
  );
}

/** The new-game form, folded away until the GM opens it: players, Ancient One, the sets in play, seed. */
export function newGameForm(game: PhaseGame, seed: string): HTMLElement {
  const players = html(
    "select",
    { class: "ak-ng-players", "aria-label": t("ArkhamPhase.Players") },
    ...Array.from({ length: 8 }, (_, i) =>
      html("option", { value: i + 1, selected: game.players === i + 1 }, String(i + 1)),
    ),
  );
  const ancient = html(
    "select",
    { class: "ak-ng-ancient", "aria-label": t("ArkhamPhase.AncientOne") },
    html("option", { value: "" }, t("ArkhamPhase.NoAncientOne")),
    ...doomTrackPresets().map((p) =>
      html(
        "option",
        { value: p.ancientOne, selected: game.ancientOne === p.ancientOne },
        `${p.ancientOne} (${p.doomTrack})`,
      ),
    ),
  );
  return html(
    "details",
    { class: "ak-phase-newgame" },
    html("summary", {}, t("ArkhamPhase.SetUp")),
    html(
      "div",
      { class: "ak-ng-form" },
      html("label", {}, t("ArkhamPhase.Players"), " ", players),
      html("label", {}, t("ArkhamPhase.AncientOne"), " ", ancient),
      html(
        "label",
        {},
        t("ArkhamPhase.Seed"),
        " ",
        html("input", { class: "ak-ng-seed", value: seed, size: 8 }),
      ),
      setChoices(game),
      html("button", { type: "button", "data-phase": "newGame" }, t("ArkhamPhase.NewGame")),
      html("p", { class: "ak-hint" }, t("ArkhamPhase.NewGameHint")),
    ),
  );
}

/** Close gate / Seal gate on a chosen open gate, Raise terror, and Back to Arkham for an investigator in an Other World. */
export function gmActions(game: PhaseGame): HTMLElement {
  const open = Object.keys(game.gates);
  const select = html(
    "select",
    { class: "ak-gate-select", "aria-label": t("ArkhamPhase.Gates"), disabled: open.length === 0 },
    ...open.map((at) => html("option", { value: at }, areaName(at))),
  );
  const button = (action: string, label: string, disabled: boolean) =>
    html("button", { type: "button", "data-phase": action, disabled }, label);
  return html(
    "div",
    { class: "ak-phase-actions" },
    select,
    button("closeGate", t("ArkhamPhase.CloseGate"), open.length === 0),
    button("sealGate", t("ArkhamPhase.SealGate"), open.length === 0),
    button("sealElderSign", t("ArkhamPhase.SealElderSign"), open.length === 0),
    button("raiseTerror", t("ArkhamPhase.RaiseTerror"), false),
    ...(game.otherWorlds.length === 0
      ? []
      : [
          html(
            "select",
            { class: "ak-away-select", "aria-label": t("ArkhamPhase.OtherWorlds") },
            ...game.otherWorlds.map((i) => html("option", { value: i.id }, i.id)),
          ),
          button("returnInvestigator", t("ArkhamPhase.BackToArkham"), false),
        ]),
  );
}
