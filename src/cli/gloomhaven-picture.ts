import { hexKey, type Hex } from "../core/hex";
import type { Scenario, TurnOption } from "../core/gloomhaven";
import { paint, type Colour, type TerminalStyle } from "./terminal";

/** What to mark on a board picture: one option of a turn, its focus, and the figures' letters. */
export interface PictureMarks {
  readonly option: TurnOption;
  readonly letters: ReadonlyMap<string, string>;
}

interface Token {
  readonly text: string;
  readonly colour?: Colour;
}

const GLYPHS = {
  unicode: {
    floor: "·",
    wall: "█",
    obstacle: "▲",
    trap: "×",
    hazardous: "!",
    difficult: "≈",
    icy: "◇",
    area: "∗",
    start: "○",
  },
  ascii: {
    floor: ".",
    wall: "#",
    obstacle: "O",
    trap: "T",
    hazardous: "H",
    difficult: "D",
    icy: "I",
    area: "*",
    start: "o",
  },
} as const;

const STEP_MARKS = "123456789abcdefghijklmnopqrstuvwxyz";

/**
 * Draws a hex board in the terminal (flat-top columns, odd columns half a hex up, as in the
 * corpus): terrain, figures by letter, the monster's path by step number, its end hex, the
 * focus and targets, and the first area placement. Plain ASCII unless the style allows Unicode.
 */
export function drawBoard(scenario: Scenario, marks: PictureMarks, style: TerminalStyle): string[] {
  const glyph = style.unicode ? GLYPHS.unicode : GLYPHS.ascii;
  const { board } = scenario;
  const { option } = marks;
  const tokens = new Map<string, Token>();
  for (const h of board.hexes) tokens.set(hexKey(h), { text: ` ${glyph.floor} `, colour: "dim" });
  for (const h of board.wallHexes)
    tokens.set(hexKey(h), { text: `${glyph.wall}${glyph.wall}${glyph.wall}`, colour: "dim" });
  for (const t of board.terrain) tokens.set(hexKey(t.at), { text: ` ${glyph[t.kind]} `, colour: "cyan" });
  for (const h of option.areaPlacements[0] ?? []) {
    if (tokens.has(hexKey(h))) tokens.set(hexKey(h), { text: ` ${glyph.area} `, colour: "red" });
  }
  option.path.forEach((h, i) => {
    if (i > 0 && i < option.path.length - 1)
      tokens.set(hexKey(h), { text: ` ${STEP_MARKS[(i - 1) % STEP_MARKS.length]} `, colour: "yellow" });
  });
  for (const f of scenario.figures) {
    if (f.id === scenario.activeId) continue;
    const letter = marks.letters.get(f.id) ?? "?";
    const target = option.targets.includes(f.id);
    const focus = option.focus.includes(f.id);
    const [open, close] = target && focus ? "{}" : target ? "[]" : focus ? "()" : "  ";
    tokens.set(hexKey(f.at), {
      text: `${open}${letter}${close}`,
      colour: target ? "red" : focus ? "magenta" : "blue",
    });
  }
  const mover = scenario.figures.find((f) => f.id === scenario.activeId)!;
  if (option.path.length > 1) tokens.set(hexKey(mover.at), { text: ` ${glyph.start} `, colour: "yellow" });
  tokens.set(hexKey(option.endHex), { text: "<M>", colour: "green" });
  return layout(tokens, [...board.hexes, ...board.wallHexes], style);
}

/** Places 3-character tokens on a staggered grid: column q at x = 4q, odd columns one line higher. */
function layout(tokens: ReadonlyMap<string, Token>, hexes: readonly Hex[], style: TerminalStyle): string[] {
  const cells = hexes.map((h) => ({ h, col: h.q, row: h.r + Math.floor(h.q / 2) }));
  const minCol = Math.min(...cells.map((c) => c.col));
  const maxRow = Math.max(...cells.map((c) => c.row));
  const minRow = Math.min(...cells.map((c) => c.row));
  const lines: { x: number; token: Token }[][] = Array.from({ length: 2 * (maxRow - minRow) + 2 }, () => []);
  for (const { h, col, row } of cells) {
    const line = 2 * (maxRow - row) + (Math.abs(col) % 2 === 1 ? 0 : 1);
    lines[line]!.push({ x: (col - minCol) * 3, token: tokens.get(hexKey(h))! });
  }
  // Column numbers (q) over the board, each over its column's centre (a line is indented by two).
  let header = "q";
  for (let col = minCol; col <= Math.max(...cells.map((c) => c.col)); col++)
    header += " ".repeat(Math.max(1, 3 + (col - minCol) * 3 - header.length)) + String(col);
  const rows = lines
    .map((row) => {
      let text = "";
      for (const { x, token } of row.sort((a, b) => a.x - b.x)) {
        text += " ".repeat(Math.max(0, x - visibleLength(text)));
        text += token.colour ? paint(style, token.colour, token.text) : token.text;
      }
      return `  ${text}`.trimEnd();
    })
    .filter((line) => line.trim().length > 0);
  return [paint(style, "dim", header), ...rows];
}

function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/\u001b\[[0-9;]*m/g, "")].length;
}
