// A stand-in for Quench as far as the module's batches use it: `registerBatch(key, fn, options)`
// stores the batch; running it calls `fn` with Mocha-style `describe`/`it` (collected, then run
// one after another, as Mocha runs a suite's tests in order; https://mochajs.org/#bdd) and Chai's
// `assert` (vitest's). A test calling `this.skip()` is skipped (https://mochajs.org/#inclusive-tests).
import { assert } from "vitest";
import type { BatchContext, BatchRegistry } from "../../../src/foundry/quench/quench-batches";

/** What a batch's test came to. */
export interface TestOutcome {
  readonly suite: string;
  readonly title: string;
  readonly state: "passed" | "failed" | "skipped";
  readonly error?: unknown;
}

class Skipped extends Error {}

export class MiniQuench implements BatchRegistry {
  readonly batches = new Map<string, { fn: (context: BatchContext) => void; displayName: string }>();

  registerBatch(
    key: `${string}.${string}`,
    fn: (context: BatchContext) => void,
    options: { displayName: string; preSelected: boolean },
  ): void {
    this.batches.set(key, { fn, displayName: options.displayName });
  }

  /** Runs one batch: registers its suites and tests, then runs every test in order. */
  async run(key: string): Promise<TestOutcome[]> {
    const batch = this.batches.get(key);
    if (!batch) throw new Error(`No batch ${key}`);
    const tests: { suite: string; title: string; fn: (this: { skip(): never }) => Promise<void> }[] = [];
    let suite = "";
    batch.fn({
      describe(title, fn) {
        suite = title;
        fn.call({ timeout: () => undefined });
      },
      it(title, fn) {
        tests.push({ suite, title, fn });
      },
      assert,
    });
    const outcomes: TestOutcome[] = [];
    for (const test of tests) {
      const context = {
        skip(): never {
          throw new Skipped();
        },
      };
      try {
        await test.fn.call(context);
        outcomes.push({ suite: test.suite, title: test.title, state: "passed" });
      } catch (error) {
        outcomes.push({
          suite: test.suite,
          title: test.title,
          state: error instanceof Skipped ? "skipped" : "failed",
          ...(error instanceof Skipped ? {} : { error }),
        });
      }
    }
    return outcomes;
  }
}
