// Draws the pieces on the Arkham schematic (monsters by movement colour with their dimension
// symbol, investigators with their Sneak) and every monster move as arrows through the areas it enters.
import type { AreaId, MonsterDecision } from "../../src/core/arkham";
import { chosenOption } from "../../src/view/arkham/decision-views";
import { findMonsterType, normaliseDimension } from "../../src/core/arkham";
import { SYMBOL_GLYPHS } from "../../src/view/arkham/labels";
import { svg } from "../shared/dom";
import { t } from "../shared/i18n";
import type { ArkhamSandboxState } from "./arkham-state";
import type { MythosSession } from "./session";
import { centreOf, edgePoint, type BoardLayout, type Box, type Point } from "./layout";

const TOKEN = 11;

/** Token positions: pieces in an area line up along its lower edge (streets: along the right half). */
function tokenSpots(layout: BoardLayout, state: ArkhamSandboxState): Map<string, Point> {
  const byArea = new Map<AreaId, string[]>();
  for (const piece of [...state.investigators, ...state.monsters])
    byArea.set(piece.at, [...(byArea.get(piece.at) ?? []), piece.id]);
  const spots = new Map<string, Point>();
  for (const [area, ids] of byArea) {
    const box = layout.boxes.get(area);
    if (!box) continue;
    const street = box.height <= 40;
    const perRow = Math.max(1, Math.floor((street ? box.width * 0.55 : box.width - 4) / (TOKEN * 2 + 2)));
    ids.forEach((id, i) => {
      const column = i % perRow;
      const row = Math.floor(i / perRow);
      spots.set(
        id,
        street
          ? {
              x: box.x + box.width - TOKEN - 6 - column * (TOKEN * 2 + 2),
              y: box.y + box.height / 2 - row * 6,
            }
          : {
              x: box.x + TOKEN + 3 + column * (TOKEN * 2 + 2),
              y: box.y + box.height - TOKEN - 3 - row * (TOKEN * 2 + 2),
            },
      );
    });
  }
  return spots;
}

/** The tokens layer. */
export function drawPieces(layout: BoardLayout, state: ArkhamSandboxState): SVGElement {
  const spots = tokenSpots(layout, state);
  const investigators = state.investigators.map((inv) => {
    const p = spots.get(inv.id);
    if (!p) return null;
    return svg(
      "g",
      { class: "ak-piece ak-investigator", "data-piece": inv.id, transform: `translate(${p.x} ${p.y})` },
      svg("rect", { x: -TOKEN, y: -TOKEN, width: TOKEN * 2, height: TOKEN * 2, rx: 4 }),
      svg("text", { y: 4 }, String(inv.sneak)),
      svg("title", {}, t("Arkham.Piece.Investigator", { id: inv.id, sneak: inv.sneak })),
    );
  });
  const monsters = state.monsters.map((monster) => {
    const p = spots.get(monster.id);
    const type = findMonsterType(monster.type, monster.set);
    if (!p) return null;
    const dimension = type ? normaliseDimension(type.dimension) : undefined;
    return svg(
      "g",
      {
        class: `ak-piece ak-monster ak-move-${type?.movement ?? "normal"}`,
        "data-piece": monster.id,
        transform: `translate(${p.x} ${p.y})`,
      },
      svg("circle", { r: TOKEN }),
      svg("text", { y: 4 }, dimension ? SYMBOL_GLYPHS[dimension] : "?"),
      svg(
        "title",
        {},
        t("Arkham.Piece.Monster", {
          id: monster.id,
          name: monster.type,
          movement: t(`Arkham.MovementType.${type?.movement ?? "normal"}`),
          dimension: dimension ?? "?",
        }),
      ),
    );
  });
  return svg("g", { class: "ak-pieces" }, ...investigators, ...monsters);
}

/** A point moved 6px from a box's edge toward its centre. */
function inset(p: Point, box: Box): Point {
  const c = centreOf(box);
  const length = Math.hypot(c.x - p.x, c.y - p.y) || 1;
  const step = Math.min(6, length);
  return { x: p.x + ((c.x - p.x) / length) * step, y: p.y + ((c.y - p.y) / length) * step };
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
): SVGElement[] {
  return decision.options.flatMap((option, i) => {
    if (option.path.length === 0) return [];
    const centres = option.path.map((area) => {
      const box = layout.boxes.get(area);
      return box ? centreOf(box) : from;
    });
    // The arrow stops at the edge of the last area, so its name stays readable.
    const lastBox = layout.boxes.get(option.path.at(-1) ?? "");
    const beforeLast = centres.at(-2) ?? from;
    const points = [
      from,
      ...centres.slice(0, -1),
      lastBox ? inset(edgePoint(lastBox, beforeLast), lastBox) : from,
    ];
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
          t("Arkham.Result.MoveTitle", { id: decision.monsterId, path: option.path.join(" → ") }),
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
  return svg(
    "g",
    { class: "ak-moves" },
    defs,
    ...result.decisions.flatMap((decision, index) => {
      const from = spots.get(decision.monsterId);
      if (!from || progress.accepted.has(decision.monsterId)) return [];
      return drawDecision(layout, from, decision, chosenOption(decision, progress.picks) ?? -1, index);
    }),
  );
}
