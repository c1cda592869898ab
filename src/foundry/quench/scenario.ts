// An in-world scenario: steps against a world driver, checked with a small subset of Chai's
// `assert` (Quench passes Chai's; vitest re-exports the same). Running one always cleans up what
// it created, whether its steps passed or failed.
import type { WorldDriver } from "./world-driver";

/** The assertions the scenarios use (Chai's `assert` API, https://www.chaijs.com/api/assert/). */
export interface Assert {
  ok(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  notDeepEqual(actual: unknown, expected: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  include(haystack: string, needle: string, message?: string): void;
}

/** One scenario: a title, the Foundry generations it does not apply to, its steps. */
export interface Scenario {
  readonly title: string;
  /** Why the scenario does not apply on this Foundry generation (it is skipped), or null. */
  skipOn?(generation: number): string | null;
  run(world: WorldDriver, assert: Assert): Promise<void>;
}

/** A Quench batch: its key (module id first, as Quench requires), its title and scenarios. */
export interface Batch {
  readonly key: `monster-autopilot.${string}`;
  readonly title: string;
  readonly scenarios: readonly Scenario[];
}

/**
 * Runs a scenario on a fresh world driver and then cleans up, whatever the outcome: a failed step
 * is reported after the clean-up; a failed clean-up is reported too (with the step's failure, if any).
 */
export async function runScenario(scenario: Scenario, world: WorldDriver, assert: Assert): Promise<void> {
  let failure: { cause: unknown } | null = null;
  try {
    await scenario.run(world, assert);
  } catch (cause) {
    failure = { cause };
  }
  try {
    await world.cleanUp();
  } catch (cleanup) {
    if (failure)
      throw new AggregateError([failure.cause, cleanup], "The scenario failed, and so did its clean-up", {
        cause: cleanup,
      });
    throw cleanup;
  }
  if (failure) throw failure.cause;
}
