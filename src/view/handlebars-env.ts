import type HandlebarsNamespace from "handlebars";
import type { Localizer } from "./i18n";

type Handlebars = typeof HandlebarsNamespace;
type HelperOptions = HandlebarsNamespace.HelperOptions;

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === "object" && value !== null && "hash" in value && "data" in value;
}

/** The positional arguments of a helper call (Handlebars appends its options object last). */
function positional(args: readonly unknown[]): unknown[] {
  return isOptions(args.at(-1)) ? args.slice(0, -1) : [...args];
}

/**
 * Registers, on a Handlebars instance, the subset of Foundry v13's template helpers that our
 * templates use, so the same .hbs files render outside Foundry (the sandbox page and the tests).
 * Templates must only use helpers listed here (all of them exist in Foundry with these meanings).
 */
export function registerFoundryHelpers(handlebars: Handlebars, i18n: Localizer): void {
  handlebars.registerHelper("localize", (key: unknown, options: unknown) => {
    const hash = isOptions(options) ? (options.hash as Record<string, string | number>) : {};
    return Object.keys(hash).length > 0 ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  handlebars.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  handlebars.registerHelper("lt", (a: number, b: number) => a < b);
  handlebars.registerHelper("gt", (a: number, b: number) => a > b);
  handlebars.registerHelper("lte", (a: number, b: number) => a <= b);
  handlebars.registerHelper("gte", (a: number, b: number) => a >= b);
  handlebars.registerHelper("not", (a: unknown) => !a);
  handlebars.registerHelper("and", (...args: unknown[]) => positional(args).every(Boolean));
  handlebars.registerHelper("or", (...args: unknown[]) => positional(args).some(Boolean));
  handlebars.registerHelper("concat", (...args: unknown[]) => positional(args).map(String).join(""));
  handlebars.registerHelper("ifThen", (test: unknown, yes: unknown, no: unknown) => (test ? yes : no));
  handlebars.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  handlebars.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  handlebars.registerHelper("selected", (value: unknown) => (value ? "selected" : ""));
}
