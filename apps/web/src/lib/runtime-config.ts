import * as z from 'zod';

/**
 * Configuration the server injects into index.html at run time, so one build serves every
 * organisation (DESIGN.md "Configuration"). An empty tag means the Vite dev server.
 */
const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1).default('/api/'),
  orgNo: z.string().min(1).default('demo-org'),
  signSecret: z.string().min(1).default('demo-secret'),
  shopId: z.string().default('demo-shop'),
  mapTileUrl: z.string().default(''),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

const fallback: RuntimeConfig = runtimeConfigSchema.parse({});

export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return fallback;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
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
