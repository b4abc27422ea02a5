import Fastify from 'fastify';
import { loadConfig } from '../../config.ts';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';
import { setFeatureMessages, t } from '../../http/i18n.ts';
import { createMailer } from '../../notify/mail/mailer.ts';
import { fileStoreOf } from '../../storage/open-store.ts';
import { scriptAccess } from './access.ts';
import { restore } from '../../backup/restore.ts';
import { OperationFailed, parseArgs, usage } from './cli-args.ts';
import { UsageError, commands } from './cli-commands.ts';
import { adminMessages } from './messages.ts';

/**
 * `npm run admin -- <command>`: the back office without a running server. Same configuration
 * (environment), same database, same service functions as /admin/; answers are printed as JSON.
 */
async function main(argv: string[]): Promise<number> {
  // What the CLI writes in DATA_DIR (a new database, data.key, mail) is the server user's alone.
  process.umask(0o077);
  const args = parseArgs(argv);
  const run = commands[args.command];
  if (!run && args.command !== 'restore') {
    console.log(usage);
    return args.command === 'help' ? 0 : 2;
  }
  // npm runs workspace scripts inside apps/server; relative paths (DATA_DIR=./data) mean the
  // directory the command was typed in, as they do for `npm start`.
  // eslint-disable-next-line no-restricted-properties -- the launch directory, not configuration
  const launchDir = process.env.INIT_CWD;
  if (launchDir) process.chdir(launchDir);
  // The back office's own texts; the CLI speaks no other feature's.
  setFeatureMessages([adminMessages]);
  const config = loadConfig();
  if (args.command === 'restore') return restoreCommand(config, args.flags.from);
  if (!run) return 2;
  const { db } = await openDatabase(config);
  const log = Fastify({ logger: { level: config.logLevel, stream: process.stderr } }).log;
  // Pooled: jobs:run may send the whole outbox over a few connections.
  const mailer = createMailer(config, log, { pool: true });
  const files = fileStoreOf(db, config);
  try {
    await migrateToLatest(db, config);
    // The CLI runs on the server's own machine with its configuration: it acts as ADMIN_TOKEN does.
    const data = await run({ db, config, mailer, files, access: scriptAccess }, args);
    console.log(JSON.stringify({ code: 200, msg: 'ok', data }, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof OperationFailed) return failed(error);
    if (!(error instanceof AppError)) throw error;
    const msg = t(error.key, 'en-US', error.params);
    console.log(JSON.stringify({ code: error.code, msg, data: error.data }, null, 2));
    return 1;
  } finally {
    mailer.close();
    files.close();
    await db.destroy();
  }
}

/** Progress goes to stderr: stdout carries the JSON answer alone. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

function failed(error: OperationFailed): number {
  console.log(JSON.stringify({ code: 1, msg: error.message, data: error.data }, null, 2));
  return 1;
}

/** `restore`: before the database is opened, which would create it in an empty DATA_DIR. */
async function restoreCommand(config: Config, from: string | undefined): Promise<number> {
  if (!from || from === 'true') {
    console.error(`restore needs --from DIR\n\n${usage}`);
    return 2;
  }
  try {
    const data = await restore(config, { from, progress });
    console.log(JSON.stringify({ code: 200, msg: 'ok', data }, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof OperationFailed) return failed(error);
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
