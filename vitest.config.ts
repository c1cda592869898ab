import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    testTimeout: 30_000,
    // A fake world boots in beforeEach: one fresh import of the module per client.
    hookTimeout: 30_000,
  },
});
