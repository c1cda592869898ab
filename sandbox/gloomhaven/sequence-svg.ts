// Draws a whole-card answer over the board (OUT-S1): for the chosen option every step in order,
// each marked with its step number — a move's path with its hexes numbered, an attack's targets
// where they are attacked, a push's or pull's end hexes, a control's attacks — and the focus.
import { hexKey, type Hex } from "../../src/core/hex";
import type { Scenario } from "../../src/core/gloomhaven";
import type { SequenceOption, SequenceResult, SequenceStep } from "../../src/core/gloomhaven/sequence";
import { fixed, i18n, svg } from "../ui";
import { drawPath, drawRing } from "./answer-svg";
import { HEX_SIZE, screenCenter } from "./board-layout";

const hexList = (hexes: readonly Hex[]): string => hexes.map(hexKey).join(" ");

/** Where in a hex each kind of step puts its badge, so that two steps marking one hex stay readable. */
const CORNER = {
  move: { x: 0.35, y: -0.55 },
  attack: { x: -0.35, y: -0.55 },
  forced: { x: 0.35, y: 0.55 },
  control: { x: -0.35, y: 0.55 },
} as const;

/** A small numbered badge in a hex's corner: which step of the card put a mark there. */
function badge(at: Hex, step: number, corner: keyof typeof CORNER): SVGElement {
  const c = screenCenter(at);
  const x = c.x + HEX_SIZE * CORNER[corner].x;
  const y = c.y + HEX_SIZE * CORNER[corner].y;
  return svg(
    "g",
    { class: "hb-seq-badge", transform: `translate(${fixed(x)} ${fixed(y)})` },
    svg("rect", { x: "-7", y: "-7", width: "14", height: "14", rx: "3" }),
    svg("text", {}, String(step)),
  );
}

function segment(className: string, from: Hex, to: Hex): SVGElement {
  const a = screenCenter(from);
  const b = screenCenter(to);
  return svg("line", { class: className, x1: fixed(a.x), y1: fixed(a.y), x2: fixed(b.x), y2: fixed(b.y) });
}

/** The marks of one step; `number` is its place in the card (1 = first ability). */
function drawStep(step: SequenceStep, number: number, nameOf: (id: string) => string): SVGElement[] {
  const attrs = { class: "hb-seq-step", "data-seq-step": number, "data-kind": step.kind };
  switch (step.kind) {
    case "move":
      return [
        svg(
          "g",
          { ...attrs, "data-end": hexKey(step.destination), "data-path": hexList(step.path) },
          ...drawPath(step.path),
          badge(step.destination, number, "move"),
        ),
      ];
    case "attack":
    case "path-attack":
      return [
        svg(
          "g",
          { ...attrs, "data-targets": hexList(step.attacks) },
          ...(step.path && step.path.length > 1 ? drawPath(step.path) : []),
          ...step.attacks.map((at, i) =>
            drawRing(
              at,
              `hb-target${step.disadvantaged.includes(step.targets[i] ?? "") ? " hb-disadvantage" : ""}`,
              i18n.format("MONSTER_AUTOPILOT.HexAnswer.Board.Target", {
                name: nameOf(step.targets[i] ?? ""),
              }),
            ),
          ),
          ...step.attacks.map((at) => badge(at, number, "attack")),
          ...(step.moved ?? []).flatMap((m) => forced(m.from, m.to, number)),
        ),
      ];
    case "push":
    case "pull":
      return [
        svg(
          "g",
          { ...attrs, "data-moved": step.moved.map((m) => `${hexKey(m.from)}>${hexKey(m.to)}`).join(" ") },
          ...step.moved.flatMap((m) => forced(m.from, m.to, number)),
        ),
      ];
    case "control":
      return [
        svg(
          "g",
          { ...attrs },
          ...step.controlled.flatMap((c) => [
            ...c.attacks.map((at) => segment("hb-seq-control", c.by, at)),
            ...c.attacks.map((at) => badge(at, number, "control")),
          ]),
        ),
      ];
    case "narrated":
      return [];
  }
}

/** A forced move: a dashed line from where the figure stood to its end hex, the end hex ringed and numbered. */
function forced(from: Hex, to: Hex, number: number): SVGElement[] {
  const c = screenCenter(to);
  return [
    ...(hexKey(from) === hexKey(to) ? [] : [segment("hb-seq-push", from, to)]),
    svg("circle", { class: "hb-seq-push-end", cx: fixed(c.x), cy: fixed(c.y), r: fixed(HEX_SIZE * 0.7) }),
    badge(to, number, "forced"),
  ];
}

/** The focus rings of an option: its co-foci where they stand at the start of the turn. */
function focusRings(
  scenario: Scenario,
  option: SequenceOption,
  nameOf: (id: string) => string,
): SVGElement[] {
  return option.focus.flatMap((id) => {
    const at = scenario.figures.find((f) => f.id === id)?.at;
    return at
      ? [
          drawRing(
            at,
            "hb-focus",
            i18n.format("MONSTER_AUTOPILOT.HexAnswer.Board.Focus", { name: nameOf(id) }),
          ),
        ]
      : [];
  });
}

/** The answer layer for a whole-card result; `chosen` is the highlighted option's index. */
export function drawSequenceAnswer(
  scenario: Scenario,
  result: SequenceResult | null,
  chosen: number,
  nameOf: (id: string) => string,
): SVGElement {
  if (result?.kind !== "act") return svg("g", { class: "hb-seq-answer" });
  const index = result.options[chosen] ? chosen : 0;
  const option = result.options[index];
  return svg(
    "g",
    { class: "hb-seq-answer", "data-option": index },
    ...(option
      ? [
          ...focusRings(scenario, option, nameOf),
          ...option.steps.flatMap((s, i) => drawStep(s, i + 1, nameOf)),
        ]
      : []),
  );
}
