// No import circles in production code: the import graph of src/ and sandbox/, read from the
// source (every relative `from "…"` and `import "…"`, type-only imports included), has no cycle.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "sandbox"];

/** Every .ts file under `dir`; a missing folder throws (readdirSync), so a rename cannot empty the scan. */
function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom|^\s*import)\s+"(\.{1,2}\/[^"]*)"/gm;

/** The module files `file` imports (relative imports of code; data files such as JSON are leaves). */
function importsOf(file: string): string[] {
  const targets: string[] = [];
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const spec = match[1] ?? "";
    const base = resolve(dirname(file), spec);
    const target = [`${base}.ts`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    if (target !== undefined) targets.push(target);
    else if (!/\.\w+(\?\w+)?$/.test(spec))
      throw new Error(`${relative(root, file)}: cannot resolve "${spec}"`);
  }
  return targets;
}

/** The strongly connected components with more than one file (Tarjan), each sorted. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.map((file) => relative(root, file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import circles", () => {
  const files = SCANNED.flatMap((dir) => tsFiles(join(root, dir)));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it("reads a graph with edges", () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
  });

  it("finds a circle when there is one", () => {
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ),
    ).toHaveLength(1);
  });

  it("has no circle in src/ and sandbox/", () => {
    expect(cycles(graph)).toEqual([]);
  });
});
