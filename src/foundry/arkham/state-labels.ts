// What every client shows of the Arkham game state on the board (no rules core here: this file is
// part of the player's small load, see gm-part-loader.ts).

/** A text drawn on the board at a point. */
export interface BoardLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

/** The public part of the stored state, read field by field; anything malformed is left out. */
export interface PublicState {
  readonly terror: number;
  readonly doom: number;
  readonly doomTrack: number;
  readonly ancientOne: string | null;
  readonly environment: string | null;
  readonly rumor: string | null;
  readonly gates: readonly { readonly at: string; readonly world: string; readonly dimension: string }[];
  readonly elderSigns: readonly string[];
  readonly clues: readonly { readonly at: string; readonly count: number }[];
  readonly closed: readonly string[];
  readonly outskirts: readonly string[];
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const whole = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 99 ? v : undefined;
const text = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v.slice(0, 200) : null);
const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.slice(0, 200).flatMap((x) => (text(x) === null ? [] : [String(x)])) : [];

/**
 * Reads the public fields of the `arkhamState` flag (mythos §S) on any client: never the cup, the
 * gate pile or the Mythos deck (GM-only), never thrown. Undefined when there is no version-1 state.
 */
export function readPublicState(flag: unknown): PublicState | undefined {
  const f = record(flag);
  const terror = whole(f["terror"]);
  const doom = whole(f["doom"]);
  const doomTrack = whole(f["doomTrack"]);
  if (f["version"] !== 1 || terror === undefined || doom === undefined || doomTrack === undefined)
    return undefined;
  return {
    terror,
    doom,
    doomTrack,
    ancientOne: text(f["ancientOne"]),
    environment: text(f["environment"]),
    rumor: text(f["rumor"]),
    gates: Object.entries(record(f["gates"])).flatMap(([at, m]) => {
      const world = text(record(m)["world"]);
      const dimension = text(record(m)["dimension"]);
      return world === null || dimension === null ? [] : [{ at, world, dimension }];
    }),
    elderSigns: texts(f["elderSigns"]),
    clues: Object.entries(record(f["clues"])).flatMap(([at, n]) => {
      const count = whole(n);
      return count === undefined || count === 0 ? [] : [{ at, count }];
    }),
    closed: texts(f["closed"]),
    outskirts: Array.isArray(f["outskirts"])
      ? f["outskirts"].slice(0, 99).flatMap((m) => {
          const name = text(record(m)["name"]);
          return name === null ? [] : [name];
        })
      : [],
  };
}

/** The words the labels use, in the client's language. */
export interface LabelWords {
  tracks(s: PublicState): string;
  gate(world: string, dimension: string): string;
  elderSign(): string;
  clues(count: number): string;
  closed(): string;
  outskirts(names: string): string;
}

/**
 * The board labels of a state: the tracks (terror, doom of the track, Ancient One, environment,
 * rumor) at the scene's top-left corner, and at each area's centre its gate, elder sign, clues and
 * whether it is closed; the Outskirts' monsters at the Outskirts, or under the tracks without a region.
 */
export function boardLabels(
  s: PublicState,
  centreOf: (areaId: string) => { x: number; y: number } | undefined,
  corner: { x: number; y: number },
  outskirtsId: string,
  words: LabelWords,
): BoardLabel[] {
  const lines = new Map<string, string[]>();
  const add = (at: string, line: string) => lines.set(at, [...(lines.get(at) ?? []), line]);
  for (const g of s.gates) add(g.at, words.gate(g.world, g.dimension));
  for (const at of s.elderSigns) add(at, words.elderSign());
  for (const c of s.clues) add(c.at, words.clues(c.count));
  for (const at of s.closed) add(at, words.closed());
  const labels: BoardLabel[] = [{ text: words.tracks(s), ...corner }];
  if (s.outskirts.length > 0) {
    const line = words.outskirts(s.outskirts.join(", "));
    const at = centreOf(outskirtsId);
    labels.push(at === undefined ? { text: line, x: corner.x, y: corner.y + 120 } : { text: line, ...at });
  }
  for (const [at, texts] of lines) {
    const centre = centreOf(at);
    if (centre !== undefined) labels.push({ text: texts.join("\n"), ...centre });
  }
  return labels;
}
