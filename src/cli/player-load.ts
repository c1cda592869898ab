// What a player's Foundry client downloads of the module: the scripts module.json names
// (`esmodules`) and every chunk they import statically. Chunks reached only through a dynamic
// `import()` (the GM part: rules cores, data, windows) are fetched when a GM first needs them,
// relative to the importing script's URL, so a player's client never loads them.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** Static `import … from "./x.js"` and bare `import "./x.js"` at the top level of a built chunk. */
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The relative chunk paths a built ES chunk imports statically (not through `import()`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? "").filter((p) => p !== "");
}

/** The files (relative to `dist`) and their total bytes that every client loads at start-up. */
export function playerLoad(dist: string): { files: string[]; bytes: number } {
  const manifest = JSON.parse(readFileSync(join(dist, "module.json"), "utf8")) as { esmodules?: string[] };
  const seen = new Set<string>();
  const queue = [...(manifest.esmodules ?? [])].map((f) => normalize(f));
  let bytes = 0;
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`${file} is named by the module but missing from ${dist}`);
    const code = readFileSync(path, "utf8");
    bytes += Buffer.byteLength(code);
    for (const imported of staticImports(code)) queue.push(normalize(join(dirname(file), imported)));
  }
  return { files: [...seen], bytes };
}

/** The bench's line on it, against the goal of 100 KB for a player's client. */
export function playerLoadLine(dist: string): string {
  if (!existsSync(join(dist, "module.json")))
    return "Player's client: no module build in dist/ (npm run build).";
  const { files, bytes } = playerLoad(dist);
  return `Player's client loads ${(bytes / 1024).toFixed(1)} KB of module script (${files.length} file${files.length === 1 ? "" : "s"}; goal ≤ 100 KB)`;
}
