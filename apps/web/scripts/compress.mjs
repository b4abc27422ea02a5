// Writes .br and .gz beside every text asset of the build, so the server sends them precompressed
// (@fastify/static preCompressed) without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(path.dirname(new URL(import.meta.url).pathname)), 'dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets (.br, .gz)`);
