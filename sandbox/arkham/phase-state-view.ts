// The Arkham game's state panel in the sandbox (mythos §S): set-up, the tracks, gates, seals,
// clues, closed locations, the Outskirts, the cup and gate pile, environment and rumor, with the
// GM's Close gate / Seal gate and Raise terror.
import { baseBoard, doomTrackPresets, type CupMonster } from "../../src/core/arkham";
import { html, t } from "../ui";
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
    ...row(t("ArkhamPhase.Terror"), String(game.terror), "ak-st-terror"),
    ...row("", t("ArkhamPhase.Doom", { doom: game.doom, track: game.doomTrack }), "ak-st-doom"),
    ...row(t("ArkhamPhase.Gates"), gates.join("; "), "ak-st-gates"),
    ...row(t("ArkhamPhase.ElderSigns"), game.elderSigns.map(areaName).join(", "), "ak-st-signs"),
    ...row(t("ArkhamPhase.Clues"), clues.join(", "), "ak-st-clues"),
    ...row(t("ArkhamPhase.Closed"), game.closed.map(areaName).join(", "), "ak-st-closed"),
    ...row(t("ArkhamPhase.Outskirts"), countsByName(game.outskirts), "ak-st-outskirts"),
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

/** The new-game form: players, Ancient One, seed. */
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
    "div",
    { class: "ak-phase-newgame" },
    html("label", {}, t("ArkhamPhase.Players"), " ", players),
    html("label", {}, t("ArkhamPhase.AncientOne"), " ", ancient),
    html(
      "label",
      {},
      t("ArkhamPhase.Seed"),
      " ",
      html("input", { class: "ak-ng-seed", value: seed, size: 8 }),
    ),
    html("button", { type: "button", "data-phase": "newGame" }, t("ArkhamPhase.NewGame")),
  );
}

/** Close gate / Seal gate on a chosen open gate, and Raise terror. */
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
  );
}
