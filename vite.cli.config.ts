// Bundles the command-line entry and the benchmark for plain Node into build/.
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  publicDir: false,
  // zod goes into the bundle: loaded from node_modules it is dozens of files to resolve and
  // compile, which was about a third of a command's start-up (issue 14).
  ssr: { noExternal: ["zod"] },
  build: {
    ssr: true,
    outDir: "build",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
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
});
