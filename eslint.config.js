// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { readdirSync } from "node:fs";

/** Every folder name under src/ and sandbox/: an import may end at one of them (its index.ts). */
function folderNames(root) {
  return readdirSync(new URL(root, import.meta.url), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
const FOLDERS = [...new Set([...folderNames("src"), ...folderNames("sandbox")])].sort();
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A relative import that goes up (`../`) and then descends into a folder must stop at a folder
 * (its index.ts): `../../core/gloomhaven/model` reaches into core/gloomhaven's internals. Files
 * with an extension (lang/*.json, presets, templates, styles) are data, not code, and stay allowed.
 */
const DEEP_IMPORT = `^(\\.\\./)+[\\w-]+/(?:[\\w-]+/)*(?!(?:${FOLDERS.map(escape).join("|")})$)[\\w-]+$`;

/** Globals that belong to Foundry or the browser: the rules core must never touch them. */
const FOUNDRY_GLOBALS = ["game", "canvas", "Hooks", "CONFIG", "foundry", "ui", "CONST", "Roll"];
const DOM_GLOBALS = [
  "window",
  "document",
  "navigator",
  "localStorage",
  "sessionStorage",
  "HTMLElement",
  "Element",
  "fetch",
  "requestAnimationFrame",
];
const IMPURE_GLOBALS = ["performance", "setTimeout", "setInterval", "process"];

export default tseslint.config(
  {
    ignores: ["dist/", "dist-sandbox/", "release/", "build/", "node_modules/", "test-results/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": [
        "error",
        {
          "ts-ignore": true,
          "ts-nocheck": true,
          "ts-expect-error": "allow-with-description",
          minimumDescriptionLength: 10,
        },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // fvtt-types is configured by augmenting its namespaces.
    files: ["src/foundry/augment.ts", "src/foundry/quench/augment.ts"],
    rules: { "@typescript-eslint/no-namespace": "off" },
  },
  {
    files: ["src/foundry/**", "src/module.ts", "sandbox/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The view layer (template contexts, explanations in words) is shared by Foundry and the
    // sandbox page: no Foundry globals there either; localization is passed in.
    files: ["src/view/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...FOUNDRY_GLOBALS.map((name) => ({
          name,
          message: "src/view is shared with the sandbox: pass Foundry data in.",
        })),
      ],
    },
  },
  {
    files: ["src/core/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...[...FOUNDRY_GLOBALS, ...DOM_GLOBALS].map((name) => ({
          name,
          message:
            "src/core is the pure rules core: no Foundry or DOM globals (read them in src/foundry and pass data in).",
        })),
        ...IMPURE_GLOBALS.map((name) => ({
          name,
          message: "src/core must be deterministic: no clocks, timers or process state.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "src/core must be deterministic: no randomness." },
        { object: "Date", property: "now", message: "src/core must be deterministic: no clocks." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date']",
          message: "src/core must be deterministic: no clocks.",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/foundry/**", "**/cli/**", "fvtt-types*", "node:*"],
              message: "src/core may not depend on adapters or Node built-ins.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where an invariant makes a value present, the core encodes it in the types (a lookup that
    // throws on a broken invariant, a destructuring with a check, a `??` default for a typed-array
    // read in range by construction) instead of asserting it.
    files: ["src/core/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "error" },
  },
  {
    // Folder boundaries: production code imports another folder through its index.ts only
    // (tests may reach into internals).
    files: ["src/**/*.ts", "sandbox/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: DEEP_IMPORT,
              message: "Import another folder through its index.ts (export what is public from there).",
            },
          ],
        },
      ],
    },
  },
);
