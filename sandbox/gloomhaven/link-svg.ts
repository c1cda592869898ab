// Linked hexes on the board (LH-1): each pair a dashed teal connector between the two centres
// (under the answer and the figures), and a numbered badge on both hexes (over the figures, so a pair
// stays recognisable under a figure); the Link hexes tool's waiting first hex is outlined.
import type { HexLink } from "../../src/core/gloomhaven/sequence";
import { hexKey, sameHex, type Hex } from "../../src/core/hex";
import { fixed, svg } from "../ui";
import { t } from "../ui";
import { HEX_SIZE, hexPoints, screenCenter } from "./board-layout";

/** A pair's key for data-link: its two hex keys, sorted, so either order names it. */
const linkKey = ([a, b]: HexLink): string => [hexKey(a), hexKey(b)].sort().join("|");

const hexLabel = (h: Hex): string => `(${h.q}, ${h.r})`;

/** How far apart two badges on one hex sit (a hex in several pairs). */
const BADGE_SPACING = 19;

function linkTitle(link: HexLink, n: number): SVGElement {
  return svg("title", {}, t("Hex.Link.Title", { n, a: hexLabel(link[0]), b: hexLabel(link[1]) }));
}

/** The connectors (g.hb-link, data-link "q,r|q,r"): a light halo under a dashed line, centre to centre. */
export function drawLinks(links: readonly HexLink[]): SVGElement {
  return svg(
    "g",
    { class: "hb-links" },
    ...links.map((link, index) => {
      const p = screenCenter(link[0]);
      const q = screenCenter(link[1]);
      const ends = { x1: fixed(p.x), y1: fixed(p.y), x2: fixed(q.x), y2: fixed(q.y) };
      return svg(
        "g",
        { class: "hb-link", "data-link": linkKey(link) },
        svg("line", { class: "hb-link-halo", ...ends }),
        svg("line", { class: "hb-link-line", ...ends }),
        linkTitle(link, index + 1),
      );
    }),
  );
}

/** The badges (g.hb-link-badge, data-hex, data-link): the pair's number at the foot of both hexes. */
export function drawLinkBadges(links: readonly HexLink[]): SVGElement {
  const badges = links.flatMap((link, index) =>
    link.map((end) => {
      // Every pair through this hex, so several badges on one hex sit side by side.
      const here = links.filter(([a, b]) => sameHex(a, end) || sameHex(b, end));
      const slot = here.indexOf(link) - (here.length - 1) / 2;
      const c = screenCenter(end);
      const x = c.x + slot * BADGE_SPACING;
      const y = c.y + HEX_SIZE * 0.6;
      return svg(
        "g",
        {
          class: "hb-link-badge",
          "data-hex": hexKey(end),
          "data-link": linkKey(link),
          transform: `translate(${fixed(x)} ${fixed(y)})`,
        },
        svg("rect", { x: -9, y: -7, width: 18, height: 14, rx: 7 }),
        svg("text", { y: "1" }, String(index + 1)),
        linkTitle(link, index + 1),
      );
    }),
  );
  return svg("g", { class: "hb-link-badges" }, ...badges);
}

/** The outline of the Link hexes tool's first hex while it waits for its pair (nothing when none). */
export function drawLinkPending(from: Hex | null): SVGElement {
  return svg(
    "g",
    { class: "hb-link-pending-layer" },
    from &&
      svg("polygon", { class: "hb-link-pending", "data-hex": hexKey(from), points: hexPoints(from, 2) }),
  );
}
