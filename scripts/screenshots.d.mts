// Types of scripts/screenshots.mjs for the tests that import it.
export declare const OUT: { readonly page: string; readonly sandbox: string; readonly runner: string };
export declare function buildPage(): Promise<unknown>;
