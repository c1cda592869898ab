// `npm run screenshots`: the README's pictures (docs/images/). Builds the pictures page
// (scripts/screenshots/page/) and the sandbox with vite, bundles the photographer
// (scripts/screenshots/take.ts, which starts the browser tests' chromium) for Node, and runs it.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = resolve(import.meta.dirname, "..");
const sandboxConfig = resolve(root, "vite.sandbox.config.ts");
const quiet = { logLevel: "error", build: { sourcemap: false } };

/** Where the pages and the photographer are built (build/ is ignored by git). */
export const OUT = {
  page: resolve(root, "build/screenshots/page"),
  sandbox: resolve(root, "build/screenshots/sandbox"),
  runner: resolve(root, "build/screenshots/runner"),
};

/** Builds the pictures page into OUT.page (the sandbox's vite settings over another root). */
export function buildPage() {
  return build({
    configFile: sandboxConfig,
    root: resolve(root, "scripts/screenshots/page"),
    ...quiet,
    build: { ...quiet.build, outDir: OUT.page, emptyOutDir: true },
  });
}

async function main() {
  await Promise.all([
    buildPage(),
    build({ configFile: sandboxConfig, ...quiet, build: { ...quiet.build, outDir: OUT.sandbox } }),
    build({
      configFile: false,
      publicDir: false,
      logLevel: "error",
      build: {
        ssr: resolve(root, "scripts/screenshots/take.ts"),
        outDir: OUT.runner,
        emptyOutDir: true,
        target: "node20",
        rollupOptions: { output: { format: "es", entryFileNames: "[name].js" } },
      },
    }),
  ]);
  const { takeScreenshots } = await import(pathToFileURL(resolve(OUT.runner, "take.js")).href);
  const files = await takeScreenshots({
    page: OUT.page,
    sandbox: OUT.sandbox,
    images: resolve(root, "docs/images"),
  });
  for (const { path, bytes } of files) console.log(`${path}: ${Math.round(bytes / 1024)} KB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
