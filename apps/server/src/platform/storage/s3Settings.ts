/** The bucket files are kept in instead of `DATA_DIR/files` (docs/decisions/storage-s3.md). */
export interface S3Settings {
  /** `S3_ENDPOINT`: the S3 API's origin (AWS's regional one, MinIO's, …). */
  endpoint: URL;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Env = Record<string, string | undefined>;

const variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
] as const;

/**
 * The S3_* variables: all five or none (a partial set would silently leave files on the local disk of one
 * process of a cluster). A malformed one stops the start.
 */
export function readS3Settings(env: Env): S3Settings | undefined {
  const given = variables.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = variables.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`${given.join(', ')} set but ${missing.join(', ')} not: S3 storage needs all five`);
  const raw = env.S3_ENDPOINT ?? '';
  const endpoint = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!endpoint || !['http:', 'https:'].includes(endpoint.protocol) || endpoint.search)
    throw new Error(
      `S3_ENDPOINT must be an http(s) URL such as https://s3.eu-west-1.amazonaws.com, got "${raw}"`,
    );
  const bucket = env.S3_BUCKET ?? '';
  // S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), got "${bucket}"`);
  return {
    endpoint,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION ?? '',
  };
}
