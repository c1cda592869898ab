// Draws the pieces on the Arkham schematic: monsters in their movement colour with their dimension
// symbol, investigators with their Sneak.
import type { AreaId } from "../../src/core/arkham";
import { findMonsterTypeById, normaliseDimension } from "../../src/core/arkham";
import { SYMBOL_GLYPHS } from "../../src/view/arkham";
import { svg } from "../ui";
import { t } from "../ui";
import type { ArkhamSandboxState } from "./arkham-state";
import { monsterLabel } from "./mythos-panel";
import type { BoardLayout, Point } from "./layout";

const TOKEN = 11;

/** Token positions (piece id → point): pieces in an area line up along its lower edge (streets: along the right half). */
export function tokenSpots(layout: BoardLayout, state: ArkhamSandboxState): Map<string, Point> {
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
    const type = findMonsterTypeById(monster.type);
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
      svg("text", { class: "ak-piece-label", y: -TOKEN - 3 }, monster.id),
      svg(
        "title",
        {},
        t("Arkham.Piece.Monster", {
          id: monster.id,
          name: monsterLabel(monster),
          movement: t(`Arkham.MovementType.${type?.movement ?? "normal"}`),
          dimension: dimension ?? "?",
        }),
      ),
    );
  });
  return svg("g", { class: "ak-pieces" }, ...investigators, ...monsters);
}
