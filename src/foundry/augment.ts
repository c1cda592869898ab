// Type augmentations for fvtt-types. They must live in a module file (this one exports {}),
// or they silently do nothing.
import type { TurnResult } from "../core/gloomhaven/result";

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired once when Monster Autopilot has registered everything. */
      "monster-autopilot.ready": () => void;
      /** Fired after a hex monster turn was computed (the result the window shows). */
      "monster-autopilot.turnComputed": (tokenId: string, result: TurnResult) => void;
    }
  }
}

declare global {
  interface AssumeHookRan {
    ready: never;
  }
}

export {};
