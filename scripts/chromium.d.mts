// Types of scripts/chromium.mjs for the TypeScript that starts the browser with it.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const BROWSER_UI_FEATURES: readonly string[];
export declare function disableFeatures(names: readonly string[]): string;
