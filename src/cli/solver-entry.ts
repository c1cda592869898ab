// The `solve` and `check` commands as one CommonJS file (build/solver.cjs, vite.cli.config.ts in mode "solver"),
// which the command line runs through a V8 code cache made at build time (./code-cache.ts).
export { runCheck, runSolve } from "./commands";
