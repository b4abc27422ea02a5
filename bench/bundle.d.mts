// Types of bench/bundle.mjs for e2e/bundle-budget.e2e.ts, which asserts the budgets on the same
// reading of the Vite manifest the bench prints.
export interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface Sizes {
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
}

export interface BundleAnalysis {
  manifest: Record<string, ManifestChunk>;
  entryKey: string;
  /** The chunk keys of every first load: the entry and the start it preloads, with their imports. */
  entry: Set<string>;
  /** The lazy screens: our modules that the start's chunks import dynamically. */
  routes: string[];
  /** A chunk key with its static imports, recursively. */
  closure: (key: string) => Set<string>;
  own: (key: string) => Set<string>;
  firstLoad: (...keys: string[]) => Set<string>;
  /** Sizes in bytes of the JS and CSS of a set of chunk keys. */
  measure: (keys: Iterable<string>) => Sizes;
  find: (fragment: string) => string;
}

export const BUDGETS: { loginFirstLoadKiB: number; lazyScreenKiB: number };
export function analyse(dist?: string): BundleAnalysis;
export function run(): Promise<{ rows: unknown[] }>;
