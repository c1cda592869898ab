// Types of scripts/lang-keys.mjs (plain JavaScript so `npm run lang:check` runs under Node alone).

/** A language file's texts by dotted key, in file order. */
export function flatten(tree: unknown, prefix?: string, out?: Map<string, string>): Map<string, string>;

/** The sorted `{name}` placeholders of a text. */
export function placeholders(text: string): string[];

/** One translation compared with English. */
export interface LanguageReport {
  readonly missing: [key: string, english: string][];
  readonly extra: string[];
  readonly placeholders: { key: string; english: string[]; translated: string[] }[];
  readonly order: boolean;
}

export function compareLanguage(english: unknown, translated: unknown): LanguageReport;

/** The translation files of a lang/ folder: every *.json except en.json. */
export function translationFiles(langDir: string): string[];
