import { z } from "zod";

/**
 * A monster's stat line as stored in module flags (on the actor, optionally overridden per token):
 * base move, attack range (0 = melee), flying, standee number (0 = none) and elite/normal. `type`
 * names the monster type whose ability presets apply (default: the actor's name).
 */
export const MonsterDataSchema = z.object({
  move: z.number().int().min(0).max(20),
  range: z.number().int().min(0).max(20),
  flying: z.boolean(),
  standee: z.number().int().min(0).max(99),
  elite: z.boolean(),
  type: z.string().max(80),
});
export type MonsterData = z.infer<typeof MonsterDataSchema>;

/** What a flag may hold: any subset of the fields (the rest come from the actor or the defaults). */
export const MonsterDataPatchSchema = MonsterDataSchema.partial();
export type MonsterDataPatch = z.infer<typeof MonsterDataPatchSchema>;

/** Defaults for a monster without data: a normal melee walker with Move 2. */
export const DEFAULT_MONSTER_DATA: MonsterData = {
  move: 2,
  range: 0,
  flying: false,
  standee: 0,
  elite: false,
  type: "",
};

/** The outcome of reading one flag: the patch, or what is wrong with it (field: issue). */
export type PatchReading =
  { readonly ok: true; readonly patch: MonsterDataPatch } | { readonly ok: false; readonly detail: string };

/** Reads a monster-data flag; an absent flag is an empty patch, a malformed one names the offending field. */
export function readMonsterDataPatch(raw: unknown): PatchReading {
  if (raw === undefined || raw === null) return { ok: true, patch: {} };
  const parsed = MonsterDataPatchSchema.safeParse(raw);
  if (parsed.success) return { ok: true, patch: parsed.data };
  const detail = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
  return { ok: false, detail };
}

/** Token data over actor data over the defaults; an empty type falls back to the actor's name. */
export function mergeMonsterData(
  actorPatch: MonsterDataPatch,
  tokenPatch: MonsterDataPatch,
  actorName: string,
): MonsterData {
  const defined = (patch: MonsterDataPatch) =>
    Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const merged: MonsterData = { ...DEFAULT_MONSTER_DATA, ...defined(actorPatch), ...defined(tokenPatch) };
  return { ...merged, type: merged.type.trim() || actorName };
}

/** The fields of `data` that differ from `base`: what a token stores to override its actor's data. */
export function diffMonsterData(data: MonsterData, base: MonsterData): MonsterDataPatch {
  const keys = Object.keys(data) as (keyof MonsterData)[];
  return Object.fromEntries(keys.filter((k) => data[k] !== base[k]).map((k) => [k, data[k]]));
}

/** The context of templates/gloomhaven/monster-data.hbs. */
export interface MonsterDataContext {
  readonly data: MonsterData;
  /** "actor": editing the monster type's data; "token": this standee's overrides. */
  readonly target: "actor" | "token";
  readonly targetName: string;
  readonly typePlaceholder: string;
  /** For a token: how it counts on a hex scene ("" = by its disposition). */
  readonly sides: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  /** For a token: the character tokens it may name as its summoner (none selected = not a summon of anyone). */
  readonly summoners: readonly SummonerChoice[];
  /** Prefix of element ids, unique per window. */
  readonly idPrefix: string;
}

/** Choices of a token's side override ("" = recognised by disposition, BM-13). */
const SIDE_CHOICES: readonly { readonly value: string; readonly label: string }[] = [
  { value: "", label: "MONSTER_AUTOPILOT.Hex.Data.SideAuto" },
  { value: "monster", label: "MONSTER_AUTOPILOT.Hex.Data.SideMonster" },
  { value: "character", label: "MONSTER_AUTOPILOT.Hex.Data.SideCharacter" },
  { value: "summon", label: "MONSTER_AUTOPILOT.Hex.Data.SideSummon" },
  { value: "ignore", label: "MONSTER_AUTOPILOT.Hex.Data.SideIgnore" },
];

/** The side select's entries with the current value selected. */
export function sideChoices(current: unknown): MonsterDataContext["sides"] {
  const value = SIDE_CHOICES.some((c) => c.value === current) ? current : "";
  return SIDE_CHOICES.map((c) => ({ ...c, selected: c.value === value }));
}

/** One entry of the "Summoned by" select: a character token, or a saved link to a token no longer there. */
export interface SummonerChoice {
  readonly value: string;
  readonly name: string;
  readonly selected: boolean;
  /** The saved summoner is not a character token of the scene (deleted, or no longer a character). */
  readonly missing: boolean;
}

/**
 * The "Summoned by" entries (BM-15, FO-5): the scene's character tokens, with the saved one
 * selected; a saved link to a token that is no longer a character stays listed, so saving the
 * form does not drop it unnoticed.
 */
export function summonerChoices(
  characters: readonly { readonly id: string; readonly name: string }[],
  current: unknown,
): SummonerChoice[] {
  const value = typeof current === "string" ? current : "";
  const choices = characters.map((c) => ({
    value: c.id,
    name: c.name,
    selected: c.id === value,
    missing: false,
  }));
  if (value !== "" && !choices.some((c) => c.selected))
    choices.push({ value, name: value, selected: true, missing: true });
  return choices;
}

/** The summoner chosen in the form: one of the offered token ids, or null (none, or a value not offered). */
export function readSummonerField(value: unknown, choices: readonly SummonerChoice[]): string | null {
  return typeof value === "string" && choices.some((c) => c.value === value) ? value : null;
}

/** Reads the monster-data form's fields (clamped; unreadable numbers keep the previous value). */
export function readMonsterDataForm(
  fields: Readonly<Record<string, unknown>>,
  previous: MonsterData,
): MonsterData {
  const int = (value: unknown, fallback: number, max: number) => {
    const n =
      typeof value === "number"
        ? value
        : typeof value === "string" && value.trim() !== ""
          ? Number(value)
          : NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(0, Math.trunc(n))) : fallback;
  };
  const bool = (value: unknown) => value === true || value === "on" || value === "true";
  return {
    move: int(fields["move"], previous.move, 20),
    range: int(fields["range"], previous.range, 20),
    flying: bool(fields["flying"]),
    standee: int(fields["standee"], previous.standee, 99),
    elite: bool(fields["elite"]),
    type: typeof fields["type"] === "string" ? fields["type"].trim().slice(0, 80) : previous.type,
  };
}
