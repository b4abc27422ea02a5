/**
 * Configuration the server injects into index.html at run time, so one build serves every
 * organisation (DESIGN.md "Configuration"). An empty tag means the Vite dev server. Parsed by
 * hand rather than with zod: this runs before the first screen, and zod is kept out of that load.
 */
export interface RuntimeConfig {
  apiBase: string;
  orgNo: string;
  signSecret: string;
  shopId: string;
  /** XYZ tile template of the location pickers' map; '' without a map. */
  mapTileUrl: string;
  /** Base of a Nominatim-compatible geocoder; '' without search. */
  geocoderUrl: string;
  mapAttribution: string;
}

const fallback: RuntimeConfig = {
  apiBase: '/api/',
  orgNo: 'demo-org',
  signSecret: 'demo-secret',
  shopId: 'demo-shop',
  mapTileUrl: '',
  geocoderUrl: '',
  mapAttribution: '',
};

function text(value: unknown, otherwise: string, allowEmpty = false): string {
  return typeof value === 'string' && (allowEmpty || value !== '') ? value : otherwise;
}

export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return fallback;
  }
  if (!raw || typeof raw !== 'object') return fallback;
  const given = raw as Record<string, unknown>;
  return {
    apiBase: text(given.apiBase, fallback.apiBase),
    orgNo: text(given.orgNo, fallback.orgNo),
    signSecret: text(given.signSecret, fallback.signSecret),
    shopId: text(given.shopId, fallback.shopId, true),
    mapTileUrl: text(given.mapTileUrl, fallback.mapTileUrl, true),
    geocoderUrl: text(given.geocoderUrl, fallback.geocoderUrl, true),
    mapAttribution: text(given.mapAttribution, fallback.mapAttribution, true),
  };
}

let cached: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  if (!cached) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="app-config"]');
    cached = parseRuntimeConfig(meta?.content);
  }
  return cached;
}

/** Tests replace the configuration without touching the DOM. */
export function setRuntimeConfig(config: Partial<RuntimeConfig> | undefined): void {
  cached = config ? { ...fallback, ...config } : undefined;
}
