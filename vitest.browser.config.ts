// The sandbox page in a real browser: builds dist-sandbox/, serves it on localhost and drives a
// headless chromium with playwright-core (test/browser/; which one: test/browser/chromium.ts).
// Run by `npm run test:browser` and `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["test/browser/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A page test that loses a race with a redraw on a loaded 2-core machine gets one more try; the
    // assertions are unchanged, and a test that fails twice still fails the run.
    retry: 1,
  },
});
