import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The empty tag index.html ships with, however the build formatted it. */
const PLACEHOLDER = /<meta name="app-config" content=""\s*\/?>/;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Serves the built client. index.html is read once and gets the runtime configuration (API base,
 * signing pair, shop id) in a meta tag, so one build runs against any server; hashed assets are
 * cached for a year, index.html never.
 */
export async function serveWebClient(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: config.webDist }, 'web client not built: only the API is served');
    return;
  }
  const runtime = JSON.stringify({
    apiBase: '/api/',
    orgNo: config.orgNo,
    signSecret: config.signSecret,
    shopId: config.shopId,
    mapTileUrl: config.mapTileUrl,
  });
  const html = fs
    .readFileSync(indexFile, 'utf8')
    .replace(PLACEHOLDER, `<meta name="app-config" content='${escapeAttribute(runtime)}'>`);

  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    // index.html only with the runtime configuration, from the routes below.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.includes('/.'),
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
}
