// The module's world settings around a live scenario: read before it runs, and every one it
// changed (the scenario's own set-up, or the module's state such as the Arkham phase) written back.
import { MODULE_ID } from "../constants";

/** `game.settings.get/set(namespace, key)` with dynamic keys (https://foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html). */
export interface SettingsAccess {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

/** The registered settings (`ClientSettings#settings`, keyed "namespace.key"), as far as read here. */
type Registered = ReadonlyMap<
  string,
  { readonly namespace?: string; readonly key?: string; readonly scope?: unknown }
>;

/** The module's world settings and their values, as JSON. */
export function readModuleSettings(access: SettingsAccess, registered: Registered): Map<string, string> {
  const values = new Map<string, string>();
  for (const config of registered.values()) {
    if (config.namespace !== MODULE_ID || config.scope !== "world" || !config.key) continue;
    values.set(config.key, JSON.stringify(access.get(MODULE_ID, config.key)) ?? "null");
  }
  return values;
}

/** Writes back every module world setting whose value changed; returns how many. */
export async function restoreModuleSettings(
  access: SettingsAccess,
  before: ReadonlyMap<string, string>,
): Promise<number> {
  let restored = 0;
  for (const [key, json] of before) {
    if ((JSON.stringify(access.get(MODULE_ID, key)) ?? "null") === json) continue;
    await access.set(MODULE_ID, key, JSON.parse(json));
    restored++;
  }
  return restored;
}
