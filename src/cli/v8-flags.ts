import { setFlagsFromString } from "node:v8";

/**
 * V8 settings for a short command-line run. The command line sets them before it loads
 * the solver, and the build sets the same ones before it makes the solver's code cache: V8 refuses
 * a cache made under other flags (./code-cache.ts).
 */
export const SHORT_RUN_V8_FLAGS: readonly string[] = [
  // V8's default tier-up budget optimises (and then often deoptimises) functions after very few
  // calls, which costs more CPU than it saves in a short run. A larger budget leaves only the truly
  // hot functions to the optimising compiler: about a quarter less CPU time for the 399 public
  // cases, and less for ten times as many.
  "--interrupt-budget=1500000",
  // The old generation grows by a fixed 40% between full collections instead of up to 4×: what a
  // case leaves behind is garbage, and a long file otherwise let it pile up (10× the public cases:
  // about 174 → 136 MB peak RSS for 1–4% more CPU time; 1×: unchanged).
  "--heap-growing-percent=40",
  // The young generation keeps its starting size (two semi-spaces of 1 MB) instead of doubling
  // after busy collections up to 16 MB each: a case's garbage dies young, so a collection copies
  // little either way. Peak RSS 62 → 56 MB for the public cases, 117 → 90 MB for ten times as
  // many, with the same CPU time (median of 31 and 9 interleaved runs). The size flags themselves
  // (--max-semi-space-size) have no effect once the process runs; the growth factor does.
  "--semi-space-growth-factor=1",
  // No incremental (concurrent) marking: a full collection, when one is due, runs at once. Marking
  // alongside the program keeps pauses short, which a batch run does not need, and costs CPU time
  // on both cores. The solver's code cache puts enough into the old generation at start that V8
  // began marking part-way through about half of the runs on the 399 public cases: those took about
  // a tenth longer (7 ms a run by the median of 41–61 interleaved runs; ten times the cases: the
  // same time, peak RSS +2 MB).
  "--no-incremental-marking",
];

/** Sets {@link SHORT_RUN_V8_FLAGS} in this process. */
export function tuneV8ForShortRun(): void {
  for (const flag of SHORT_RUN_V8_FLAGS) setFlagsFromString(flag);
}
