import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { registerFoundryHelpers } from "../../src/view/handlebars-env";
import { flattenTranslations, localizerFromJson } from "../../src/view/i18n";

const i18n = localizerFromJson({ A: { Hello: "Hello, {name}!", Plain: "Plain" } });

describe("localization outside Foundry", () => {
  it("flattens nested keys with dots", () => {
    expect(flattenTranslations({ A: { B: { C: "x" } } })).toEqual({ "A.B.C": "x" });
  });

  it("formats placeholders and leaves unknown ones and missing keys as written", () => {
    expect(i18n.format("A.Hello", { name: "Brute" })).toBe("Hello, Brute!");
    expect(i18n.format("A.Hello", {})).toBe("Hello, {name}!");
    expect(i18n.localize("A.Missing")).toBe("A.Missing");
    expect(i18n.has("A.Plain")).toBe(true);
  });
});

describe("Foundry's template helpers outside Foundry", () => {
  const handlebars = Handlebars.create();
  registerFoundryHelpers(handlebars, i18n);
  const render = (source: string, context: object = {}) => handlebars.compile(source)(context);

  it("localizes plain and formatted keys", () => {
    expect(render('{{localize "A.Plain"}}')).toBe("Plain");
    expect(render('{{localize "A.Hello" name=who}}', { who: "Tinkerer" })).toBe("Hello, Tinkerer!");
  });

  it("compares and combines values", () => {
    expect(render("{{#if (eq a 1)}}one{{/if}}", { a: 1 })).toBe("one");
    expect(render("{{#if (and a b)}}both{{else}}not both{{/if}}", { a: true, b: false })).toBe("not both");
    expect(render("{{#if (or a b)}}some{{/if}}", { a: false, b: true })).toBe("some");
    expect(render('{{concat "a" 1 "b"}}')).toBe("a1b");
    expect(render('<input {{checked on}}>{{ifThen on "y" "n"}}', { on: true })).toBe("<input checked>y");
  });
});
