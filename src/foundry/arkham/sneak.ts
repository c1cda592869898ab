/**
 * Reads a dotted data path ("system.skills.sneak") from an actor-like object, the way Foundry's
 * `getProperty` does, without touching Foundry globals. Missing steps give `undefined`.
 */
export function readDataPath(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const step of path.split(".").filter((part) => part !== "")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** A number from a data value: plain numbers, numeric strings, or `{value}` objects (common in system data). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  if (typeof value === "object" && value !== null && "value" in value) return toNumber(value.value);
  return undefined;
}

/** Where an investigator's Sneak came from, for the GM's window. */
export type SneakSource = "override" | "actor";

/** An investigator's current Sneak (rules §4: ties between targets go by lowest Sneak), or why it is unknown. */
export type SneakReading =
  | { readonly kind: "known"; readonly sneak: number; readonly source: SneakSource }
  | { readonly kind: "unknown"; readonly path: string };

/**
 * An investigator's Sneak: the per-token override when set, otherwise the
 * value at the configured actor data path. Never guessed: a missing value is `unknown`.
 */
export function readSneak(actor: unknown, path: string, override: unknown): SneakReading {
  const fromOverride = toNumber(override);
  if (fromOverride !== undefined) return { kind: "known", sneak: fromOverride, source: "override" };
  const fromActor = path.trim() === "" ? undefined : toNumber(readDataPath(actor, path.trim()));
  if (fromActor !== undefined) return { kind: "known", sneak: fromActor, source: "actor" };
  return { kind: "unknown", path };
}
