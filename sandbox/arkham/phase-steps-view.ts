// The step-by-step Mythos phase in the sandbox (MY-1): Draw Mythos card or Pick by hand, then
// every outcome (MY-14) with steps 1–4 in words and each line's rule, Accept on one; an awakening
// stops the phase and says why (MY-1.2).
import { phaseRefusal } from "../../src/view/arkham";
import type { PhaseOutcome } from "../../src/core/arkham";
import { html, i18n, t } from "../ui";
import { areaName } from "./phase-state-view";
import type { PhaseSession } from "./phase-session";
import { eventLine } from "./phase-words";

/** The areas an outcome puts monsters in, with how many (a surge's spread, MY-4.3, or the placings), for the board's hover: "woods:2". */
export function outcomeAreas(outcome: PhaseOutcome): string[] {
  if (outcome.kind === "resolved" && outcome.choice !== undefined)
    return outcome.choice.counts.filter((c) => c.monsters > 0).map((c) => `${c.at}:${c.monsters}`);
  const counts = new Map<string, number>();
  for (const e of outcome.events)
    if (e.kind === "monster-placed") counts.set(e.at, (counts.get(e.at) ?? 0) + 1);
  return [...counts].map(([at, n]) => `${at}:${n}`);
}

/** One outcome: its spread when the first player chooses, steps 1–4 in words, Accept. */
function outcomeView(outcome: PhaseOutcome, index: number): HTMLElement {
  const lines = outcome.events.map(eventLine);
  const step = (n: 1 | 2 | 3 | 4) => {
    const own = lines.filter((l) => l.step === n);
    const items =
      n === 3 && outcome.kind === "resolved"
        ? [...own, { rule: "MY-11", text: t("ArkhamPhase.StepThree") }]
        : own;
    return html(
      "li",
      { class: `ak-step ak-step-${n}` },
      html("strong", {}, t(`ArkhamPhase.Step.${n}`)),
      html(
        "ul",
        {},
        ...(items.length === 0
          ? [html("li", {}, t("ArkhamPhase.Nothing"))]
          : items.map((l) => html("li", {}, html("span", { class: "ak-rule" }, l.rule), " ", l.text))),
      ),
    );
  };
  const spread =
    outcome.kind === "resolved" && outcome.choice !== undefined
      ? t("ArkhamPhase.Spread", {
          spread: outcome.choice.counts.map((c) => `${areaName(c.at)} ${c.monsters}`).join(", "),
        })
      : null;
  const awake =
    outcome.kind === "awakened"
      ? html(
          "p",
          { class: "ak-awakened", role: "alert" },
          t("ArkhamPhase.Awakened", { reason: t(`ArkhamPhase.AwakenedReason.${outcome.reason}`) }),
        )
      : null;
  return html(
    "li",
    {
      class: "ak-outcome",
      "data-outcome": index,
      "data-areas": outcomeAreas(outcome).join(" "),
      tabindex: 0,
    },
    html("h4", {}, t("ArkhamPhase.Outcome", { n: index + 1 })),
    spread && html("p", { class: "ak-spread" }, spread),
    awake,
    html("ol", { class: "ak-steps" }, step(1), step(2), step(3), step(4)),
    html("button", { type: "button", "data-phase": "accept", "data-index": index }, t("ArkhamPhase.Accept")),
  );
}

/** Pick by hand: the card from the deck, and cup markers to come out first. */
function pickView(session: PhaseSession, cupPicks: readonly string[]): HTMLElement {
  const { game } = session;
  const cards = [...new Set([...game.deck, ...(game.deck.length === 0 ? game.discard : [])])].sort();
  const types = new Map<string, string>();
  for (const m of game.cup) if (!cupPicks.includes(m.id) && !types.has(m.name)) types.set(m.name, m.id);
  const picked = game.cup.filter((m) => cupPicks.includes(m.id));
  return html(
    "details",
    { class: "ak-phase-pick" },
    html("summary", {}, t("ArkhamPhase.PickHand")),
    html(
      "label",
      {},
      t("ArkhamPhase.PickCard"),
      " ",
      html("select", { class: "ak-pick-card" }, ...cards.map((c) => html("option", { value: c }, c))),
    ),
    html(
      "div",
      { class: "ak-pick-cup" },
      html("span", {}, t("ArkhamPhase.PickCup")),
      " ",
      html(
        "select",
        { class: "ak-pick-type", "aria-label": t("ArkhamPhase.PickCup") },
        ...[...types].sort().map(([name, id]) => html("option", { value: id }, name)),
      ),
      html("button", { type: "button", "data-phase": "pickAdd" }, t("ArkhamPhase.PickCupAdd")),
      html("button", { type: "button", "data-phase": "pickClear" }, t("ArkhamPhase.PickCupClear")),
      html(
        "p",
        { class: "ak-picked" },
        cupPicks.map((id) => picked.find((m) => m.id === id)?.name ?? id).join(", "),
      ),
    ),
    html("button", { type: "button", "data-phase": "drawPicked" }, t("ArkhamPhase.PickHand")),
  );
}

/** The phase part of the panel for a session. */
export function phaseView(session: PhaseSession, cupPicks: readonly string[]): HTMLElement {
  const { pending, awakened } = session;
  const undo = html(
    "button",
    { type: "button", "data-phase": "undo", disabled: session.undo.length === 0 },
    t("ArkhamPhase.Undo"),
  );
  if (awakened !== undefined)
    return html(
      "div",
      { class: "ak-phase-steps" },
      html(
        "p",
        { class: "ak-awakened", role: "alert" },
        t("ArkhamPhase.Awakened", { reason: t(`ArkhamPhase.AwakenedReason.${awakened}`) }),
      ),
      undo,
    );
  const controls = html(
    "div",
    { class: "ak-phase-draw" },
    html(
      "button",
      { type: "button", "data-phase": "draw", disabled: pending !== undefined },
      t("ArkhamPhase.Draw"),
    ),
    undo,
  );
  if (pending === undefined)
    return html("div", { class: "ak-phase-steps" }, controls, pickView(session, cupPicks));
  const refusal = phaseRefusal(pending.result, i18n);
  const outcomes = pending.result.kind === "outcomes" ? pending.result.outcomes : [];
  const body =
    refusal !== undefined
      ? html("ul", { class: "ak-problems" }, ...refusal.reasons.map((r) => html("li", {}, r)))
      : html("ol", { class: "ak-outcomes" }, ...outcomes.map(outcomeView));
  const count = outcomes.length;
  const redraw = refusal?.setAside
    ? html(
        "p",
        { class: "ak-phase-redraw" },
        html("button", { type: "button", "data-phase": "redraw" }, t("ArkhamPhase.Redraw")),
        " ",
        t("ArkhamPhase.RedrawHint"),
      )
    : null;
  return html(
    "div",
    { class: "ak-phase-steps" },
    controls,
    html("h3", { class: "ak-phase-card" }, t("ArkhamPhase.Card", { card: pending.card })),
    html("p", {}, t("ArkhamPhase.Outcomes", { count })),
    body,
    redraw,
    html("button", { type: "button", "data-phase": "discard" }, t("ArkhamPhase.Cancel")),
  );
}
