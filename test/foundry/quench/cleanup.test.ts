// @vitest-environment happy-dom
// Each in-world batch deletes everything it created even when a step fails: the batches run as
// Quench runs them (MiniQuench), on a driver whose first wait or read of the module's answer
// fails after the world was set up; the world afterwards holds exactly what it held before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerBatches } from "../../../src/foundry/quench/quench-batches";
import { BATCHES } from "../../../src/foundry/quench/scenarios";
import type { WorldDriver } from "../../../src/foundry/quench/world-driver";
import { MiniQuench } from "./mini-quench";
import { scenarioWorld } from "./world";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const INJECTED = "injected failure";

/** Scenes the scenarios created before their injected failure. */
const made = { scenes: 0 };

/** The driver, failing the first time the scenario waits for the world or asks the module's API. */
function failingAtFirstWait(driver: WorldDriver): WorldDriver {
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    throw new Error(INJECTED);
  };
  return new Proxy(driver, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (name === "until" || name === "wait" || name === "api") fail();
        if (name === "createScene") made.scenes++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

describe("a batch whose step fails still deletes what it created", () => {
  for (const batch of BATCHES)
    it(batch.key, async () => {
      const { driver, inventory } = await scenarioWorld(14);
      const before = inventory();
      made.scenes = 0;
      const quench = new MiniQuench();
      registerBatches(quench, [batch], () => failingAtFirstWait(driver()));
      const outcomes = await quench.run(batch.key);
      expect(outcomes.map((o) => o.state)).toEqual(batch.scenarios.map(() => "failed"));
      for (const o of outcomes) expect(String(o.error)).toContain(INJECTED);
      expect(made.scenes).toBeGreaterThanOrEqual(batch.scenarios.length);
      expect(inventory()).toEqual(before);
    });
});
