// Bundles the command line for plain Node into build/, in two builds (`npm run build:cli` runs
// both, then makes the solver's code cache with build/warm-code-cache.js):
// - the default mode: the command-line entry, the benchmarks and scripts, as ES modules;
// - mode "solver": the `solve` and `check` commands as one CommonJS file, build/solver.cjs, which
//   the command line runs through a V8 code cache (src/cli/code-cache.ts, issue 14). It runs
//   second, as the first empties build/.
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig(({ mode }) => {
  const solver = mode === "solver";
  return {
    publicDir: false,
    // zod goes into the bundle: loaded from node_modules it is dozens of files to resolve and
    // compile, which was about a third of a command's start-up (issue 14).
    ssr: { noExternal: ["zod"] },
    build: {
      ssr: true,
      outDir: "build",
      emptyOutDir: !solver,
      target: "node20",
      rollupOptions: solver
        ? {
            input: { solver: resolve(root, "src/cli/solver-entry.ts") },
            // One file: a code cache covers one script.
            output: { format: "cjs", entryFileNames: "[name].cjs", codeSplitting: false },
          }
        : {
            input: {
              cli: resolve(root, "src/cli/cli.ts"),
              bench: resolve(root, "src/cli/bench.ts"),
              "bench-cli": resolve(root, "scripts/bench-cli.ts"),
              "bench-scene": resolve(root, "scripts/bench-scene.ts"),
              differential: resolve(root, "scripts/differential.ts"),
              "warm-code-cache": resolve(root, "scripts/warm-code-cache.ts"),
            },
            output: { format: "es", entryFileNames: "[name].js" },
          },
    },
  };
});
