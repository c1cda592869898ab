// The `solve` and `check` commands as one CommonJS file (build/solver.cjs, vite.cli.config.ts in mode "solver"),
// which the command line runs through a V8 code cache made at build time (./code-cache.ts, issue 14).
export { runCheck, runSolve } from "./commands";
