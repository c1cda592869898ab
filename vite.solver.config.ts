// Bundles the `solve` and `check` commands into one CommonJS file, build/solver.cjs, which the
// command line runs through a V8 code cache (src/cli/code-cache.ts, issue 14). Run after
// vite.cli.config.ts (which empties build/); `npm run build:cli` runs both, then makes the cache.
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  publicDir: false,
  ssr: { noExternal: ["zod"] },
  build: {
    ssr: true,
    outDir: "build",
    emptyOutDir: false,
    target: "node20",
    rollupOptions: {
      input: { solver: resolve(root, "src/cli/solver-entry.ts") },
      // One file: a code cache covers one script.
      output: { format: "cjs", entryFileNames: "[name].cjs", codeSplitting: false },
    },
  },
});
