// Linked hexes on the canvas (LH-1): a link is board information, so every client that views a
// played hex scene draws each pair as a chain-coloured line between the two hex centres, with a
// ring at each end. Loaded on every client (register-init.ts): it stays small and uses no schema
// library; the GM's reader (hex-links.ts) validates the flag and the self-check names bad pairs.
import { HEX_FLAGS, MODULE_ID } from "../constants";
import { guarded } from "../report-failure";
import { isPlayedScene } from "./played-scenes";

const LINK_COLOUR = 0x3fa7c9;
const OUTLINE = 0x111111;

interface Offset {
  readonly i: number;
  readonly j: number;
}

const isOffset = (v: unknown): v is Offset =>
  typeof v === "object" &&
  v !== null &&
  Number.isInteger((v as { i?: unknown }).i) &&
  Number.isInteger((v as { j?: unknown }).j);

/** The well-formed pairs of a raw `links` flag, at most `max` (what is drawn; the reader refuses the rest). */
function drawablePairs(flag: unknown, max = 500): [Offset, Offset][] {
  if (!Array.isArray(flag)) return [];
  const pairs: [Offset, Offset][] = [];
  for (const entry of flag.slice(0, max) as unknown[]) {
    const { a, b } = (typeof entry === "object" && entry !== null ? entry : {}) as {
      a?: unknown;
      b?: unknown;
    };
    if (isOffset(a) && isOffset(b) && (a.i !== b.i || a.j !== b.j)) pairs.push([a, b]);
  }
  return pairs;
}

let graphics: PIXI.Graphics | undefined;

/** Draws the viewed scene's links anew (nothing on a scene not played with the module or not hexagonal). */
function drawSceneLinks(): void {
  if (graphics && !graphics.destroyed) graphics.clear();
  const scene = canvas?.scene;
  if (!canvas?.ready || !scene || !canvas.grid?.isHexagonal || !isPlayedScene(scene)) return;
  const pairs = drawablePairs(scene.getFlag(MODULE_ID, HEX_FLAGS.links));
  if (pairs.length === 0 || canvas.interface === undefined) return;
  if (!graphics || graphics.destroyed) {
    graphics = new PIXI.Graphics();
    canvas.interface.addChild(graphics);
  }
  const grid = canvas.grid;
  const ring = grid.size * 0.18;
  for (const [a, b] of pairs) {
    const p = grid.getCenterPoint(a);
    const q = grid.getCenterPoint(b);
    graphics.lineStyle(9, OUTLINE, 0.7).moveTo(p.x, p.y).lineTo(q.x, q.y);
    graphics.lineStyle(5, LINK_COLOUR, 0.9).moveTo(p.x, p.y).lineTo(q.x, q.y);
    graphics.lineStyle(4, LINK_COLOUR, 0.9);
    graphics.drawCircle(p.x, p.y, ring);
    graphics.drawCircle(q.x, q.y, ring);
  }
}

/** Redraws the links when a scene is drawn and when the viewed scene's links or played flag change (every client). */
export function registerLinkDrawing(): void {
  const redraw = guarded("MONSTER_AUTOPILOT.Hex.Links.Failure", drawSceneLinks);
  Hooks.on("canvasReady", () => {
    // The canvas tears down its interface children with the old scene.
    graphics = undefined;
    redraw();
  });
  Hooks.on("updateScene", (scene, changed) => {
    if (scene.id !== canvas?.scene?.id) return;
    const ours = (changed as { flags?: Record<string, Record<string, unknown> | null | undefined> }).flags?.[
      MODULE_ID
    ];
    const keys = [HEX_FLAGS.links, HEX_FLAGS.played];
    if (ours && keys.some((k) => k in ours || `-=${k}` in ours)) redraw();
  });
}
