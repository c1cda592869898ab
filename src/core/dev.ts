/**
 * Development-build checks of the core's contracts. `import.meta.env.DEV` is a build-time constant:
 * Vite sets it in the dev server and under Vitest, and replaces it with `false` in the production
 * bundles (the Foundry module, the CLI), where these checks then cost nothing. Under plain Node
 * without a bundler there is no `import.meta.env`, and the checks are off.
 */
const DEV = (import.meta as { readonly env?: { readonly DEV?: boolean } }).env?.DEV === true;

/**
 * Deep-freezes a value in development builds (objects and arrays, recursively), so that code
 * which breaks an immutability contract fails where it writes; returns the value unchanged
 * otherwise.
 */
export function freezeInDev<T>(value: T): T {
  if (DEV) deepFreeze(value);
  return value;
}

/** Values already frozen all the way down (a board is handed in again on every turn). */
const deeplyFrozen = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || deeplyFrozen.has(value)) return;
  deeplyFrozen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}
