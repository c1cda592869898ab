// Draws every monster move on the Arkham schematic as arrows through the areas it enters: the
// chosen (or only) option solid, options the first player still chooses between dashed.
import type { MonsterDecision } from "../../src/core/arkham";
import { chosenOption } from "../../src/view/arkham";
import { svg } from "../ui";
import { t } from "../ui";
import type { PieceNames } from "../../src/view/arkham";
import type { ArkhamSandboxState } from "./arkham-state";
import { moveArrowEnd } from "../../src/view/arkham";
import { pieceNames } from "./mythos-panel";
import { centreOf, type BoardLayout, type Box, type Point } from "./layout";
import { tokenSpots } from "./pieces-svg";
import type { MythosSession } from "./session";

/** Where arrows pass through an area, away from its printed name: a street's right part, a location's lower part. */
function anchorOf(box: Box): Point {
  const c = centreOf(box);
  return box.height <= 40
    ? { x: box.x + box.width * 0.78, y: c.y }
    : { x: c.x, y: box.y + box.height * 0.75 };
}

function curve(a: Point, b: Point, bend: number): string {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const cx = mx - ((b.y - a.y) / length) * bend;
  const cy = my + ((b.x - a.x) / length) * bend;
  return `Q${cx.toFixed(1)} ${cy.toFixed(1)} ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
}

function drawDecision(
  layout: BoardLayout,
  from: Point,
  decision: MonsterDecision,
  chosen: number,
  index: number,
  names: PieceNames,
): SVGElement[] {
  return decision.options.flatMap((option, i) => {
    if (option.path.length === 0) return [];
    const anchors = option.path.map((area) => {
      const box = layout.boxes.get(area);
      return box ? anchorOf(box) : from;
    });
    // The arrow passes areas away from their names and stops just inside the last area's edge (move-geometry).
    const lastBox = layout.boxes.get(option.path.at(-1) ?? "");
    const beforeLast = anchors.at(-2) ?? from;
    const points = [from, ...anchors.slice(0, -1), lastBox ? moveArrowEnd(lastBox, beforeLast, 6) : from];
    const d = points
      .slice(1)
      .reduce(
        (path, p, k) => `${path} ${curve(points[k]!, p, 18 + 6 * (index % 3) + 10 * i)}`,
        `M${from.x.toFixed(1)} ${from.y.toFixed(1)}`,
      );
    const isChosen = i === chosen;
    return [
      svg(
        "g",
        {
          class: `ak-move${isChosen ? " ak-chosen" : " ak-alternative"}${decision.options.length > 1 ? " ak-tie" : ""}`,
          "data-monster": decision.monsterId,
          "data-option": i,
          "data-path": option.path.join(">"),
        },
        svg("path", { d, "marker-end": "url(#ak-move-head)" }),
        svg(
          "title",
          {},
          t("Arkham.Result.MoveTitle", {
            id: names.monster(decision.monsterId),
            path: option.path.map((area) => names.area(area)).join(" → "),
          }),
        ),
      ),
    ];
  });
}

/** The moves layer: each monster's options as arrows from its token; the chosen option solid, tied alternatives dashed. */
export function drawMoves(
  layout: BoardLayout,
  state: ArkhamSandboxState,
  session: MythosSession,
): SVGElement {
  const defs = svg(
    "defs",
    {},
    svg(
      "marker",
      {
        id: "ak-move-head",
        viewBox: "0 0 10 10",
        refX: 8,
        refY: 5,
        markerWidth: 7,
        markerHeight: 7,
        orient: "auto-start-reverse",
      },
      svg("path", { d: "M0 0 L10 5 L0 10 z", class: "ak-move-head" }),
    ),
  );
  const { result, progress } = session;
  if (result.kind !== "resolved") return svg("g", { class: "ak-moves" }, defs);
  const spots = tokenSpots(layout, state);
  const names = pieceNames(state);
  return svg(
    "g",
    { class: "ak-moves" },
    defs,
    ...result.decisions.flatMap((decision, index) => {
      const from = spots.get(decision.monsterId);
      if (!from || progress.accepted.has(decision.monsterId)) return [];
      const chosen = chosenOption(decision, progress.picks) ?? -1;
      return drawDecision(layout, from, decision, chosen, index, names);
    }),
  );
}
