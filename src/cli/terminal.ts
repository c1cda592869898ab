/** What the output terminal can show: Unicode box/hex glyphs and ANSI colours, or plain text. */
export interface TerminalStyle {
  readonly unicode: boolean;
  readonly color: boolean;
}

/** Decides the style from the environment: colour only on a TTY without NO_COLOR; Unicode unless the locale is plain C/POSIX or MONSTER_AUTOPILOT_ASCII is set. */
export function detectTerminalStyle(env: NodeJS.ProcessEnv, isTty: boolean): TerminalStyle {
  const locale = env["LC_ALL"] ?? env["LC_CTYPE"] ?? env["LANG"] ?? "";
  const plainLocale = locale === "C" || locale === "POSIX";
  const unicode = env["MONSTER_AUTOPILOT_ASCII"] === undefined && !plainLocale;
  const color = isTty && env["NO_COLOR"] === undefined && env["TERM"] !== "dumb";
  return { unicode, color };
}

const ANSI = {
  reset: "\u001b[0m",
  bold: "\u001b[1m",
  dim: "\u001b[2m",
  red: "\u001b[31m",
  green: "\u001b[32m",
  yellow: "\u001b[33m",
  blue: "\u001b[34m",
  magenta: "\u001b[35m",
  cyan: "\u001b[36m",
} as const;

export type Colour = Exclude<keyof typeof ANSI, "reset">;

/** Wraps text in an ANSI colour when the terminal supports it. */
export function paint(style: TerminalStyle, colour: Colour, text: string): string {
  return style.color ? `${ANSI[colour]}${text}${ANSI.reset}` : text;
}

const ASCII_FOR: Readonly<Record<string, string>> = {
  "—": "-",
  "–": "-",
  "…": "...",
  "→": "->",
  "’": "'",
  "“": '"',
  "”": '"',
};

/** Text for a plain terminal: the few typographic characters of the English messages spelled in ASCII. */
export function asciiText(text: string): string {
  return text.replace(/[—–…→’“”]/g, (c) => ASCII_FOR[c] ?? c);
}
