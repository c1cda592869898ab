// Every in-world batch, in the order Quench lists them.
import type { Batch } from "../scenario";
import { ARKHAM_MYTHOS } from "./arkham-mythos";
import { HEX_TURNS } from "./hex-turns";
import { SCENE_CHECK } from "./scene-check";
import { WORLD_SAFETY } from "./world-safety";

/** The module's in-world test batches. */
export const BATCHES: readonly Batch[] = [HEX_TURNS, WORLD_SAFETY, ARKHAM_MYTHOS, SCENE_CHECK];
