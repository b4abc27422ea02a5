export interface PgCluster {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

export function postgresBinDir(): string | undefined;
export function startCluster(options?: { maxConnections?: number }): Promise<PgCluster>;
