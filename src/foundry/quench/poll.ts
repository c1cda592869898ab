// Waiting for the world: a scenario step waits for what it expects (a window rendered, a token at
// its end hex) by asking again every few milliseconds, for a bounded time, and fails naming it.

/** How often a probe is asked again, and for how long in all. */
const POLL = { everyMs: 50, timeoutMs: 10_000 } as const;

/** Asks `probe` until it returns something other than undefined, null or false; fails after POLL.timeoutMs naming `what`. */
export async function pollUntil<T>(
  what: string,
  probe: () => T | undefined | null | false,
  wait: (ms: number) => Promise<void>,
  timeoutMs: number = POLL.timeoutMs,
): Promise<T> {
  for (let waited = 0; ; waited += POLL.everyMs) {
    const found = probe();
    if (found !== undefined && found !== null && found !== false) return found;
    if (waited >= timeoutMs) throw new Error(`Waited ${timeoutMs / 1000} s in vain for: ${what}`);
    await wait(POLL.everyMs);
  }
}
