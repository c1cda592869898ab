// Walking and changing parsed JSON for the bad-input tests: every field's path, and a copy with one value replaced.

export type Segment = string | number;

/** A place in a JSON value: its segments and its `$.a[0].b` text. */
export interface JsonPlace {
  readonly segments: readonly Segment[];
  readonly text: string;
}

const textOf = (segments: readonly Segment[]): string =>
  `$${segments.map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("")}`;

/** Every object key at any depth, and the first and last item of every list (the value itself first, as `$`). */
export function jsonPaths(value: unknown, prefix: readonly Segment[] = []): JsonPlace[] {
  const here = { segments: prefix, text: textOf(prefix) };
  if (Array.isArray(value)) {
    const ends = [...new Set([0, value.length - 1])].filter((i) => i >= 0);
    return [here, ...ends.flatMap((i) => jsonPaths(value[i], [...prefix, i]))];
  }
  if (typeof value === "object" && value !== null) {
    return [here, ...Object.entries(value).flatMap(([key, child]) => jsonPaths(child, [...prefix, key]))];
  }
  return [here];
}

/** Every place at any depth (all list items), for picking one at random. */
export function allJsonPaths(value: unknown, prefix: readonly Segment[] = []): (readonly Segment[])[] {
  const children: [Segment, unknown][] = Array.isArray(value)
    ? value.map((child, i) => [i, child])
    : typeof value === "object" && value !== null
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => allJsonPaths(child, [...prefix, key]))];
}

/** A deep copy of `value` with the value at `segments` replaced (`undefined` deletes an object key or list item). */
export function setAt(value: unknown, segments: readonly Segment[], replacement: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    const index = Number(head);
    if (rest.length === 0 && replacement === undefined) copy.splice(index, 1);
    else copy[index] = setAt(copy[index], rest, replacement);
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (rest.length === 0 && replacement === undefined)
    return Object.fromEntries(entries.filter(([key]) => key !== String(head)));
  const copy = Object.fromEntries(entries);
  copy[String(head)] = setAt(copy[String(head)], rest, replacement);
  return copy;
}

/** The value at `segments`. */
export function getAt(value: unknown, segments: readonly Segment[]): unknown {
  return segments.reduce<unknown>((v, key) => (v as Record<Segment, unknown> | undefined)?.[key], value);
}
