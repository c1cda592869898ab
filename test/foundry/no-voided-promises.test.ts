// "No silent failure": a promise started without waiting for it (`void app.render(...)`,
// `() => void this.#onEdit(field)`) hides its rejection. Every such promise in src/foundry goes
// through the failure reporter (report-failure.ts: reportRejection, renderReported, guarded), which
// tells the GM and logs the cause. This scan fails on any `void <expression>` left in src/foundry,
// except a voided call of renderReported, which catches its own rejection.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const scanned = join(root, "src/foundry");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** Comments and strings dropped (a `void` in a comment is prose). */
function code(text: string): string {
  return text.replace(
    /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (whole, str: string | undefined) => (str === undefined ? "" : '""'),
  );
}

/**
 * The `void` operator applied to an expression: at the start of a statement or as an arrow's body.
 * The type `void` (`(): void`, `=> void;`, `Promise<void>`) is followed by no expression.
 */
const VOIDED = /(?:^|[;{}]|=>)\s*void\s+([A-Za-z_$(][^;\n]*)/gm;
/** Voided calls that report their own failure. */
const SELF_REPORTING = /^renderReported\(/;

function voidedIn(text: string): string[] {
  return [...code(text).matchAll(VOIDED)]
    .map((m) => (m[1] ?? "").trim())
    .filter((expr) => !SELF_REPORTING.test(expr));
}

describe("no promise in src/foundry is voided past the failure reporter", () => {
  it("the scan finds voided promises (it works)", () => {
    expect(voidedIn('  void this.render({ parts: ["options"] });')).toEqual(['this.render({ parts: [""] })']);
    expect(voidedIn('el.addEventListener("change", () => void this.#onEdit(field));')).toHaveLength(1);
    expect(voidedIn("  void renderReported(app, action);")).toEqual([]);
    expect(voidedIn("function f(): void {}\nconst g: () => void = h;\ntype P = Promise<void>;")).toEqual([]);
  });

  it("finds none left", () => {
    const found = files(scanned).flatMap((file) =>
      voidedIn(readFileSync(file, "utf8")).map((expr) => `${relative(root, file)}: void ${expr}`),
    );
    expect(files(scanned).length).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
