// A local S3-compatible server (s3rver) in a process of its own, as object storage is in a
// deployment: the bench's client then does not share its thread with the server's work, so what
// sealing costs is not mixed with what serving the bytes costs (bench/storage.mjs).
// Prints {"port": N} once listening; stops when its parent closes its stdin.
import { startLocalS3 } from '../scripts/local-s3.mjs';

const [directory, bucket] = process.argv.slice(2);
const { server, port } = await startLocalS3(directory, bucket);
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
process.stdin.resume();
