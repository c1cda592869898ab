// Type augmentation for fvtt-types: Quench's hook (https://github.com/Ethaks/FVTT-Quench,
// "quenchReady", called with the Quench instance once batches may be registered).
import type { Quench } from "@ethaks/fvtt-quench";

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      quenchReady: (quench: Quench) => void;
    }
  }
}

export {};
