// bench/storage.mjs's end-to-end figure: what a member sees. One PDF of STORAGE_HTTP_MIB MiB (8
// by default: MAX_UPLOAD_BYTES is 10 MiB) uploaded through platform/upload (multipart to a
// temporary file, the PDF's checks, the store) and downloaded through GET /api/upload/file/:id,
// over loopback HTTP, on disk: one server whose store seals (as shipped) against one whose store
// is made plain (bench/storage-http-server.mjs), each in a process of its own, interleaved run by
// run; the CPU figures are the server's.
import crypto from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { multipartBody } from './lib.mjs';
import { MIB, mbps, transferFigures } from './storage-figures.mjs';

const SIZE_MIB = Number(process.env.STORAGE_HTTP_MIB ?? 8);
// A run is four transfers of 8 MiB, a fraction of a second: more runs than bench/storage.mjs's.
const RUNS = Number(process.env.STORAGE_HTTP_RUNS ?? 15);
// A transfer that takes longer is stuck (a second or less each here): the bench fails, never hangs.
const TRANSFER_DEADLINE_MS = 60_000;

/** A PDF of `size` bytes: a stream of hex digits (no '/', so no name the PDF check refuses). */
function bigPdf(size) {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';
  const tail = '\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const open = '3 0 obj << /Length 0 >> stream\n';
  const filler = crypto.randomBytes(Math.ceil(size / 2)).toString('hex');
  const body = filler.slice(0, size - head.length - open.length - tail.length);
  return Buffer.from(head + open + body + tail);
}

/**
 * One server (bench/storage-http-server.mjs) in a process of its own: the client's garbage (the
 * request bodies, the downloaded pieces) and the other server's never trigger its collections.
 * In one process with both servers and the client, V8's full collections for external memory
 * (about 20 ms of marking a 46 MB heap per 64 MiB of buffers) fell on whichever transfer was
 * running, either side's runs 90 – 600 MB/s at random (D103).
 */
async function startApp(kind) {
  const child = fork(fileURLToPath(new URL('./storage-http-server.mjs', import.meta.url)), [kind], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then((code) => {
    exited = true;
    return code;
  });
  /** `answer` or, when the server ends first, an error: a server that crashed never hangs the bench. */
  const orExit = (answer) =>
    Promise.race([
      answer,
      exit.then((code) => {
        throw new Error(`${kind} server exited (${code})`);
      }),
    ]);
  const started = await orExit(new Promise((resolve) => child.once('message', resolve)));
  /** Sends `message`; resolves to the answer. */
  const ask = (message) =>
    orExit(
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        // With a callback a closed channel is this call's error, not the process's.
        child.send(message, (error) => error && reject(error));
      }),
    );
  return {
    ...started,
    /** The server's CPU time so far, in microseconds. */
    cpu: async () => {
      const { cpu } = await ask({ cpu: true });
      return cpu.user + cpu.system;
    },
    /** Removes the files uploaded so far. */
    clean: () => ask({ clean: true }),
    /** Asks the server to close; one that has not within 10 s (a request stuck) is killed. */
    stop: async () => {
      if (exited) return;
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
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
    signal: AbortSignal.timeout(TRANSFER_DEADLINE_MS),
  }).then((r) => r.json());
  if (res.code !== 200) throw new Error(`upload: ${res.code} ${res.msg}`);
  return res.data.id;
}

async function download(s, id) {
  const res = await fetch(`${s.url}/api/upload/file/${id}`, {
    headers: { authorization: s.token },
    signal: AbortSignal.timeout(TRANSFER_DEADLINE_MS),
  });
  if (res.status !== 200) throw new Error(`download: ${res.status}`);
  let size = 0;
  for await (const chunk of res.body) size += chunk.length;
  return size;
}

export async function measureHttp() {
  const pdf = bigPdf(SIZE_MIB * MIB);
  const [plain, sealed] = await Promise.all([startApp('plain'), startApp('sealed')]);
  const figures = { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] };
  // The server's CPU time per transfer (the client's is the same for either store).
  const cpu = { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] };
  try {
    // Round -1 warms up and is not counted.
    for (let run = -1; run < RUNS; run++) {
      // Each goes first every other run: neither always meets a cold or a warm machine.
      const order = [
        ['plain', plain],
        ['sealed', sealed],
      ];
      for (const [name, s] of run % 2 ? order.reverse() : order) {
        let usage = await s.cpu();
        let started = performance.now();
        const id = await upload(s, pdf);
        figures[`${name}Up`].push(mbps(pdf.length, performance.now() - started));
        cpu[`${name}Up`].push(((await s.cpu()) - usage) / 1000);
        usage = await s.cpu();
        started = performance.now();
        const size = await download(s, id);
        figures[`${name}Down`].push(mbps(pdf.length, performance.now() - started));
        cpu[`${name}Down`].push(((await s.cpu()) - usage) / 1000);
        if (size !== pdf.length) throw new Error(`${name}: downloaded ${size} of ${pdf.length}`);
        await s.clean();
      }
    }
    // The warm-up round's figures are each list's first.
    for (const list of [...Object.values(figures), ...Object.values(cpu)]) list.shift();
  } finally {
    await Promise.all([plain.stop(), sealed.stop()]);
  }
  return transferFigures(`HTTP, disk, ${SIZE_MIB} MiB PDF`, figures, cpu, 'http');
}
