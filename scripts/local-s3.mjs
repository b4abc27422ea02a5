// A local S3-compatible server (s3rver, from npm: no binary) on 127.0.0.1 and a port the kernel
// picks, with one bucket, its objects in `directory`: what the server tests (one per worker,
// apps/server/test/s3-server.ts) and the storage bench (in a process of its own,
// bench/s3rver-process.mjs) run. docs/operations.md says what it does not check that S3 does.
import S3rver from 's3rver';

export async function startLocalS3(directory, bucket) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return { server, port };
}
