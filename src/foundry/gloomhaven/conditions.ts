import type { ConditionKey } from "../../view/gloomhaven";

/**
 * Status effect ids that mean each condition (IN-2): Foundry's core ids ("stun", "restrain") and
 * the ids Gloomhaven-style systems and this module use.
 */
const CONDITION_STATUS_IDS: Readonly<Record<ConditionKey, readonly string[]>> = {
  muddled: ["muddled", "muddle"],
  stunned: ["stunned", "stun"],
  immobilized: ["immobilized", "immobilised", "immobilize", "restrain", "restrained"],
  disarmed: ["disarmed", "disarm"],
};

/** The conditions of a monster from its token's status effects (IN-2). */
export function conditionsFromStatuses(statuses: ReadonlySet<string>): Record<ConditionKey, boolean> {
  const has = (key: ConditionKey) => CONDITION_STATUS_IDS[key].some((id) => statuses.has(id));
  return {
    muddled: has("muddled"),
    stunned: has("stunned"),
    immobilized: has("immobilized"),
    disarmed: has("disarmed"),
  };
}

/** Status effects this module adds when the world's system has none with that id (icons from Foundry's core set). */
const MODULE_STATUS_EFFECTS: readonly {
  readonly id: ConditionKey;
  readonly name: string;
  readonly img: string;
}[] = [
  { id: "muddled", name: "MONSTER_AUTOPILOT.Hex.Condition.Muddled", img: "icons/svg/daze.svg" },
  { id: "immobilized", name: "MONSTER_AUTOPILOT.Hex.Condition.Immobilized", img: "icons/svg/net.svg" },
  { id: "disarmed", name: "MONSTER_AUTOPILOT.Hex.Condition.Disarmed", img: "icons/svg/downgrade.svg" },
];

/** The module's status effects missing from a status list (added on "init" so the GM can set them from the token HUD). */
export function missingStatusEffects(existing: readonly { readonly id: string }[]) {
  const ids = new Set(existing.map((s) => s.id));
  return MODULE_STATUS_EFFECTS.filter((effect) => !CONDITION_STATUS_IDS[effect.id].some((id) => ids.has(id)));
}

/** A status effect entry as CONFIG.statusEffects holds it. */
interface StatusEffectEntry {
  readonly id: string;
}

/**
 * `CONFIG.statusEffects` in either shape: an array on v13
 * (https://foundryvtt.com/api/variables/CONFIG.statusEffects.html) and a record keyed by id on v14
 * (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html).
 */
export type StatusEffectRegistry = StatusEffectEntry[] | Record<string, StatusEffectEntry>;

/** The entries of the status effect registry, whatever its shape. */
function statusEffectList(registry: StatusEffectRegistry): StatusEffectEntry[] {
  return Array.isArray(registry) ? registry : Object.values(registry);
}

/**
 * Adds the module's missing status effects: pushed onto v13's array, set by id in v14's record
 * (array-style edits are not reliable there).
 */
export function addModuleStatusEffects(registry: StatusEffectRegistry): void {
  const missing = missingStatusEffects(statusEffectList(registry));
  if (Array.isArray(registry)) registry.push(...missing);
  else for (const effect of missing) registry[effect.id] = { ...effect };
}
