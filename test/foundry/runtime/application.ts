// A small ApplicationV2 + HandlebarsApplicationMixin for end-to-end tests, modelling the documented
// behaviour the module relies on:
// - https://foundryvtt.com/api/classes/foundry.applications.api.ApplicationV2.html (v13) and
//   https://foundryvtt.com/api/v14/classes/foundry.applications.api.ApplicationV2.html (v14):
//   DEFAULT_OPTIONS merged down the class chain; `render({force})` renders a closed window only when
//   forced; RENDER_STATES; a render runs `_prepareContext`, renders the parts, puts the element in
//   the DOM, then `_onFirstRender` (first time) and `_onRender`; clicks on `[data-action]` run
//   `options.actions[action]` with the window as `this`; the window is listed in
//   `foundry.applications.instances` from its first render until its close has finished; a failed
//   render rejects the render promise.
// - `close(options)` is asynchronous: the state becomes CLOSING, `_preClose` is awaited, then the
//   closing animation (unless `animate: false`,
//   https://foundryvtt.com/api/interfaces/foundry.applications.types.ApplicationClosingOptions.html,
//   https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationClosingOptions.html),
//   then `_onClose`, the `closeApplicationV2` hook
//   (https://foundryvtt.com/api/functions/hookEvents.closeApplicationV2.html), and only then does
//   the window leave `instances` and become CLOSED. The animation is one macrotask here, so the
//   next window opened in the same turn renders before the old one's `_onClose` runs, as in Foundry.
// Each client of a fake world has its own subclass (`applicationClassFor`), so its windows live in
// its own `instances`, its own DOM container, and its own action-error list.
// - https://foundryvtt.com/api/functions/foundry.applications.api.HandlebarsApplicationMixin.html:
//   each of `static PARTS` renders its template (served under modules/<id>/templates/) with
//   Foundry's Handlebars helpers; `render({parts})` re-renders only those parts.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import en from "../../../lang/en.json";
import { MODULE_ID } from "../../../src/foundry/constants";
import { registerFoundryHelpers } from "../../../src/view/handlebars-env";
import { localizerFromJson } from "../../../src/view/i18n";

const root = resolve(import.meta.dirname, "../../..");
/** Foundry's Handlebars environment: exactly its helpers, the module's language file. */
export const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, localizerFromJson(en));

/** A template as Foundry serves it: modules/<id>/templates/... is the repository's templates/... */
export function compileTemplate(path: string): HandlebarsTemplateDelegate {
  const prefix = `modules/${MODULE_ID}/`;
  if (!path.startsWith(prefix)) throw new Error(`Template ${path} is not one of this module's`);
  return handlebars.compile(templateSource(path));
}

/** The text of a module template, as the server sends it. */
export function templateSource(path: string): string {
  const prefix = `modules/${MODULE_ID}/`;
  return readFileSync(resolve(root, path.slice(prefix.length)), "utf8");
}

type Action = (this: unknown, event: Event, target: HTMLElement) => unknown;
interface Options {
  id?: string;
  tag?: string;
  classes?: string[];
  actions: Record<string, Action>;
  [key: string]: unknown;
}

export const RENDER_STATES = {
  ERROR: -3,
  CLOSING: -2,
  CLOSED: -1,
  NONE: 0,
  RENDERING: 1,
  RENDERED: 2,
} as const;

/** What one client's windows share: its instances, DOM container, errors, hooks and timers. */
export interface WindowHost {
  /** Open (and still closing) windows by id: that client's `foundry.applications.instances`. */
  readonly instances: Map<string, FakeApplicationV2>;
  /** Every error an action handler threw (Foundry logs it; tests read it). */
  readonly actionErrors: unknown[];
  /** Where this client's windows are put in the DOM. */
  container(): HTMLElement;
  /** The client's setTimeout, so the closing animation ends in that client's turn. */
  readonly setTimeout: (handler: () => void, delay: number) => unknown;
  /** The client's Hooks.callAll (closeApplicationV2). */
  readonly callHook: (hook: string, ...args: unknown[]) => void;
  /** Runs a user's input (a click) as this client. */
  readonly act: (fn: () => void) => void;
}

let nextId = 1;

/** The ApplicationV2 base a client's `foundry.applications.api` offers: its windows belong to that client. */
export function applicationClassFor(host: WindowHost): typeof FakeApplicationV2 {
  return class ClientApplicationV2 extends FakeApplicationV2 {
    static override host = host;
  };
}

export class FakeApplicationV2 {
  /** The client this window class belongs to (set by `applicationClassFor`). */
  static host: WindowHost | null = null;
  static DEFAULT_OPTIONS: Partial<Options> = { tag: "div", actions: {} };
  static PARTS: Record<string, { template: string }> = {};
  static RENDER_STATES = RENDER_STATES;
  /** Test knob: a render of a window for which this returns an error rejects with it (as a missing helper would). */
  static failRender: ((app: FakeApplicationV2) => Error | null) | null = null;

  readonly options: Options;
  state: number = RENDER_STATES.NONE;
  element!: HTMLElement;
  bringToFrontCount = 0;

  constructor(options: Partial<Options> = {}) {
    const chain: Partial<Options>[] = [];
    for (
      let c = this.constructor as typeof FakeApplicationV2;
      c;
      c = Object.getPrototypeOf(c) as typeof FakeApplicationV2
    ) {
      if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS);
      if (c === FakeApplicationV2) break;
    }
    const merged = Object.assign({}, ...chain, options) as Options;
    merged.actions = Object.assign({}, ...chain.map((o) => o.actions ?? {}), options.actions ?? {});
    merged.id ??= `app-${nextId++}`;
    this.options = merged;
  }

  get #host(): WindowHost {
    const host = (this.constructor as typeof FakeApplicationV2).host;
    if (!host) throw new Error("A fake window needs a client: use applicationClassFor");
    return host;
  }

  get id(): string {
    return this.options.id ?? "";
  }
  get rendered(): boolean {
    return this.state === RENDER_STATES.RENDERED;
  }
  get title(): string {
    return "";
  }

  async render(options: { force?: boolean; parts?: string[] } | boolean = {}): Promise<this> {
    const opts = typeof options === "boolean" ? { force: options } : options;
    if (!this.rendered && !opts.force) return this;
    const first = !this.rendered;
    this.state = RENDER_STATES.RENDERING;
    try {
      const context = await this._prepareContext(opts);
      const failure = FakeApplicationV2.failRender?.(this);
      if (failure) throw failure;
      const parts = (this.constructor as typeof FakeApplicationV2).PARTS;
      const html = new Map<string, string>();
      for (const [partId, part] of Object.entries(parts))
        if (first || !opts.parts || opts.parts.includes(partId))
          html.set(partId, compileTemplate(part.template)(context));
      if (first) {
        this.element = document.createElement(this.options.tag ?? "div");
        this.element.id = this.id;
        this.element.addEventListener("click", (event) => this.#onClick(event));
        for (const partId of Object.keys(parts)) {
          const holder = document.createElement("div");
          holder.dataset["applicationPart"] = partId;
          this.element.append(holder);
        }
        this.#host.container().append(this.element);
      }
      for (const [partId, markup] of html) {
        const holder = this.element.querySelector(`[data-application-part="${partId}"]`);
        if (holder) holder.innerHTML = markup;
      }
      this.state = RENDER_STATES.RENDERED;
      if (first) {
        this.#host.instances.set(this.id, this);
        await this._onFirstRender(context, opts);
      }
      await this._onRender(context, opts);
      return this;
    } catch (cause) {
      this.state = first ? RENDER_STATES.ERROR : RENDER_STATES.RENDERED;
      throw cause;
    }
  }

  #onClick(event: Event): void {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    const action = target?.dataset["action"];
    const handler = action ? this.options.actions[action] : undefined;
    if (!target || !handler) return;
    try {
      const result = handler.call(this, event, target);
      if (result instanceof Promise) result.catch((cause: unknown) => this.#host.actionErrors.push(cause));
    } catch (cause) {
      this.#host.actionErrors.push(cause);
    }
  }

  /** Clicks the element matching a selector inside the window, as a user would. */
  click(selector: string): void {
    const target = this.element.querySelector<HTMLElement>(selector);
    if (!target) throw new Error(`Nothing matches ${selector} in ${this.id}`);
    this.#host.act(() => target.click());
  }

  /** Closes as Foundry does: CLOSING, `_preClose`, the animation, `_onClose`, then out of instances. */
  async close(options: { animate?: boolean } = {}): Promise<this> {
    if (this.state !== RENDER_STATES.RENDERED && this.state !== RENDER_STATES.RENDERING) return this;
    const host = this.#host;
    this.state = RENDER_STATES.CLOSING;
    await this._preClose(options);
    if (options.animate !== false) await new Promise<void>((done) => host.setTimeout(done, 0));
    this.element?.remove();
    this._onClose(options);
    host.callHook("closeApplicationV2", this);
    if (host.instances.get(this.id) === this) host.instances.delete(this.id);
    this.state = RENDER_STATES.CLOSED;
    return this;
  }

  bringToFront(): void {
    this.bringToFrontCount++;
  }

  protected async _prepareContext(_options: unknown): Promise<object> {
    return {};
  }
  protected async _onFirstRender(_context: unknown, _options: unknown): Promise<void> {}
  protected async _onRender(_context: unknown, _options: unknown): Promise<void> {}
  protected async _preClose(_options: unknown): Promise<void> {}
  protected _onClose(_options: unknown): void {}
}

/** HandlebarsApplicationMixin: the fake base already renders PARTS with Handlebars. */
export function HandlebarsApplicationMixin<T extends typeof FakeApplicationV2>(base: T): T {
  return base;
}

/**
 * FormDataExtended (https://foundryvtt.com/api/classes/foundry.applications.ux.FormDataExtended.html):
 * `object` holds each named field: checkboxes as booleans, number inputs as numbers (null when
 * blank), other inputs and selects as strings.
 */
export class FakeFormDataExtended {
  readonly object: Record<string, unknown> = {};
  constructor(form: HTMLElement) {
    for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      "input[name], select[name]",
    )) {
      if (el.disabled) continue;
      if (el instanceof HTMLInputElement && el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === "radio") {
        if (el.checked) this.object[el.name] = el.value;
      } else if (el instanceof HTMLInputElement && el.type === "number")
        this.object[el.name] = el.value === "" ? null : Number(el.value);
      else this.object[el.name] = el.value;
    }
  }
}
