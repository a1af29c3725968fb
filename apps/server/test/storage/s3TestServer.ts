import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server of the tests' own (s3rver, pure JavaScript), with one empty bucket. */
export interface S3TestServer {
  /** The S3_* variables that point the server at it. */
  env: Record<
    'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION',
    string
  >;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port; its objects live in a temporary folder removed on close. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'limelight-s3-'));
  const bucket = 'limelight-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver checks signatures against its fixed credentials (S3RVER/S3RVER).
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
