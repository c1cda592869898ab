// @vitest-environment happy-dom
// "Check this scene" on the fake Foundry runtime: the report as JSON from the module's API, the
// window from the scene controls, and nothing written to the world.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SceneCheckReport } from "../../../src/foundry/self-check/report";
import { handlebars } from "../runtime/application";
import { worldWrites } from "../runtime/documents";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";
import { hexCombatScene } from "./hex-scene";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const api = () =>
  foundry.game.modules.get("monster-autopilot")?.api as { checkScene(): Promise<SceneCheckReport> };

describe("Check this scene", () => {
  it("reports every check passed on a working hex scene, as JSON, without writing anything", async () => {
    hexCombatScene(foundry);
    const before = worldWrites.count;
    const report = await api().checkScene();
    expect(worldWrites.count).toBe(before);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    expect(report.checks.map((c) => [c.id, c.passed])).toEqual([
      ["templates", true],
      ["hex", true],
      ["links", true],
      ["combat", true],
    ]);
    expect(report.checks[1]?.details[0]).toContain("1 monsters, 1 characters");
    expect(report.checks[2]?.details).toEqual(["No linked hexes on this scene."]);
    expect(report.checks[3]?.details[0]).toContain("not linked to any scene");
    expect(report.passed).toBe(true);
  });

  it("lists the scene's linked hexes and fails on a pair it leaves out (LH-1)", async () => {
    const { scene } = hexCombatScene(foundry);
    scene.flags["monster-autopilot"] = {
      ...scene.flags["monster-autopilot"],
      links: [
        { a: { i: 1, j: 1 }, b: { i: 4, j: 6 } },
        { a: { i: 3, j: 3 }, b: { i: 3, j: 3 } },
      ],
    };
    const report = await api().checkScene();
    const links = report.checks.find((c) => c.id === "links");
    expect(links?.passed).toBe(false);
    expect(links?.details).toHaveLength(2);
    expect(links?.details[0]).toContain("to itself");
    expect(links?.details[1]).toMatch(/^Linked: .+ – .+$/);
    expect(report.passed).toBe(false);
  });

  it("names a template that calls a helper this Foundry lacks", async () => {
    hexCombatScene(foundry);
    const ifThen = handlebars.helpers["ifThen"];
    handlebars.unregisterHelper("ifThen");
    const report = await api()
      .checkScene()
      .finally(() => handlebars.registerHelper("ifThen", ifThen!));
    const templates = report.checks.find((c) => c.id === "templates");
    expect(templates?.passed).toBe(false);
    expect(templates?.details.join(" ")).toContain("ifThen");
    expect(report.passed).toBe(false);
  });

  it("says so when no scene is viewed", async () => {
    const report = await api().checkScene();
    expect(report.checks.find((c) => c.id === "scene")).toMatchObject({ passed: false });
  });

  it("opens the report window from the scene controls and from the settings menu", async () => {
    hexCombatScene(foundry);
    await foundry.controls.render();
    foundry.controls.click("ma-self-check");
    await settle();
    const window = foundry.instances.get("monster-autopilot-self-check");
    expect(window?.rendered).toBe(true);
    expect(window?.element.textContent).toContain("Every check passed");
    expect(foundry.settings.menus.has("monster-autopilot.selfCheck")).toBe(true);
  });

  it("opens the report window from the settings menu's class, as Foundry renders a submenu", async () => {
    hexCombatScene(foundry);
    const menu = foundry.settings.menus.get("monster-autopilot.selfCheck") as
      { type: new () => { render(options: { force: boolean }): Promise<unknown> } } | undefined;
    expect(menu).toBeDefined();
    await new menu!.type().render({ force: true });
    await settle();
    const window = foundry.instances.get("monster-autopilot-self-check");
    expect(window?.rendered).toBe(true);
    expect(window?.element.textContent).toContain("Every check passed");
  });
});
