// Builds the rules sandbox page (sandbox/index.html) into dist-sandbox/: a static site with a
// relative base, so it works from any static host or sub-folder; `npm start` serves it for development.
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  root: resolve(root, "sandbox"),
  base: "./",
  publicDir: false,
  server: { fs: { allow: [root] } },
  build: {
    outDir: resolve(root, "dist-sandbox"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
});
