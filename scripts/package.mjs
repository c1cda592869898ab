// `npm run package`: zips the built module folder dist/ into release/monster-autopilot.zip, with
// release/module.json beside it, ready to attach to a release. Run after `npm run build`. The
// release files live outside dist/ so that copying dist/ into Foundry's modules folder copies the
// module alone.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { zipSync } from "fflate";

const dist = resolve(import.meta.dirname, "..", "dist");
const release = resolve(import.meta.dirname, "..", "release");
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

/** Every file under dir, keyed by its path (module.json sits at the zip root). */
function collect(dir, files = {}) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, files);
    else files[relative(dist, path).split("\\").join("/")] = readFileSync(path);
  }
  return files;
}

mkdirSync(release, { recursive: true });
const zipPath = join(release, `${manifest.id}.zip`);
writeFileSync(zipPath, zipSync(collect(dist), { level: 9 }));
copyFileSync(manifestPath, join(release, "module.json"));
console.log(
  `wrote ${relative(process.cwd(), zipPath)} (version ${manifest.version}) and release/module.json`,
);
