// @vitest-environment happy-dom
// A Monster turn window popped out into another browser window (Foundry v14,
// https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.DetachedWindowOptions.html):
// its elements come from another document and realm, where this window's `instanceof` checks fail.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { Window } from "happy-dom";
import { afterAll, describe, expect, it, vi } from "vitest";
import { isElement, isHTMLElement, isTag } from "../../../src/foundry/dom-realm";
import { areaCellAt, focusNeighbourRow, optionRowAt } from "../../../src/foundry/gloomhaven/turn-window-dom";

/**
 * Elements made by another browser window's document. Both happy-dom windows share one JavaScript
 * realm, so this window's DOM classes are replaced by fresh ones: exactly what a popped-out
 * window's elements look like from here (their classes are another window's).
 */
function poppedOut(html: string) {
  const other = new Window();
  other.document.body.innerHTML = html;
  for (const name of [
    "Node",
    "Element",
    "HTMLElement",
    "HTMLFormElement",
    "HTMLInputElement",
    "HTMLSelectElement",
  ])
    vi.stubGlobal(name, function OtherRealmClass() {});
  // Typed as this window's document: its elements are what the module's handlers receive.
  return other.document as unknown as Document;
}

afterAll(() => vi.unstubAllGlobals());

describe("DOM checks in a popped-out window", () => {
  const doc = poppedOut(`
    <form><select name="presetId"></select><input type="number" name="move"></form>
    <ol><li class="ma-option" data-index="0" tabindex="0"><span id="inner">A</span></li>
        <li class="ma-option" data-index="1" tabindex="0">B</li></ol>
    <svg><polygon data-action="toggleAreaHex" data-q="1" data-r="-1"></polygon></svg>`);

  it("the other window's elements are not this window's classes (the realm problem is real here)", () => {
    expect(doc.querySelector("form") instanceof HTMLFormElement).toBe(false);
  });

  it("recognises forms, selects and inputs of another window by their tag", () => {
    expect(isTag(doc.querySelector("form"), "form")).toBe(true);
    expect(isTag(doc.querySelector("select"), "select")).toBe(true);
    expect(isTag(doc.querySelector("input"), "input")).toBe(true);
    expect(isTag(doc.querySelector("input"), "select")).toBe(false);
    expect(isElement({ nodeType: 1 })).toBe(false);
    expect(isHTMLElement(null)).toBe(false);
  });

  it("finds the option row and the area cell under a target of another window, and moves focus there", () => {
    expect(optionRowAt(doc.getElementById("inner"))?.index).toBe(0);
    expect(areaCellAt(doc.querySelector("polygon"))).toEqual({ q: 1, r: -1 });
    const first = optionRowAt(doc.getElementById("inner"))?.element;
    if (first) focusNeighbourRow(first, 1);
    expect(doc.activeElement?.textContent).toBe("B");
  });
});

describe("no realm-bound DOM checks in the module", () => {
  const root = resolve(import.meta.dirname, "../../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
    });

  it("uses dom-realm.ts instead of instanceof HTMLElement / Element / Node", () => {
    const offenders = files(join(root, "src/foundry"))
      .filter((file) => !file.endsWith("dom-realm.ts"))
      .filter((file) => /instanceof\s+(HTML\w*Element|Element|Node)\b/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
