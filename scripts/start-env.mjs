// What `npm start` hands the server (DESIGN.md "Runtime, demo data and the first admin"): the
// embedded database in ./data, demo data unless DEMO_DATA is given, the loopback address unless
// HOST is given. Kept apart from start.mjs so a test can check the choice without a build.
import path from 'node:path';
import { withMallocEnv } from './malloc-env.mjs';

/** The server's environment for `npm start` in `root`, given the caller's environment. */
export function startEnv(callerEnv, root) {
  return withMallocEnv({
    DATA_DIR: path.join(root, 'data'),
    DEMO_DATA: '1',
    HOST: '127.0.0.1',
    ...callerEnv,
  });
}

const demoOn = (value) => value === '1' || value === 'true';

/** The lines `npm start` prints before the server starts: a loud warning when it is the demo. */
export function startBanner(env) {
  if (!demoOn(env.DEMO_DATA)) return [];
  const rule = '='.repeat(78);
  return [
    rule,
    '  DEMO: this server seeds demo accounts whose passwords are published in the README',
    '  (demo@example.com / Demo1234, admin@example.com / Admin2026, agent@example.com / Agent2026).',
    `  It listens on ${env.HOST} only. Never keep real data in it. A real deployment runs`,
    '  without DEMO_DATA (`node apps/server/dist/server.js`, or DEMO_DATA=0 npm start) and',
    '  gets its first admin, with a one-time set-password link, from',
    '  `npm run admin -- staff:create --email you@example.com --name "You" --role admin`.',
    rule,
  ];
}
