import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  // Whatever the server or a library it uses writes (database, -wal, uploads, mail) is its own.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let stopping = false;
  // A graceful stop: no new connections, the requests in flight answered, the jobs' runs under
  // way finished and their timers stopped, the mailers and the database closed (app.ts onClose),
  // then exit 0. Past SHUTDOWN_GRACE_MS, or at a second signal, the process exits 1 at once.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second stop signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'stop took too long: exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  if (config.demoData) {
    // Loud on purpose: these accounts' passwords are in the README (DESIGN.md "Runtime, demo data").
    app.log.warn(
      { demoData: true, host: config.host },
      'DEMO: DEMO_DATA=1 seeded demo accounts whose passwords are published (README); never keep real data here',
    );
  }
}

void main();
