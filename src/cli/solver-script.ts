import { join } from "node:path";
import { readCodeCache, runCachedScript, type CachedScript } from "./code-cache";
import type * as SolverEntry from "./solver-entry";

/** What build/solver.cjs exports (./solver-entry.ts). */
export type SolverExports = typeof SolverEntry;

/** The solver bundle and its code cache, next to build/cli.js (vite.cli.config.ts, scripts/warm-code-cache.ts). */
const SOLVER_SCRIPT = "solver.cjs";
export const SOLVER_CACHE = "solver.cache";

/** Runs the solver bundle in `buildDirectory`, with its code cache unless `withCache` is false. */
export function loadSolver(buildDirectory: string, withCache = true): CachedScript<SolverExports> {
  const cache = withCache ? readCodeCache(join(buildDirectory, SOLVER_CACHE)) : undefined;
  return runCachedScript<SolverExports>(join(buildDirectory, SOLVER_SCRIPT), cache);
}
