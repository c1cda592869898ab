// Keys a case format does not know: the case readers ignore them (the zod object schemas strip
// unknown keys), so a misspelled `"flyng": true` would answer as if the monster did not fly. The
// command line names each one on stderr, with its place and the nearest key it knows; the
// answers, and so `solve --json`, stay as they are.
import { caseId, type KeyShape } from "./case-family";
import { readable, type Io } from "./io";

/** The most unknown keys named in one run; the rest are counted at the end. */
const MAX_KEY_WARNINGS = 20;

/** The most characters of a key a warning quotes. */
const QUOTED_CHARS = 60;

/**
 * A shape with its keys in a Map (JSON keys such as "constructor" are not mistaken for known ones)
 * and, per object place, the key sequence last found all known: the cases of a file mostly repeat
 * their key sequences, and comparing a key with the one at its place before is cheaper than a
 * lookup (this runs on every case of `solve --json`).
 */
type Compiled =
  | null
  | { readonly list: Compiled }
  | {
      readonly keys: ReadonlyMap<string, Compiled>;
      /** The keys whose values are looked into, with their shapes. */
      readonly nested: readonly (readonly [string, Compiled])[];
      last: string[];
    };

function compile(shape: KeyShape): Compiled {
  if (shape === null) return null;
  if (Array.isArray(shape)) return { list: compile((shape as readonly [KeyShape])[0]) };
  const keys = new Map<string, Compiled>();
  for (const [key, value] of Object.entries(shape)) keys.set(key, compile(value));
  return { keys, nested: [...keys].filter(([, v]) => v !== null), last: [] };
}

/** The edit distance of two keys (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(
        Math.min(
          (row[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The known key nearest to `key` (the first of equally near ones). */
function nearest(key: string, known: ReadonlyMap<string, Compiled>): string {
  let best = "";
  let bestDistance = Infinity;
  for (const candidate of known.keys()) {
    const d = distance(key.slice(0, QUOTED_CHARS), candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

const quote = (key: string): string =>
  JSON.stringify(key.length > QUOTED_CHARS ? `${key.slice(0, QUOTED_CHARS)}…` : key);

/** The keys of an object in order if all are known, else an empty list (nothing to compare with). */
function knownKeysOf(object: Record<string, unknown>, known: ReadonlyMap<string, unknown>): string[] {
  const keys = Object.keys(object);
  return keys.every((key) => known.has(key)) ? keys : [];
}

const pathKey = (key: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${quote(key)}]`;

/**
 * Warns on stderr, once per unknown key, for the cases of one file: `check(raw, index)` for each
 * case, `finish()` at the end (how many went unnamed past {@link MAX_KEY_WARNINGS}).
 */
export function unknownKeyWarnings(shapeOf: (raw: unknown) => KeyShape | undefined, file: string, io: Io) {
  // A file may mix case formats (Gloomhaven-family versions 1 and 2): each shape is compiled once.
  const compiledShapes = new Map<KeyShape, Compiled>();
  const compiledFor = (raw: unknown): Compiled => {
    const shape = shapeOf(raw);
    if (shape === undefined) return null;
    let compiled = compiledShapes.get(shape);
    if (compiled === undefined) compiledShapes.set(shape, (compiled = compile(shape)));
    return compiled;
  };
  let found = 0;
  // The way from the case to the value being walked; made into a path only for a warning.
  const segments: (string | number)[] = [];
  const warn = (raw: unknown, index: number, key: string, known: ReadonlyMap<string, Compiled>) => {
    found++;
    if (found > MAX_KEY_WARNINGS) return;
    const path = segments.map((s) => (typeof s === "number" ? `[${s}]` : pathKey(s))).join("");
    io.err(
      readable(
        `monster-autopilot: warning: ${file}: ${caseId(raw, index)}: $${path}${pathKey(key)}: unknown key ${quote(key)} ignored (nearest known key: ${quote(nearest(key, known))})\n`,
      ),
    );
  };
  /** Walks the value along its shape: only objects the shape knows are looked into. */
  const walk = (raw: unknown, index: number, value: unknown, at: Compiled): void => {
    if (at === null || typeof value !== "object" || value === null) return;
    if ("list" in at) {
      if (!Array.isArray(value) || at.list === null) return;
      for (let i = 0; i < value.length; i++) {
        segments.push(i);
        walk(raw, index, value[i], at.list);
        segments.pop();
      }
      return;
    }
    if (Array.isArray(value)) return;
    const object = value as Record<string, unknown>;
    // The key sequence as the one last found all known, or else each key looked up.
    const { last } = at;
    let i = 0;
    let same = true;
    for (const key in object) {
      if (same && last[i] === key) {
        i++;
        continue;
      }
      same = false;
      if (!at.keys.has(key)) warn(raw, index, key, at.keys);
    }
    if (!same || i !== last.length) at.last = knownKeysOf(object, at.keys);
    const { nested } = at;
    for (let k = 0; k < nested.length; k++) {
      const [key, inner] = nested[k] ?? ["", null];
      const inside = object[key];
      if (inside === undefined) continue;
      segments.push(key);
      walk(raw, index, inside, inner);
      segments.pop();
    }
  };
  return {
    check: (raw: unknown, index: number): void => walk(raw, index, raw, compiledFor(raw)),
    finish: (): void => {
      if (found > MAX_KEY_WARNINGS)
        io.err(
          readable(
            `monster-autopilot: warning: ${file}: and ${found - MAX_KEY_WARNINGS} more unknown keys\n`,
          ),
        );
    },
  };
}
