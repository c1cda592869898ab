import { describe, expect, it } from "vitest";
import { chooseChromium } from "./chromium";

const executables =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("which chromium the browser tests drive", () => {
  it("takes the path in MONSTER_AUTOPILOT_CHROMIUM before a system chromium", () => {
    const env = { MONSTER_AUTOPILOT_CHROMIUM: "/opt/chrome/chrome", PATH: "/usr/bin" };
    expect(chooseChromium(env, executables("/opt/chrome/chrome", "/usr/bin/chromium"))).toEqual({
      source: "env",
      path: "/opt/chrome/chrome",
    });
  });

  it("refuses a MONSTER_AUTOPILOT_CHROMIUM path that is not an executable, naming it", () => {
    const env = { MONSTER_AUTOPILOT_CHROMIUM: "/nowhere/chromium", PATH: "/usr/bin" };
    expect(() => chooseChromium(env, executables("/usr/bin/chromium"))).toThrow(/\/nowhere\/chromium/);
  });

  it("forces the bundled browser with MONSTER_AUTOPILOT_CHROMIUM=bundled even when the system has one", () => {
    const env = { MONSTER_AUTOPILOT_CHROMIUM: "bundled", PATH: "/usr/bin" };
    expect(chooseChromium(env, executables("/usr/bin/chromium"))).toEqual({
      source: "bundled",
      reason: "forced",
    });
  });

  it("prefers a system chromium found on PATH, in the order of the names it knows", () => {
    const env = { PATH: "/usr/local/bin:/usr/bin" };
    expect(chooseChromium(env, executables("/usr/bin/google-chrome", "/usr/bin/chromium"))).toEqual({
      source: "system",
      path: "/usr/bin/chromium",
    });
    expect(chooseChromium(env, executables("/usr/bin/google-chrome"))).toEqual({
      source: "system",
      path: "/usr/bin/google-chrome",
    });
  });

  it("looks for the macOS applications after PATH", () => {
    const app = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(chooseChromium({ PATH: "/usr/bin" }, executables(app))).toEqual({ source: "system", path: app });
  });

  it("falls back to the bundled browser when there is no system chromium and no variable", () => {
    expect(chooseChromium({ PATH: "/usr/bin" }, executables())).toEqual({
      source: "bundled",
      reason: "no system chromium",
    });
    expect(chooseChromium({ MONSTER_AUTOPILOT_CHROMIUM: " " }, executables())).toEqual({
      source: "bundled",
      reason: "no system chromium",
    });
  });
});
