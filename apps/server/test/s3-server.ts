import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3 } from '../../../scripts/local-s3.mjs';

/**
 * A local S3-compatible server for the tests (s3rver, from npm: no binary, data in a temporary
 * folder), one per test worker, started on first use. Each app gets its own S3_PREFIX, named by
 * its DATA_DIR, so apps opened on one DATA_DIR (a restart) share their files as on one disk.
 *
 * What s3rver does not check that real S3 does (docs/operations.md): signatures and credentials
 * (any key is accepted), bucket policies and ACLs, the 5 MiB least part size of a multipart
 * upload, eventual listing, storage classes and server-side encryption. The tests here cover the
 * server's use of the S3 API, not a provider's behaviour.
 */
export const TEST_BUCKET = 'test-files';

let started: Promise<string> | undefined;

async function start(): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  process.once('exit', () => fs.rmSync(directory, { recursive: true, force: true }));
  const { server, port } = await startLocalS3(directory, TEST_BUCKET);
  // The worker may end while it listens.
  server.httpServer.unref();
  return `http://127.0.0.1:${port}`;
}

/** The settings of an app whose files are on the worker's s3rver, under a prefix of its own. */
export async function s3Env(dataDir: string): Promise<Record<string, string>> {
  started ??= start();
  // The SDK's notice that later versions want Node 22 says nothing about the tests.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return {
    FILE_STORE: 's3',
    S3_ENDPOINT: await started,
    S3_BUCKET: TEST_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: `${path.basename(dataDir)}/`,
  };
}
