// Builds the installable Foundry module into dist/: the ES module (its entry and the GM part's
// chunks), module.json (version, and the download of that version's zip, from package.json), and
// the static folders Foundry loads by path (lang/, templates/, styles/).
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

const root = import.meta.dirname;
const STATIC_FOLDERS = ["lang", "templates", "styles"];
const STATIC_FILES = ["LICENSE", "README.md"];

function foundryModuleFiles(): Plugin {
  let out = resolve(root, "dist");
  return {
    name: "monster-autopilot:module-files",
    apply: "build",
    configResolved(config) {
      out = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const folder of STATIC_FOLDERS)
        cpSync(resolve(root, folder), resolve(out, folder), { recursive: true });
      for (const file of STATIC_FILES) cpSync(resolve(root, file), resolve(out, file));
      const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string };
      const manifest = JSON.parse(readFileSync(resolve(root, "module.json"), "utf8")) as Record<
        string,
        unknown
      >;
      manifest["version"] = pkg.version;
      // Foundry installs the download for this version: the zip attached to its release.
      manifest["download"] =
        `${String(manifest["url"])}/releases/download/v${pkg.version}/${String(manifest["id"])}.zip`;
      writeFileSync(resolve(out, "module.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    lib: {
      entry: resolve(root, "src/module.ts"),
      formats: ["es"],
      fileName: () => "scripts/monster-autopilot.js",
    },
    rolldownOptions: {
      // The GM part (rules cores, data, windows) and the in-world test batches (imported only when
      // Quench is ready, src/foundry/quench/register.ts) are reached through `import()` only: their
      // chunks sit next to the entry, where a dynamic import resolves them (relative to the
      // importing module's URL), and only a GM's client fetches the GM part.
      output: { chunkFileNames: "scripts/[name]-[hash].js" },
    },
  },
  plugins: [foundryModuleFiles()],
});
