// bench/storage.mjs's end-to-end figure: what a member sees. One PDF of STORAGE_HTTP_MIB MiB (8
// by default: MAX_UPLOAD_BYTES is 10 MiB) uploaded through platform/upload (multipart to a
// temporary file, the PDF's checks, the store) and downloaded through GET /api/upload/file/:id,
// over loopback HTTP to a server in this process, on disk: one app whose store seals (as
// shipped) against one whose store is made plain (its put and find replaced on the instance by
// the backend alone), interleaved run by run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { multipartBody, signFields, ORG_NO, SIGN_SECRET, tempDir } from './lib.mjs';
import { transferFigures } from './storage-figures.mjs';

const MIB = 1024 * 1024;
const SIZE_MIB = Number(process.env.STORAGE_HTTP_MIB ?? 8);
const mbps = (bytes, ms) => bytes / MIB / (ms / 1000);

/** A PDF of `size` bytes: a stream of hex digits (no '/', so no name the PDF check refuses). */
function bigPdf(size) {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
  const tail = '\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const open = '3 0 obj << /Length 0 >> stream\n';
  const filler = crypto.randomBytes(Math.ceil(size / 2)).toString('hex');
  const body = filler.slice(0, size - head.length - open.length - tail.length);
  return Buffer.from(head + open + body + tail);
}

/** The store of `app` made plain: bytes written and read as they are, no row, no seal. */
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

async function startApp(server, plain) {
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
  if (plain) makePlain(app.ctx.files);
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
  return {
    app,
    url,
    token,
    link: created.data.token,
    shopId: config.shopId,
    stop: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One upload through the route; resolves to the stored upload's id. */
async function upload(s, pdf) {
  const text = multipartBody(
    {
      token: s.link,
      kind: 'idCardFront',
      type: 'miniapp',
      ...(s.shopId ? { shopId: s.shopId } : {}),
    },
    s.token,
  );
  const boundary = text.contentType.split('boundary=')[1];
  const filePart = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="f.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n',
  );
  const end = `--${boundary}--\r\n`;
  const body = Buffer.concat([
    Buffer.from(text.body.slice(0, -end.length)),
    filePart,
    pdf,
    Buffer.from(`\r\n${end}`),
  ]);
  const res = await fetch(`${s.url}/api/platform/upload`, {
    method: 'POST',
    headers: {
      'content-type': text.contentType,
      authorization: s.token,
      'accept-language': 'en-US',
    },
    body,
  }).then((r) => r.json());
  if (res.code !== 200) throw new Error(`upload: ${res.code} ${res.msg}`);
  return res.data.id;
}

async function download(s, id) {
  const res = await fetch(`${s.url}/api/upload/file/${id}`, {
    headers: { authorization: s.token },
  });
  if (res.status !== 200) throw new Error(`download: ${res.status}`);
  let size = 0;
  for await (const chunk of res.body) size += chunk.length;
  return size;
}

export async function measureHttp(server, runs) {
  const pdf = bigPdf(SIZE_MIB * MIB);
  const plain = await startApp(server, true);
  const sealed = await startApp(server, false);
  const figures = { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] };
  // The process's CPU time per transfer (client and server both: the same for either store).
  const cpu = { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] };
  const cpuSince = (usage) => {
    const spent = process.cpuUsage(usage);
    return (spent.user + spent.system) / 1000;
  };
  try {
    // Round -1 warms up and is not counted.
    for (let run = -1; run < runs; run++) {
      // Each goes first every other run: neither always meets a cold or a warm machine.
      const order = [
        ['plain', plain],
        ['sealed', sealed],
      ];
      for (const [name, s] of run % 2 ? order.reverse() : order) {
        let usage = process.cpuUsage();
        let started = performance.now();
        const id = await upload(s, pdf);
        figures[`${name}Up`].push(mbps(pdf.length, performance.now() - started));
        cpu[`${name}Up`].push(cpuSince(usage));
        usage = process.cpuUsage();
        started = performance.now();
        const size = await download(s, id);
        figures[`${name}Down`].push(mbps(pdf.length, performance.now() - started));
        cpu[`${name}Down`].push(cpuSince(usage));
        if (size !== pdf.length) throw new Error(`${name}: downloaded ${size} of ${pdf.length}`);
      }
    }
    // The warm-up round's figures are each list's first.
    for (const list of [...Object.values(figures), ...Object.values(cpu)]) list.shift();
  } finally {
    await plain.stop();
    await sealed.stop();
  }
  return transferFigures(`HTTP, disk, ${SIZE_MIB} MiB PDF`, figures, cpu, 'http');
}
