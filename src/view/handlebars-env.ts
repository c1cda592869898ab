import type HandlebarsNamespace from "handlebars";
import type { Localizer } from "./i18n";

type Handlebars = typeof HandlebarsNamespace;
type HelperOptions = HandlebarsNamespace.HelperOptions;

/**
 * The template helpers Foundry v13 registers: the functions of the `foundry.applications.handlebars`
 * namespace that `initialize()` registers, plus the comparison helpers it adds
 * (https://foundryvtt.com/api/modules/foundry.applications.handlebars.html, v13.350;
 * unchanged in https://foundryvtt.com/api/v14/modules/foundry.applications.handlebars.html).
 * Handlebars' own built-ins (`if unless each with lookup log`) come with every instance.
 */
export const FOUNDRY_V13_HELPERS = [
  "checked",
  "concat",
  "disabled",
  "editor",
  "formGroup",
  "formInput",
  "formField",
  "filePicker",
  "ifThen",
  "localize",
  "numberFormat",
  "numberInput",
  "object",
  "radioBoxes",
  "rangePicker",
  "select",
  "selectOptions",
  "timeSince",
  "colorPicker",
  "eq",
  "ne",
  "lt",
  "gt",
  "lte",
  "gte",
  "not",
  "and",
  "or",
] as const;

/** Handlebars' built-in helpers (plus its two internal fallbacks), present in Foundry as everywhere. */
export const HANDLEBARS_BUILTIN_HELPERS = [
  "if",
  "unless",
  "each",
  "with",
  "lookup",
  "log",
  "helperMissing",
  "blockHelperMissing",
] as const;

/**
 * Foundry helpers that build Foundry form elements (DataField inputs, editors, pickers). Their
 * output depends on Foundry's DOM classes, so outside Foundry they are registered but refuse to
 * render: a template that starts using one must first get its semantics modelled here.
 */
const FORM_ELEMENT_HELPERS = new Set<string>([
  "editor",
  "formGroup",
  "formInput",
  "formField",
  "filePicker",
  "rangePicker",
  "select",
  "colorPicker",
]);

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === "object" && value !== null && "hash" in value && "data" in value;
}

/** The positional arguments of a helper call (Handlebars appends its options object last). */
function positional(args: readonly unknown[]): unknown[] {
  return isOptions(args.at(-1)) ? args.slice(0, -1) : [...args];
}

function hashOf(args: readonly unknown[]): Record<string, unknown> {
  const last = args.at(-1);
  return isOptions(last) ? (last.hash as Record<string, unknown>) : {};
}

/** One `<option>` element; value and label are escaped. */
function optionTag(handlebars: Handlebars, value: unknown, label: unknown, selected: boolean): string {
  const escape = handlebars.Utils.escapeExpression;
  const text = typeof label === "string" || typeof label === "number" ? String(label) : "";
  return `<option value="${escape(String(value))}"${selected ? " selected" : ""}>${escape(text)}</option>`;
}

/**
 * `selectOptions(choices, {selected, blank, localize, valueAttr, labelAttr, inverted})`, as documented at
 * https://foundryvtt.com/api/functions/foundry.applications.handlebars.selectOptions.html:
 * choices is a record value → label (or label → value when inverted) or an array of objects read
 * through valueAttr / labelAttr; `selected` may be one value or an array (multi-select).
 */
function selectOptions(
  handlebars: Handlebars,
  i18n: Localizer,
  choices: unknown,
  hash: Record<string, unknown>,
) {
  const chosen = Array.isArray(hash.selected) ? hash.selected.map(String) : [String(hash.selected ?? "")];
  const label = (raw: unknown) => (hash.localize === true ? i18n.localize(String(raw)) : raw);
  const valueAttr = typeof hash.valueAttr === "string" ? hash.valueAttr : "value";
  const labelAttr = typeof hash.labelAttr === "string" ? hash.labelAttr : "label";
  const entries: [unknown, unknown][] = [];
  if (Array.isArray(choices)) {
    for (const item of choices as Record<string, unknown>[]) entries.push([item[valueAttr], item[labelAttr]]);
  } else if (typeof choices === "object" && choices !== null) {
    for (const [key, item] of Object.entries(choices)) {
      if (hash.inverted === true) entries.push([item, key]);
      else if (typeof item === "object" && item !== null) {
        const record = item as Record<string, unknown>;
        entries.push([hash.valueAttr ? record[valueAttr] : key, record[labelAttr]]);
      } else entries.push([key, item]);
    }
  }
  const html: string[] = [];
  if (typeof hash.blank === "string")
    html.push(optionTag(handlebars, "", label(hash.blank), chosen.includes("")));
  for (const [value, text] of entries)
    html.push(optionTag(handlebars, value, label(text), chosen.includes(String(value))));
  return new handlebars.SafeString(html.join(""));
}

/**
 * Registers, on a Handlebars instance, exactly the template helpers Foundry v13 has
 * ({@link FOUNDRY_V13_HELPERS}), with the semantics of Foundry's API documentation, so the same
 * .hbs files render outside Foundry (the sandbox page and the tests) as inside it. No other helper
 * may be registered anywhere in the module or the sandbox (test/view/foundry-helpers.test.ts).
 */
export function registerFoundryHelpers(handlebars: Handlebars, i18n: Localizer): void {
  const register = (name: (typeof FOUNDRY_V13_HELPERS)[number], fn: HandlebarsNamespace.HelperDelegate) =>
    handlebars.registerHelper(name, fn);
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.localize.html: format with the
  // hash arguments when there are any, otherwise a plain localization.
  register("localize", (...args: unknown[]) => {
    const [key] = positional(args);
    const hash = hashOf(args) as Record<string, string | number>;
    return Object.keys(hash).length > 0 ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.checked.html (and disabled): the
  // attribute name when the value is truthy, otherwise nothing.
  register("checked", (value: unknown) => (value ? "checked" : ""));
  register("disabled", (value: unknown) => (value ? "disabled" : ""));
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.concat.html: joins all arguments.
  register(
    "concat",
    (...args: unknown[]) => new handlebars.SafeString(positional(args).map(String).join("")),
  );
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.ifThen.html
  register("ifThen", (test: unknown, yes: unknown, no: unknown) => (test ? yes : no));
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.numberFormat.html
  register("numberFormat", (...args: unknown[]) => {
    const [value] = positional(args);
    const hash = hashOf(args);
    const number = Number(value ?? NaN);
    const fixed = typeof hash.decimals === "number" ? number.toFixed(hash.decimals) : String(number);
    return new handlebars.SafeString(hash.sign === true && number >= 0 ? `+${fixed}` : fixed);
  });
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.numberInput.html
  register("numberInput", (...args: unknown[]) => {
    const [value] = positional(args);
    const hash = hashOf(args);
    const escape = handlebars.Utils.escapeExpression;
    const attrs = ["name", "min", "max", "step", "placeholder"]
      .filter((key) => hash[key] !== undefined)
      .map((key) => ` ${key}="${escape(String(hash[key]))}"`)
      .join("");
    const disabled = hash.disabled === true ? " disabled" : "";
    return new handlebars.SafeString(
      `<input type="number" value="${escape(String(value ?? ""))}"${attrs}${disabled}>`,
    );
  });
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.object.html: the hash as an object.
  register("object", (...args: unknown[]) => ({ ...hashOf(args) }));
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.radioBoxes.html
  register("radioBoxes", (name: unknown, choices: unknown, ...rest: unknown[]) => {
    const hash = hashOf(rest);
    const escape = handlebars.Utils.escapeExpression;
    const boxes = Object.entries((choices ?? {}) as Record<string, unknown>).map(([key, label]) => {
      const text = hash.localize === true ? i18n.localize(String(label)) : String(label);
      const checked = String(hash.checked) === key ? " checked" : "";
      return `<label class="checkbox"><input type="radio" name="${escape(String(name))}" value="${escape(key)}"${checked}>${escape(text)}</label>`;
    });
    return new handlebars.SafeString(boxes.join(""));
  });
  register("selectOptions", (choices: unknown, ...rest: unknown[]) =>
    selectOptions(handlebars, i18n, choices, hashOf(rest)),
  );
  // https://foundryvtt.com/api/functions/foundry.applications.handlebars.timeSince.html (not used by our templates).
  register("timeSince", (value: unknown) => {
    throw new Error(`timeSince needs Foundry's clock; outside Foundry it is not rendered (${String(value)})`);
  });
  // The comparison helpers initialize() registers: strict equality and the usual orderings.
  register("eq", (a: unknown, b: unknown) => a === b);
  register("ne", (a: unknown, b: unknown) => a !== b);
  register("lt", (a: number, b: number) => a < b);
  register("gt", (a: number, b: number) => a > b);
  register("lte", (a: number, b: number) => a <= b);
  register("gte", (a: number, b: number) => a >= b);
  register("not", (a: unknown) => !a);
  register("and", (...args: unknown[]) => positional(args).every(Boolean));
  register("or", (...args: unknown[]) => positional(args).some(Boolean));
  for (const name of FORM_ELEMENT_HELPERS) {
    handlebars.registerHelper(name, () => {
      throw new Error(
        `Foundry's "${name}" helper builds Foundry form elements and is not modelled outside Foundry`,
      );
    });
  }
}
