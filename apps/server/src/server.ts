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
  const stop = async () => {
    await app.close();
    process.exit(0);
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
