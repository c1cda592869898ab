// `npm run differential -- REV [COUNT]`: checks that the Gloomhaven-family rules still give every
// answer they gave at git revision REV (a speed-up that changes one answer is a bug).
// It generates COUNT cases (default 5000) from the public corpus — random figures, terrain and
// abilities on the public boards, from a fixed seed, so the same cases on every run — builds REV's
// command line in a temporary git worktree and compares `solve --json` of both, byte for byte and
// as answer sets. Not part of `npm test` (it builds another revision): run it before landing a
// change to the rules core. Exit code 1 when an answer set differs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { seededRandom } from "../src/cli/seeded-random";

const CORPUS = "test/fixtures/conformance/gloomhaven/public.json";
const SEED = 14;

type Json = Record<string, unknown>;
type Pair = [number, number];

/** Random cases on the corpus's boards: one active monster, 1–8 characters, 0–4 other monsters, any ability. */
function generateCases(corpus: readonly Json[], count: number): Json[] {
  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const areas = corpus
    .map((c) => c["action"] as Json)
    .filter((a) => a["aoe"] !== null && a["aoe"] !== undefined)
    .map((a) => [a["aoe"], a["aoe_origin"]] as const);
  const cases: Json[] = [];
  for (let i = 0; cases.length < count; i++) {
    const base = pick(corpus);
    const hexes = base["map"] as Pair[];
    const terrain = new Map<string, { at: Pair; kind: string }>();
    if (random() < 0.6)
      for (const t of base["terrain"] as { at: Pair; kind: string }[]) terrain.set(`${t.at}`, t);
    for (let k = pick([0, 0, 1, 2, 4, 8]); k > 0; k--) {
      const at = pick(hexes);
      terrain.set(`${at}`, { at, kind: pick(["obstacle", "trap", "icy", "difficult", "hazardous"]) });
    }
    const open = hexes.filter((h) => terrain.get(`${h}`)?.kind !== "obstacle");
    const characters = 1 + Math.floor(random() * 8);
    const monsters = pick([0, 0, 1, 2, 4]);
    if (open.length < 1 + characters + monsters) continue;
    const spots = [...open];
    const take = (): Pair => spots.splice(Math.floor(random() * spots.length), 1)[0] as Pair;
    const figures: Json[] = [{ at: take(), side: "monster", active: true, initiative: null }];
    for (let k = 0; k < characters; k++)
      figures.push({
        at: take(),
        side: "character",
        active: false,
        initiative: random() < 0.8 ? pick([0, 1, 2, 10, 20, 30, 40, 50, 99]) : Math.floor(random() * 100),
      });
    for (let k = 0; k < monsters; k++)
      figures.push({ at: take(), side: "monster", active: false, initiative: null });
    const [aoe, origin] = random() < 0.35 ? pick(areas) : [null, null];
    let range = pick([0, 0, 0, 1, 2, 3, 4, 5, 7]);
    if (origin === "free" && range === 0) range = pick([2, 3, 4]);
    if (origin === "attacker") range = 0;
    const mode = random();
    const generated: Json = {
      id: `generated-${i}`,
      rules: pick(RULES),
      grid: base["grid"],
      board: base["board"],
      map: hexes,
      wall_hexes: base["wall_hexes"],
      walls: base["walls"],
      terrain: [...terrain.values()],
      figures: figures.sort(() => random() - 0.5),
      action: {
        move: pick([0, 1, 2, 2, 3, 3, 4, 5, 6, 7]),
        range,
        targets: pick([1, 1, 1, 2, 3, 4, 6]),
        targets_all: false,
        aoe,
        aoe_origin: origin,
        flying: mode < 0.06,
        jumping: mode >= 0.06 && mode < 0.12,
        teleport: mode >= 0.12 && mode < 0.16,
        muddled: random() < 0.05,
      },
    };
    cases.push(generated, ...siblings(generated, random, pick));
  }
  return cases.slice(0, count);
}

const RULES = ["gloomhaven", "jotl", "frosthaven"] as const;

/**
 * Half of the cases are followed by one or two siblings on the same board with the same figures:
 * the same ability under another edition's rules (as the corpus holds each scenario), or another
 * ability with the same move mode (a GM editing it). Consecutive cases like these share one Board
 * object and the last movement set-up and sight answers on the command line, so the
 * check covers those paths too.
 */
function siblings(generated: Json, random: () => number, pick: <T>(items: readonly T[]) => T): Json[] {
  if (random() < 0.5) return [];
  const action = generated["action"] as Json;
  const out: Json[] = [];
  for (let k = random() < 0.5 ? 1 : 2; k > 0; k--) {
    const id = `${String(generated["id"])}-${k}`;
    if (random() < 0.5) {
      out.push({ ...generated, id, rules: pick(RULES.filter((r) => r !== generated["rules"])) });
      continue;
    }
    const origin = action["aoe_origin"];
    const range = origin === "attacker" ? 0 : pick(origin === "free" ? [2, 3, 4, 5] : [0, 1, 2, 3, 4, 5]);
    out.push({
      ...generated,
      id,
      action: { ...action, move: pick([0, 1, 2, 3, 4, 5, 6]), range, targets: pick([1, 2, 3]) },
    });
  }
  return out;
}

function run(command: string, args: readonly string[], cwd: string): string {
  const child = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 30 });
  if (child.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${child.stderr}`);
  return child.stdout;
}

/** One output's answers as a sorted set of texts (OUT-2), or its error. */
function answerSet(output: Json): string {
  if (typeof output["error"] === "string") return `error: ${output["error"]}`;
  const answers = (output["answers"] ?? []) as { destination: Pair; attacks: Pair[] }[];
  const keys = answers.map((a) => JSON.stringify([a.destination, [...a.attacks].sort()]));
  return [...new Set(keys)].sort().join(" / ");
}

function main(args: readonly string[]): number {
  const [revision, countText] = args;
  if (revision === undefined) {
    process.stderr.write("usage: npm run differential -- REV [COUNT]\n");
    return 2;
  }
  const root = process.cwd();
  const corpus = JSON.parse(readFileSync(resolve(root, CORPUS), "utf8")) as Json[];
  const cases = generateCases(corpus, Number(countText ?? 5000));
  const dir = mkdtempSync(join(tmpdir(), "monster-autopilot-differential-"));
  const tree = join(dir, "tree");
  let keep = false; // the generated cases stay on disk when an answer differs
  try {
    const file = join(dir, "cases.json");
    writeFileSync(file, JSON.stringify(cases));
    run("git", ["worktree", "add", "--detach", tree, revision], root);
    symlinkSync(resolve(root, "node_modules"), join(tree, "node_modules"), "dir");
    // The revision's own build: since the solver bundle and its code cache, the CLI bundle alone
    // no longer runs `solve`.
    run("npm", ["run", "--silent", "build:cli"], tree);
    const solve = (at: string) =>
      JSON.parse(
        run(process.execPath, [join(at, "bin/monster-autopilot.js"), "solve", file, "--json"], root),
      ) as Json[];
    const before = solve(tree);
    const now = solve(root);
    const changed = before
      .filter((b, i) => answerSet(b) !== answerSet(now[i] ?? {}))
      .map((b) => String(b["id"]));
    const reordered = before.filter((b, i) => JSON.stringify(b) !== JSON.stringify(now[i])).length;
    const errors = now.filter((o) => typeof o["error"] === "string").length;
    process.stdout.write(
      `${cases.length} generated cases (${errors} not answerable) against ${revision}: ` +
        `${changed.length} answer sets differ, ${reordered} outputs not byte-identical` +
        (changed.length > 0 ? ` (first: ${changed.slice(0, 10).join(", ")}; cases in ${file})` : "") +
        "\n",
    );
    keep = changed.length > 0 || before.length !== now.length;
    return keep ? 1 : 0;
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: root });
    if (keep) rmSync(tree, { recursive: true, force: true });
    else rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main(process.argv.slice(2));
