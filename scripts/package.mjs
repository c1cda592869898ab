// `npm run package`: zips the built module folder into dist/monster-autopilot.zip, with
// dist/module.json beside it, ready to attach to a release. Run after `npm run build`.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { zipSync } from "fflate";

const dist = resolve(import.meta.dirname, "..", "dist");
const manifestPath = join(dist, "module.json");
if (!existsSync(manifestPath)) {
  console.error("dist/module.json is missing: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const referenced = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
const missing = referenced.filter((file) => !existsSync(join(dist, file)));
if (missing.length > 0) {
  console.error(`dist/module.json names files that were not built: ${missing.join(", ")}`);
  process.exit(1);
}

/** Every file under dir except previous zips, keyed by its path (module.json sits at the zip root). */
function collect(dir, files = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else if (!name.endsWith(".zip")) files[relative(dist, path).split("\\").join("/")] = readFileSync(path);
  }
  return files;
}

const zipPath = join(dist, `${manifest.id}.zip`);
writeFileSync(zipPath, zipSync(collect(dist), { level: 9 }));
console.log(`wrote ${relative(process.cwd(), zipPath)} (version ${manifest.version}) and dist/module.json`);
