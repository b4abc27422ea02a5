import type S3rver from 's3rver';

export declare function startLocalS3(
  directory: string,
  bucket: string,
): Promise<{ server: S3rver; port: number }>;
