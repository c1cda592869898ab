// `npm test`: runs the package scripts named on the command line one after another, each under a
// heading, and stops at the first that fails (its exit code is the run's). The project's .npmrc
// silences npm itself (the command line's stdout contract), so without the headings a phase such
// as the typecheck would show nothing for half a minute.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

const DESCRIPTIONS = {
  typecheck: "TypeScript, the module and the pure core",
  lint: "ESLint, Prettier and knip",
  "test:unit": "vitest: core, command line, Foundry adapter, views",
  "test:browser": "vitest: the sandbox page in headless Chromium",
};

const phases = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = performance.now();
for (const [index, phase] of phases.entries()) {
  const what = DESCRIPTIONS[phase] ? ` (${DESCRIPTIONS[phase]})` : "";
  console.log(`\n== ${index + 1}/${phases.length} ${phase}${what} ==`);
  const t0 = performance.now();
  const run = spawnSync(npm, ["run", "--silent", phase], { stdio: "inherit" });
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  if (run.status !== 0) {
    const why = run.error ? run.error.message : `exit code ${run.status ?? run.signal}`;
    console.error(`== ${phase} failed after ${seconds} s (${why}) ==`);
    process.exit(run.status || 1);
  }
  console.log(`== ${phase} passed in ${seconds} s ==`);
}
console.log(
  `\nAll ${phases.length} phases passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
);
