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
 * signing pair, shop id, the map's tile server and geocoder) in a meta tag, so one build runs against any server; hashed assets are
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
    geocoderUrl: config.geocoderUrl,
    mapAttribution: config.mapAttribution,
  });
  // Each page gets the runtime configuration in its meta tag: the member app, and the staff
  // console at /pda/ (a second entry of the same build, so it adds nothing to the member app).
  const withConfig = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .replace(PLACEHOLDER, `<meta name="app-config" content='${escapeAttribute(runtime)}'>`);
  const html = withConfig(indexFile);
  const consoleFile = path.join(config.webDist, 'pda', 'index.html');
  const consoleHtml = fs.existsSync(consoleFile) ? withConfig(consoleFile) : undefined;

  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    // index.html only with the runtime configuration, from the routes below.
    allowedPath: (pathName) => !pathName.endsWith('/index.html') && !pathName.includes('/.'),
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = (page: string) => (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/', sendPage(html));
  app.get('/index.html', sendPage(html));
  if (consoleHtml) {
    app.get('/pda', (_req, reply) => reply.redirect('/pda/'));
    app.get('/pda/', sendPage(consoleHtml));
    app.get('/pda/index.html', sendPage(consoleHtml));
  }
}
