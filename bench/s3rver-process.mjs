// A local S3-compatible server (s3rver) in a process of its own, as object storage is in a
// deployment: the bench's client then does not share its thread with the server's work, so what
// sealing costs is not mixed with what serving the bytes costs (bench/storage.mjs).
// Prints {"port": N} once listening; stops when its parent closes its stdin.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
process.stdin.resume();
