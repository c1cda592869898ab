// Only GMs use the rules cores, the data and the windows, so they are not part of the module's
// entry script: a GM's client loads them with `import()` (a chunk next to the entry) on "ready",
// and a player's client never does. Settings and keybindings stay in the entry because Foundry
// takes them only during "init", before it is known whether this client is a GM's
// (https://foundryvtt.com/api/classes/foundry.helpers.ClientSettings.html#register,
// https://foundryvtt.com/api/classes/foundry.helpers.interaction.ClientKeybindings.html#register).
import type { GmPart } from "./gm-part";
import { guarded, reportFailure } from "./report-failure";

const LOAD_FAILED = "MONSTER_AUTOPILOT.Failure.LoadGmPart";

let part: GmPart | undefined;
let loading: Promise<GmPart> | undefined;

/** The GM part once loaded on this client (always undefined on a player's client). */
export function loadedGmPart(): GmPart | undefined {
  return part;
}

/**
 * Loads the GM part once: its chunk, then its hooks and windows (`startGmPart`). A failed load is
 * forgotten, so the next use tries again.
 */
export function loadGmPart(): Promise<GmPart> {
  loading ??= import("./gm-part").then(
    ({ startGmPart }) => (part = startGmPart()),
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/**
 * Runs a GM action with the GM part, loading it first when it is not there yet (a keybinding or a
 * menu used before "ready" finished); nothing on a player's client. A failure to load, or of the
 * action, is reported to the GM as a localized notification naming what failed, with the cause in
 * the console.
 */
export function withGmPart(action: string, use: (gm: GmPart) => unknown): void {
  if (!game.user?.isGM) return;
  if (part) {
    guarded(action, use)(part);
    return;
  }
  loadGmPart().then(
    (gm) => guarded(action, use)(gm),
    (cause: unknown) => reportFailure(LOAD_FAILED, cause),
  );
}

/**
 * On "ready": a GM's client loads the GM part, then tells other modules the module is ready
 * (`monster-autopilot.ready`); a player's client tells them at once. A failed load is reported.
 */
export function startOnReady(announce: () => void): void {
  Hooks.once("ready", () => {
    if (!game.user?.isGM) return announce();
    loadGmPart().then(announce, (cause: unknown) => reportFailure(LOAD_FAILED, cause));
  });
  // A user made GM while connected gets the GM part without reloading.
  Hooks.on("updateUser", (user, changed) => {
    if (user.isSelf && "role" in changed && game.user?.isGM && !part)
      loadGmPart().catch((cause: unknown) => reportFailure(LOAD_FAILED, cause));
  });
}
