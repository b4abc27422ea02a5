// The file store (apps/server/src/storage/): upload and download throughput of one file of
// STORAGE_BENCH_MIB MiB (32 by default, 7 runs: STORAGE_BENCH_RUNS) on disk (a temporary DATA_DIR;
// as shipped, every write fsynced, D89, and again without fsync: page cache alone, a setting the
// server never runs, so its ratios have no budget) and on S3 (s3rver in a process of its own, as
// a bucket is on another machine: the tests run it in theirs), plain (the backend alone: bytes
// written and read as they are)
// against sealed (FileStore.put / open: AES-256-GCM in 256 KiB chunks, the row in SQLite, the
// digest of the chunk tags on the way), interleaved run by run after one round that is not
// counted (the code's first compilations, the allocator's growth), each run's files removed after
// it (as they pile up, the kernel throttles writers, whichever side comes next); then the sealing
// step alone against a plain copy in memory, and beside a page-cache write; then what a member sees: an upload and a download
// through the HTTP routes, sealed against plain (bench/storage-http.mjs). Budget: sealed within
// 1.5× of plain (the ratio of the medians' throughput). Runs under the allocator settings npm
// start gives the server (asTheServerRuns in lib.mjs).
// The server's TypeScript through tsx; no build needed. Usage: node bench/storage.mjs
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { asTheServerRuns, isMain, median, printTable, row, tempDir } from './lib.mjs';
import { MIB, mbps, transferFigures } from './storage-figures.mjs';
import { measureHttp } from './storage-http.mjs';

const { tsImport } = await import('tsx/esm/api');
const server = () => tsImport('./storage-modules.ts', import.meta.url);

const SIZE_MIB = Number(process.env.STORAGE_BENCH_MIB ?? 32);
const RUNS = Number(process.env.STORAGE_BENCH_RUNS ?? 7);
const PIECE = 64 * 1024;

/** The file in 64 KiB pieces (views). */
const pieces = (file) => {
  const out = [];
  for (let at = 0; at < file.length; at += PIECE) out.push(file.subarray(at, at + PIECE));
  return out;
};
/**
 * The file as the server receives a request body: pieces of 64 KiB, each in memory of its own as
 * a socket read leaves it (copied as the stream is read, on both sides alike). Views of the one
 * buffer made before the clock started had the plain side allocate nothing, while the sealed
 * side's outputs outlived young collections: the full collections that followed fell on the
 * next transfers measured (D102).
 */
const streamOf = (file) =>
  Readable.from(
    (function* () {
      for (const piece of pieces(file)) yield Buffer.from(piece);
    })(),
  );

async function drain(body) {
  let size = 0;
  for await (const chunk of body) size += chunk.length;
  return size;
}

/**
 * The milliseconds `fn` took; with `cpu`, the CPU milliseconds the process spent meanwhile (every
 * thread: the file system's pool too) pushed to it. On a machine other work keeps busy the wall
 * time varies by 2× or more from run to run, the CPU time far less: it says what sealing costs.
 */
async function timed(fn, cpu) {
  const usage = process.cpuUsage();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  const spent = process.cpuUsage(usage);
  cpu?.push((spent.user + spent.system) / 1000);
  return ms;
}

/** s3rver in a child process (bench/s3rver-process.mjs), as a bucket is on another machine. */
async function startS3() {
  const directory = tempDir('s3rver');
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url)), directory, 'bench'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // Its first line is its port; a child that ends first (s3rver failed to start) fails the bench.
  const [line] = await Promise.race([
    once(readline.createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited (${code}) before it listened`);
    }),
  ]);
  const { port } = JSON.parse(line);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return {
    settings: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'bench',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'bench/',
    },
    stop: async () => {
      child.stdin.end();
      await once(child, 'exit');
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Per run: plain up, sealed up, plain down, sealed down, each MB/s; the file checked back. Several
 * settings are measured run by run in turn (the disk with and without fsync), so warming up and
 * the machine's other work fall on each alike.
 */
async function measure(settings, file) {
  const blank = () => ({
    figures: { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] },
    cpu: { plainUp: [], sealedUp: [], plainDown: [], sealedDown: [] },
  });
  const all = settings.map(blank);
  // Round -1 warms up and is not counted.
  for (let run = -1; run < RUNS; run++) {
    for (const [at, { label, backend, store }] of settings.entries()) {
      const { figures, cpu } = run < 0 ? blank() : all[at];
      const plainKey = `uploads/plain-${at}-${run}`;
      const sealedName = `sealed-${at}-${run}`;
      figures.plainUp.push(
        mbps(file.length, await timed(() => backend.write(plainKey, streamOf(file)), cpu.plainUp)),
      );
      figures.sealedUp.push(
        mbps(
          file.length,
          await timed(() => store.put('uploads', sealedName, streamOf(file)), cpu.sealedUp),
        ),
      );
      figures.plainDown.push(
        mbps(
          file.length,
          await timed(async () => drain(await backend.read(plainKey)), cpu.plainDown),
        ),
      );
      let back = 0;
      figures.sealedDown.push(
        mbps(
          file.length,
          await timed(async () => {
            back = await drain((await store.open('uploads', sealedName)).body);
          }, cpu.sealedDown),
        ),
      );
      if (back !== file.length) {
        throw new Error(`${label}: read back ${back} of ${file.length} bytes`);
      }
      await backend.remove(plainKey);
      await store.delete('uploads', sealedName);
    }
  }
  return settings.map(({ label, budget }, at) =>
    transferFigures(label, all[at].figures, all[at].cpu, label, { budget }),
  );
}

/**
 * The sealing step alone (in memory, no store, no database) against a plain copy; then sealing
 * beside a page-cache write of as many bytes (as a sealed upload without fsync does), against
 * each alone: whether this machine runs the two at once (the write is on libuv's pool).
 */
async function sealingAlone(file, dir) {
  const { CHUNK, newFileKey, seal, unseal, sealedSpan } = await server();
  const key = newFileKey();
  const copyMs = [];
  const sealMs = [];
  const unsealMs = [];
  const writeMs = [];
  const bothMs = [];
  let sealed = [];
  let written = 0;
  const write = async () => {
    const target = `${dir}/beside-${written++}`;
    const handle = await fs.promises.open(target, 'w');
    await handle.writev(pieces(file));
    await handle.close();
    return target;
  };
  const sealAll = async () => {
    sealed = [];
    for await (const chunk of seal(key, Readable.from(pieces(file)))) sealed.push(chunk);
  };
  for (let run = 0; run < RUNS; run++) {
    copyMs.push(
      await timed(async () => drain(Readable.from(pieces(file).map((p) => Buffer.from(p))))),
    );
    sealMs.push(await timed(sealAll));
    let target;
    writeMs.push(await timed(async () => (target = await write())));
    fs.rmSync(target);
    bothMs.push(await timed(async () => (target = (await Promise.all([write(), sealAll()]))[0])));
    fs.rmSync(target);
    unsealMs.push(
      await timed(async () => {
        const back = await drain(
          unseal(key, file.length, sealedSpan(file.length, CHUNK), Readable.from(sealed)),
        );
        if (back !== file.length) throw new Error(`unsealed ${back} of ${file.length} bytes`);
      }),
    );
  }
  const rate = (list) => mbps(file.length, median(list));
  return [
    row('in memory: plain copy, median', rate(copyMs), 'MB/s'),
    row('in memory: seal, median', rate(sealMs), 'MB/s'),
    row('in memory: unseal (checked), median', rate(unsealMs), 'MB/s'),
    row(
      'seal, page-cache write, both at once: medians',
      `${median(sealMs).toFixed(1)}, ${median(writeMs).toFixed(1)}, ${median(bothMs).toFixed(1)}`,
      'ms',
    ),
  ];
}

export async function run() {
  const { openDatabase, migrateToLatest, FileStore, diskBackend, s3Backend } = await server();
  const dataDir = tempDir('storage');
  const file = crypto.randomBytes(SIZE_MIB * MIB);
  const { db } = await openDatabase({ dataDir });
  let s3;
  let bucket;
  try {
    await migrateToLatest(db, { dataDir });
    // As shipped, each write fsynced (D89); then without, a page-cache write, the crypto's worst
    // case, which the server never runs: no budget.
    const disk = diskBackend(dataDir);
    const cached = diskBackend(dataDir, { durable: false });
    const [onDisk, inCache] = await measure(
      [
        { label: 'disk (fsync)', backend: disk, store: new FileStore(disk, db) },
        {
          label: 'disk (no fsync)',
          backend: cached,
          store: new FileStore(cached, db),
          budget: false,
        },
      ],
      file,
    );
    s3 = await startS3();
    bucket = await s3Backend(s3.settings);
    const [onS3] = await measure(
      [{ label: 's3 (s3rver)', backend: bucket, store: new FileStore(bucket, db) }],
      file,
    );
    const memory = await sealingAlone(file, dataDir);
    const http = await measureHttp();
    const rows = [...onDisk.rows, ...inCache.rows, ...onS3.rows, ...memory, ...http.rows];
    printTable(
      `File store, one ${SIZE_MIB} MiB file, ${RUNS} runs (plain: the backend alone; sealed: FileStore)`,
      rows,
    );
    console.log(
      `per run:\n${[...onDisk.runs, ...inCache.runs, ...onS3.runs, ...http.runs].join('\n')}`,
    );
    return {
      rows,
      sizeMiB: SIZE_MIB,
      runs: RUNS,
      disk: { ...onDisk, rows: undefined, runs: undefined },
      diskNoFsync: { ...inCache, rows: undefined, runs: undefined },
      s3: { ...onS3, rows: undefined, runs: undefined },
      http: { medians: http.medians, perRun: http.perRun },
    };
  } finally {
    bucket?.close?.();
    await s3?.stop();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  await asTheServerRuns();
  await run();
}
