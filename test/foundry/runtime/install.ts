// The fake Foundry runtime for end-to-end tests of the module's entry points: one world
// (world.ts: the shared documents, users, and how several clients take turns), its clients
// (client.ts: each client's globals game, canvas, ui, Hooks, CONFIG, CONST, foundry, PIXI),
// windows (application.ts: the ApplicationV2 lifecycle, asynchronous close included), documents
// (documents.ts), client services (globals.ts) and the hex boundary's ports (ports.ts). Only what
// the module touches, each with the documented behaviour it relies on (pages cited there).
// Use in a test file running under happy-dom.
import { afterEach } from "vitest";
import { resetWindowKnobs, type FakeFoundry } from "./client";
import { FakeWorld, startWorld, stopWorldTimers } from "./world";

export type { FakeFoundry } from "./client";
export { settle } from "./world";

/** What a single-client test configures: the user, the Foundry generation. */
export interface FoundrySetup {
  readonly isGM?: boolean;
  /** False: another GM (not connected here) is the active GM. */
  readonly isActiveGM?: boolean;
  /** game.release.generation: 13 or 14. */
  readonly generation?: number;
}

afterEach(() => {
  stopWorldTimers();
});

function singleClientWorld(setup: FoundrySetup) {
  const isGM = setup.isGM ?? true;
  const activeHere = isGM && (setup.isActiveGM ?? true);
  return {
    users: [{ id: "gm", isGM }, ...(activeHere ? [] : [{ id: "other-gm", isGM: true, client: false }])],
    activeGM: activeHere ? "gm" : "other-gm",
    ...(setup.generation === undefined ? {} : { generation: setup.generation }),
  };
}

/** Installs the globals of a one-client world without the module; `vi.unstubAllGlobals()` removes them. */
export function installFoundry(setup: FoundrySetup = {}): FakeFoundry {
  resetWindowKnobs();
  const world = new FakeWorld(singleClientWorld(setup));
  const client = world.client("gm");
  world.activate(client);
  return client;
}

/** A one-client world with the module booted (see `startWorld` for several clients). */
export async function bootModule(setup: FoundrySetup = {}): Promise<FakeFoundry> {
  resetWindowKnobs();
  const world = await startWorld(singleClientWorld(setup));
  return world.client("gm");
}

/** Several clients: `startWorld` from world.ts, re-exported for tests. */
export { startWorld, type FakeWorld } from "./world";
