import { Readable } from 'node:stream';
import type { FileStoreConfig } from '../config.ts';
import type { ByteRange, StorageBackend } from './backend.ts';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

/** A part of a multipart upload: S3's least but for the last, so a file is held 5 MiB at most. */
const PART_BYTES = 5 * 1024 * 1024;

/** How long a URL signed for the unsealing workers' reads (signedUrl) is good for. */
const SIGNED_URL_SECONDS = 15 * 60;

/** NoSuchKey (GET), NotFound (HEAD), or any 404. */
const missing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * FILE_STORE=s3: each object under S3_PREFIX in S3_BUCKET of an S3-compatible service (AWS S3,
 * MinIO, Ceph …). Writes stream as a multipart upload (@aws-sdk/lib-storage), one part in memory
 * at a time; S3 makes an object visible only once it is complete. The SDK is imported here, on
 * first use (about 0.6 s and 27 MB), so a server on disk never loads it.
 */
export async function s3Backend(
  config: S3Config,
): Promise<StorageBackend & Required<Pick<StorageBackend, 'signedUrl'>>> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix}${key}`;
  return {
    kind: 's3',
    async write(key, body) {
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: Key(key),
          Body: body instanceof Readable ? body : Readable.from(body),
        },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    signedUrl: (key) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: Key(key) }), {
        expiresIn: SIGNED_URL_SECONDS,
      }),
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key.slice(config.prefix.length), size: item.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
