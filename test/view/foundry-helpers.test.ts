import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import {
  FOUNDRY_V13_HELPERS,
  HANDLEBARS_BUILTIN_HELPERS,
  registerFoundryHelpers,
} from "../../src/view/handlebars-env";
import { localizerFromJson } from "../../src/view/i18n";
import { helperCallsOf } from "../../src/view/template-helpers";
import { MODULE_TEMPLATES } from "../../src/foundry/self-check/module-templates";

const root = resolve(import.meta.dirname, "../..");
const i18n = localizerFromJson(en);

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ending);
    return path.endsWith(ending) ? [path] : [];
  });
}

const helperCalls = (source: string) => helperCallsOf(Handlebars.parse(source));

const allowed = new Set<string>([...FOUNDRY_V13_HELPERS, ...HANDLEBARS_BUILTIN_HELPERS]);
const templates = filesUnder(join(root, "templates"), ".hbs");

describe("the template environment is Foundry v13's", () => {
  it("registers exactly Foundry v13's helpers besides Handlebars' built-ins", () => {
    const handlebars = Handlebars.create();
    const builtIn = new Set(Object.keys(handlebars.helpers));
    registerFoundryHelpers(handlebars, i18n);
    const added = Object.keys(handlebars.helpers).filter((name) => !builtIn.has(name));
    expect(new Set(added)).toEqual(new Set(FOUNDRY_V13_HELPERS));
    expect(new Set(builtIn)).toEqual(new Set(HANDLEBARS_BUILTIN_HELPERS));
  });

  it("no source file outside handlebars-env registers a helper (sandbox included)", () => {
    const sources = [...filesUnder(join(root, "src"), ".ts"), ...filesUnder(join(root, "sandbox"), ".ts")];
    const offenders = sources
      .filter((file) => !file.endsWith("handlebars-env.ts"))
      .filter((file) => /registerHelper\s*\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("finds a helper Foundry lacks (the check itself works)", () => {
    expect(helperCalls("<option {{selected on}}>{{#if (bogus a)}}x{{/if}}{{plain}}")).toEqual(
      new Set(["selected", "if", "bogus"]),
    );
  });

  it.each(templates.map((file) => [relative(root, file)]))("%s calls only Foundry v13's helpers", (file) => {
    const unknown = [...helperCalls(readFileSync(join(root, file), "utf8"))].filter(
      (name) => !allowed.has(name),
    );
    expect(unknown).toEqual([]);
  });
});

describe("Foundry's helper semantics outside Foundry", () => {
  const handlebars = Handlebars.create();
  registerFoundryHelpers(handlebars, i18n);
  const render = (source: string, context: object = {}) => handlebars.compile(source)(context);

  it("an unknown helper fails the render, as in Foundry", () => {
    expect(() => render("<option {{selected on}}>", { on: true })).toThrow(/Missing helper: "selected"/);
  });

  it("selectOptions marks the selected value, localizes labels and adds a blank", () => {
    const html = render('{{selectOptions choices selected=value blank="" localize=true}}', {
      choices: { a: "MONSTER_AUTOPILOT.Hex.Move", b: "B" },
      value: "a",
    });
    expect(html).toBe(
      `<option value=""></option><option value="a" selected>${i18n.localize("MONSTER_AUTOPILOT.Hex.Move")}</option><option value="b">B</option>`,
    );
    expect(
      render('{{selectOptions choices selected="b" valueAttr="key" labelAttr="label"}}', {
        choices: [
          { key: "a", label: "A" },
          { key: "b", label: "B" },
        ],
      }),
    ).toBe('<option value="a">A</option><option value="b" selected>B</option>');
    expect(
      render('{{selectOptions choices selected="a" inverted=true}}', { choices: { "Choice A": "a" } }),
    ).toBe('<option value="a" selected>Choice A</option>');
  });

  it("numberFormat fixes decimals and an explicit sign", () => {
    expect(render("{{numberFormat 5.5}}")).toBe("5.5");
    expect(render("{{numberFormat 5.5 decimals=2 sign=true}}")).toBe("+5.50");
  });

  it("Foundry's form-element helpers refuse to render outside Foundry rather than guess", () => {
    expect(() => render("{{formGroup field value=1}}", { field: {} })).toThrow(/not modelled/);
  });
});

/** Every template a window's PARTS names through templatePath("..."). */
function partsTemplates(): { source: string; template: string }[] {
  return filesUnder(join(root, "src/foundry"), ".ts").flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/templatePath\(\s*"([^"]+)"\s*\)/g)].map((match) => ({
      source: relative(root, file),
      template: match[1] ?? "",
    })),
  );
}

describe("every window's templates exist and compile with Foundry's helpers", () => {
  const parts = partsTemplates();
  const handlebars = Handlebars.create();
  registerFoundryHelpers(handlebars, i18n);
  const knownHelpers = Object.fromEntries([...allowed].map((name) => [name, true]));

  it("the windows name at least the known templates, and the self-check renders exactly those", () => {
    expect(parts.length).toBeGreaterThanOrEqual(9);
    expect(new Set(MODULE_TEMPLATES)).toEqual(new Set(parts.map((p) => p.template)));
  });

  it.each(parts.map((part) => [part.template, part.source]))("templates/%s (named in %s)", (template) => {
    const file = join(root, "templates", template);
    expect(() => statSync(file)).not.toThrow();
    const compiled = handlebars.compile(readFileSync(file, "utf8"), { knownHelpers, knownHelpersOnly: true });
    expect(typeof compiled({})).toBe("string");
  });
});
