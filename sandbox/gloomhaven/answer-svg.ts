// Draws the core's answer over the board: every option's end hex, and for the chosen option its
// path with step numbers, targets, area hexes and the focus.
import { ALL_DIRECTIONS, hexKey, neighbour, type Hex } from "../../src/core/hex";
import type { Scenario } from "../../src/core/gloomhaven";
import type { TurnOption, TurnResult } from "../../src/core/gloomhaven";
import type { CaseAnswer } from "../../src/core/gloomhaven-cases";
import { fixed, svg } from "../ui";
import { i18n, t } from "../ui";
import { HEX_SIZE, hexPoints, screenCenter, screenCorner } from "./board-layout";

function figureHex(scenario: Scenario, id: string): Hex | undefined {
  return scenario.figures.find((f) => f.id === id)?.at;
}

const hexList = (hexes: readonly Hex[]): string => hexes.map(hexKey).join(" ");

/** The invisible-to-layout marker of one option: its end hex and targets as data attributes (read by the browser tests). */
function drawOptionMarker(
  scenario: Scenario,
  option: TurnOption,
  index: number,
  chosen: boolean,
): SVGElement {
  const targets = option.targets.map((id) => figureHex(scenario, id)).filter((h) => h !== undefined);
  return svg(
    "g",
    {
      class: `hb-option${chosen ? " hb-chosen" : ""}`,
      "data-option": index,
      "data-end": hexKey(option.endHex),
      "data-targets": hexList(targets),
    },
    svg("polygon", { class: "hb-end", points: hexPoints(option.endHex, 3) }),
    svg("title", {}, t("Hex.Answer.OptionEnd", { n: index + 1 })),
  );
}

/** A path drawn with each entered hex numbered (MX-6). */
export function drawPath(path: readonly Hex[]): SVGElement[] {
  if (path.length < 2) return [];
  const points = path.map(screenCenter);
  const entered = path.slice(1);
  const line = svg("polyline", {
    class: "hb-path",
    points: points.map((p) => `${fixed(p.x)},${fixed(p.y)}`).join(" "),
  });
  const steps = points.slice(1).map((p, i) =>
    svg(
      "g",
      {
        class: "hb-step",
        "data-step": i + 1,
        "data-hex": hexKey(entered[i]!),
        transform: `translate(${fixed(p.x)} ${fixed(p.y)})`,
      },
      svg("circle", { r: "8" }),
      svg("text", { y: "1" }, String(i + 1)),
    ),
  );
  return [line, ...steps];
}

/** A ring around a hex (a focus or a target), titled for hovering. */
export function drawRing(at: Hex, className: string, title: string): SVGElement {
  const c = screenCenter(at);
  return svg(
    "circle",
    { class: className, cx: fixed(c.x), cy: fixed(c.y), r: fixed(HEX_SIZE * 0.8) },
    svg("title", {}, title),
  );
}

/** Every placement of the area (AF-2, AF-3), hatched so the terrain under it stays readable; one group per placement. */
function drawPlacements(option: TurnOption): SVGElement[] {
  return option.areaPlacements.map((placement, i) =>
    svg(
      "g",
      { class: "hb-placement", "data-placement": i, "data-hexes": hexList(placement) },
      ...placement.map((h) => svg("polygon", { class: "hb-area", points: hexPoints(h, 4) })),
    ),
  );
}

/** The outline of one placement: the edges between its hexes and the hexes outside it. */
function placementOutline(placement: readonly Hex[]): string {
  const inside = new Set(placement.map(hexKey));
  return placement
    .flatMap((h) =>
      ALL_DIRECTIONS.filter((k) => !inside.has(hexKey(neighbour(h, k)))).map((k) => {
        const a = screenCorner(h, k);
        const b = screenCorner(h, k + 1);
        return `M${fixed(a.x)} ${fixed(a.y)}L${fixed(b.x)} ${fixed(b.y)}`;
      }),
    )
    .join("");
}

/**
 * The area of the chosen option drawn over the figures (AF-2): each placement's outline, and its
 * hatching again over the hexes a figure stands on, so an area with targets in it reads as one shape.
 */
export function drawAreaOver(scenario: Scenario, result: TurnResult | null, chosen: number): SVGElement {
  const option = result?.kind === "act" ? (result.options[chosen] ?? result.options[0]) : undefined;
  const occupied = new Set(scenario.figures.map((f) => hexKey(f.at)));
  return svg(
    "g",
    { class: "hb-area-over" },
    ...(option?.areaPlacements ?? []).map((placement, i) =>
      svg(
        "g",
        { class: "hb-area-top", "data-placement": i },
        ...placement
          .filter((h) => occupied.has(hexKey(h)))
          .map((h) => svg("polygon", { class: "hb-area-on-figure", points: hexPoints(h, 4) })),
        svg("path", { class: "hb-area-outline", d: placementOutline(placement) }),
      ),
    ),
  );
}

/** The details of the chosen option: every area placement, path, steps, destinations, targets, focus. */
function drawChosen(scenario: Scenario, option: TurnOption, nameOf: (id: string) => string): SVGElement {
  const heading = option.targets.length === 0 ? option.destinations : [];
  return svg(
    "g",
    { class: "hb-chosen-detail" },
    ...drawPlacements(option),
    ...heading.map((h) => svg("polygon", { class: "hb-destination", points: hexPoints(h, 9) })),
    ...drawPath(option.path),
    ...option.focus.flatMap((id) => {
      const at = figureHex(scenario, id);
      return at
        ? [
            drawRing(
              at,
              "hb-focus",
              i18n.format("MONSTER_AUTOPILOT.HexAnswer.Board.Focus", { name: nameOf(id) }),
            ),
          ]
        : [];
    }),
    ...option.targets.flatMap((id) => {
      const at = figureHex(scenario, id);
      const disadvantage = option.disadvantaged.includes(id);
      return at
        ? [
            drawRing(
              at,
              `hb-target${disadvantage ? " hb-disadvantage" : ""}`,
              i18n.format("MONSTER_AUTOPILOT.HexAnswer.Board.Target", { name: nameOf(id) }),
            ),
          ]
        : [];
    }),
  );
}

/** The answer layer for a result; `chosen` is the highlighted option's index. */
export function drawAnswer(
  scenario: Scenario,
  result: TurnResult | null,
  chosen: number,
  nameOf: (id: string) => string,
): SVGElement {
  if (!result || result.kind !== "act") return svg("g", { class: "hb-answer" });
  const option = result.options[chosen] ?? result.options[0];
  return svg(
    "g",
    { class: "hb-answer" },
    ...result.options.map((o, i) => drawOptionMarker(scenario, o, i, o === option)),
    option && drawChosen(scenario, option, nameOf),
  );
}

/** The stored answers of a loaded case, as small markers on their end hexes (`data-expected-end`). */
export function drawExpected(answers: readonly CaseAnswer[] | null): SVGElement {
  return svg(
    "g",
    { class: "hb-expected-layer" },
    ...(answers ?? []).map((a) => {
      const c = screenCenter(a.destination);
      return svg(
        "g",
        {
          class: "hb-expected",
          "data-expected-end": hexKey(a.destination),
          "data-expected-targets": hexList(a.attacks),
          transform: `translate(${fixed(c.x - HEX_SIZE * 0.45)} ${fixed(c.y + HEX_SIZE * 0.45)})`,
        },
        svg("path", { d: "M0 -6 L6 0 L0 6 L-6 0 Z" }),
        svg("title", {}, t("Hex.Answer.Expected")),
      );
    }),
  );
}
