// The in-world batches as Quench batches: one Mocha suite per batch, one test per scenario, each
// scenario on a fresh world driver that deletes what it created whatever the outcome
// (https://github.com/Ethaks/FVTT-Quench: `quench.registerBatch(key, fn, options)`, `fn` given
// Mocha's `describe`/`it` and Chai's `assert`).
import { runScenario, type Assert, type Batch } from "./scenario";
import type { WorldDriver } from "./world-driver";

/** A live scenario's time limit: a world round trip per step, windows rendering, tokens animating. */
const SCENARIO_TIMEOUT_MS = 60_000;

/** The part of a Mocha suite a batch uses (https://mochajs.org/#timeouts). */
interface SuiteLike {
  timeout(ms: number): unknown;
}

/** The part of a Mocha test context a scenario uses (https://mochajs.org/#inclusive-tests). */
interface TestLike {
  skip(): unknown;
}

/** What Quench passes a batch's registration function (QuenchBatchContext, the part used here). */
export interface BatchContext {
  describe(title: string, fn: (this: SuiteLike) => void): unknown;
  it(title: string, fn: (this: TestLike) => Promise<void>): unknown;
  readonly assert: Assert;
}

/** The part of Quench's API that registers batches. */
export interface BatchRegistry {
  registerBatch(
    key: `${string}.${string}`,
    fn: (context: BatchContext) => void,
    options: { displayName: string; preSelected: boolean },
  ): void;
}

/** Registers every batch with Quench; each scenario runs on a new driver from `makeWorld`. */
export function registerBatches(
  quench: BatchRegistry,
  batches: readonly Batch[],
  makeWorld: () => WorldDriver,
): void {
  for (const batch of batches)
    quench.registerBatch(
      batch.key,
      ({ describe, it, assert }) => {
        describe(batch.title, function () {
          this.timeout(SCENARIO_TIMEOUT_MS);
          for (const scenario of batch.scenarios)
            it(scenario.title, async function () {
              const world = makeWorld();
              if (scenario.skipOn?.(world.generation)) {
                this.skip();
                return;
              }
              await runScenario(scenario, world, assert);
            });
        });
      },
      { displayName: `Monster Autopilot: ${batch.title}`, preSelected: true },
    );
}
