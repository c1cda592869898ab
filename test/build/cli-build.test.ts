// The command line as it ships: build/cli.js runs `solve` and `check` from
// build/solver.cjs through the code cache the build makes (src/cli/code-cache.ts). The unit tests
// run the same commands in process (test/cli/run-cli.ts); this builds the three steps of
// `npm run build:cli` into a temporary folder and runs the built files as a user does.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../cli/run-cli";

const root = resolve(import.meta.dirname, "../..");
const outDir = mkdtempSync(join(tmpdir(), "monster-autopilot-cli-"));
const corpus = join(root, "test/fixtures/conformance");

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

beforeAll(async () => {
  for (const mode of ["production", "solver"])
    await build({
      root,
      configFile: join(root, "vite.cli.config.ts"),
      mode,
      logLevel: "silent",
      build: { outDir },
    });
  const warm = spawnSync(process.execPath, [join(outDir, "warm-code-cache.js")], { encoding: "utf8" });
  expect(warm.stderr).toBe("");
  expect(warm.status).toBe(0);
}, 120_000);

function node(...args: string[]) {
  return spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 26 });
}

describe("the built command line", () => {
  it("makes the solver's code cache, and V8 uses it under the command line's flags", () => {
    expect(existsSync(join(outDir, "solver.cache"))).toBe(true);
    expect(node(join(outDir, "bench-cli.js"), "--code-cache").stdout).toBe("used");
  });

  it.each([
    ["gloomhaven", ["solve", "--json"]],
    ["gloomhaven", ["check"]],
    ["arkham", ["solve", "--json"]],
    ["arkham", ["solve"]],
    ["arkham", ["check"]],
  ])("prints what the command line prints in process: %s %j", (family, [command, ...flags]) => {
    const file = join(corpus, family, "public.json");
    const built = node(join(outDir, "cli.js"), command!, file, ...flags);
    const inProcess = runCli([command!, file, ...flags], { [file]: readFileSync(file, "utf8") });
    expect(built.stderr).toBe(inProcess.err);
    expect(built.stdout).toBe(inProcess.out);
    expect(built.status).toBe(inProcess.code);
  });

  it("names the bundle that is missing instead of failing with a stack trace", () => {
    // The bin as shipped, next to a build folder that has build/cli.js but no build/solver.cjs.
    const install = mkdtempSync(join(tmpdir(), "monster-autopilot-install-"));
    try {
      mkdirSync(join(install, "bin"));
      mkdirSync(join(install, "build"));
      copyFileSync(join(root, "bin/monster-autopilot.js"), join(install, "bin/monster-autopilot.js"));
      writeFileSync(join(install, "build/cli.js"), "");
      const run = node(join(install, "bin/monster-autopilot.js"), "solve", "cases.json", "--json");
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        "monster-autopilot: build/solver.cjs is missing; run `npm run build:cli` first.\n",
      );
    } finally {
      rmSync(install, { recursive: true, force: true });
    }
  });
});
