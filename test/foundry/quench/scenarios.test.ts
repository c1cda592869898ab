// @vitest-environment happy-dom
// The in-world scenarios (the bodies the Quench batches run in Foundry) on the fake runtime, in a
// world of two GMs and a player: each scenario passes and leaves the world as it found it. The hex
// main path runs on v13 and v14 (their token moves differ); a scenario for v14 only runs there.
import { afterEach, assert, describe, expect, it, vi } from "vitest";
import { runScenario, type Scenario } from "../../../src/foundry/quench/scenario";
import { BATCHES } from "../../../src/foundry/quench/scenarios";
import { scenarioWorld } from "./world";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

function generations(batchKey: string, scenario: Scenario): number[] {
  if (scenario.skipOn) return [13, 14].filter((g) => !scenario.skipOn?.(g));
  return batchKey === "monster-autopilot.hex-turns" ? [13, 14] : [13];
}

for (const batch of BATCHES)
  describe(batch.title, () => {
    for (const scenario of batch.scenarios)
      for (const generation of generations(batch.key, scenario)) {
        it(`${scenario.title} (v${generation})`, async () => {
          const { driver, inventory } = await scenarioWorld(generation);
          const before = inventory();
          await runScenario(scenario, driver(), assert);
          expect(inventory()).toEqual(before);
        });
      }
  });
