// Types of scripts/built-server.mjs for the TypeScript that starts the built server with it.
import type { ChildProcess } from 'node:child_process';

export declare const serverEntry: string;

export interface BuiltServerOptions {
  /** After PATH, HOST, PORT and DATA_DIR; a DATA_DIR here is the caller's and stays. */
  env?: Record<string, string>;
  /** The url's scheme (the server listens with TLS when env names a certificate). */
  https?: boolean;
  /** 'ignore', 'inherit', or a file the log is appended to. */
  stdout?: 'ignore' | 'inherit' | string;
  /** 'keep' (for stderr() and the start's error) or 'inherit'. */
  stderr?: 'keep' | 'inherit';
  /** Whether the /healthz url answers; fetch's ok by default. */
  ready?: (healthzUrl: string) => Promise<boolean>;
  timeoutMs?: number;
  pollMs?: number;
  /** The made data folder's name prefix under the system's temp folder. */
  tempPrefix?: string;
  /** Where a port comes from when env names none (freePort; a test names taken ones). */
  pickPort?: () => Promise<number>;
}

export interface BuiltServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  /** Milliseconds from the last spawn to the first healthy answer. */
  startMs: number;
  /** The current process (a new one after restart). */
  readonly child: ChildProcess;
  /** What the process wrote to stderr (with stderr: 'keep'). */
  stderr(): string;
  /** Ends the process (SIGKILL after graceMs) and waits for it; the data folder stays. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** Starts it again on the same port and data folder (after stop). */
  restart(): Promise<void>;
  /** Stops it for good and removes the data folder it made. */
  close(signal?: NodeJS.Signals): Promise<void>;
}

export declare function startBuiltServer(options?: BuiltServerOptions): Promise<BuiltServer>;
