// One server of bench/storage-http.mjs, in a process of its own (forked with an IPC channel):
// `node bench/storage-http-server.mjs sealed|plain`. It builds the app on a temporary DATA_DIR
// (the store as shipped, or made plain: its put and find replaced on the instance by the backend
// alone), adds a member with a session and an application, listens on loopback and sends
// {url, token, link, shopId}. Asked {cpu: true} it answers its CPU time so far; asked {clean: true}
// it removes the files uploaded so far and says {clean: true} (files piling up slow the disk's
// writes run by run: bench/storage.mjs); when the channel closes (the bench is done, or ended)
// it closes the app, removes its folder and exits.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { ORG_NO, SIGN_SECRET, signFields, tempDir } from './lib.mjs';

const MIB = 1024 * 1024;
const { tsImport } = await import('tsx/esm/api');
const server = await tsImport('./storage-modules.ts', import.meta.url);

/** The store made plain: bytes written and read as they are, no row, no seal. */
function makePlain(files) {
  const key = (area, name) => `${area}/${name}`;
  files.put = async (area, name, source) => {
    const stream = Buffer.isBuffer(source)
      ? Readable.from([source])
      : 'path' in source
        ? fs.createReadStream(source.path)
        : source;
    await files.backend.write(key(area, name), stream);
    return { size: (await files.backend.stat(key(area, name))).size, digest: '' };
  };
  files.find = async (area, name) => {
    const stat = await files.backend.stat(key(area, name));
    if (!stat) return null;
    return {
      size: stat.size,
      open: async (range) => {
        const body = await files.backend.read(key(area, name), range);
        return body && { size: stat.size, ...(range ? { range } : {}), body };
      },
    };
  };
}

const dataDir = tempDir('storage-http');
const config = server.loadConfig({
  DATA_DIR: dataDir,
  ORG_NO,
  SIGN_SECRET,
  LOG_LEVEL: 'silent',
  WEB_DIST: `${dataDir}/no-web`,
  MAIL_WORKER_INTERVAL_MS: '0',
  REMINDERS_INTERVAL_MS: '0',
  APPLICATION_RECORDS_INTERVAL_MS: '0',
  RETENTION_INTERVAL_MS: '0',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  UPLOAD_QUOTA_BYTES: String(1024 * MIB),
});
const app = await server.buildApp(config, { logger: false });
if (process.argv[2] === 'plain') makePlain(app.ctx.files);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const id = crypto.randomUUID();
const now = Date.now();
await app.ctx.db
  .insertInto('members')
  .values({
    id,
    name: 'Bench',
    mobile: '13800138000',
    email: `${id}@example.com`,
    password_hash: 'irrelevant',
    created_at: now,
    updated_at: now,
  })
  .execute();
const token = await server.createSession(app.ctx.db, id, config);
const fields = new URLSearchParams(
  signFields({ productType: 'education', auth_token: token, lang: 'en-US' }),
);
const created = await fetch(`${url}/api/policyholder/CreateAppoint`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
  body: fields.toString(),
}).then((r) => r.json());
if (created.code !== 200) throw new Error(`CreateAppoint: ${created.code} ${created.msg}`);

process.on('message', async (message) => {
  if (message.cpu) process.send({ cpu: process.cpuUsage() });
  if (message.clean) {
    const names = [];
    for await (const { name } of app.ctx.files.list('uploads')) names.push(name);
    await app.ctx.files.delete('uploads', ...names);
    process.send({ clean: true });
  }
});
process.on('disconnect', async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
process.send({ url, token, link: created.data.token, shopId: config.shopId });
