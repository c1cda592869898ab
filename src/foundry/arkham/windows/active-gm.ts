/** Only the active GM computes and moves; other users get a warning and nothing happens. */
export function requireActiveGM(): boolean {
  if (game.user?.isActiveGM) return true;
  ui.notifications?.warn("MONSTER_AUTOPILOT.Arkham.Mythos.ActiveGMOnly", { localize: true });
  return false;
}

/** Shows notices from an action as information toasts. */
export function notifyAll(notices: readonly string[]): void {
  for (const notice of notices) ui.notifications?.info(notice);
}
