/**
 * Where the variants of uploads are kept, behind one small interface (decision 015): the
 * database's media_blobs table by default (PGlite, or PostgreSQL shared by any number of
 * instances), S3-compatible object storage when the four S3_* settings are given.
 * Keys are `media/{id}/{variant}` in both; private uploads (transporters' identity documents,
 * issue 13) live under `private/{id}/{variant}`, a prefix the public GET /media route never reads.
 */
import type * as S3Sdk from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import type { MediaVariant } from '../../../common/media.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mediaBlobs } from '../../db/schema.ts';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface MediaStorage {
  /** 'database' or 's3', for logs and tests. */
  readonly kind: 'database' | 's3';
  /** Writes (or overwrites) one object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** One object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes these objects; keys with nothing under them are no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Lets go of connections (the S3 client's sockets); the database is closed by its owner. */
  close(): Promise<void>;
}

/** The key of one variant of an upload. */
export function mediaKey(id: string, variant: MediaVariant): string {
  return `media/${id}/${variant}`;
}

/**
 * The key of one variant of a PRIVATE upload (a transporter's identity document): a prefix of
 * its own so the public media route, which only builds `media/` keys, can never serve it; the
 * operators' reader (GET /api/admin/media) builds these.
 */
export function privateMediaKey(id: string, variant: MediaVariant): string {
  return `private/${id}/${variant}`;
}

/** The media_blobs table; `db` may be a transaction, to store within it. */
export function databaseStorage(db: Db): MediaStorage {
  return {
    kind: 'database',
    async put(key, data, contentType) {
      await db
        .insert(mediaBlobs)
        .values({ key, data, contentType })
        .onConflictDoUpdate({ target: mediaBlobs.key, set: { data, contentType } });
    },
    async get(key) {
      const [row] = await db
        .select({ data: mediaBlobs.data, contentType: mediaBlobs.contentType })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.key, key));
      return row ?? null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.delete(mediaBlobs).where(inArray(mediaBlobs.key, [...keys]));
    },
    async close() {},
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/**
 * Whether a GET failed because nothing is stored under the key: S3's NoSuchKey, or a bare 404
 * (`NotFound`) as some S3-compatible services answer. AWS answers 403 AccessDenied instead when
 * the credentials lack s3:ListBucket on the bucket: grant it (docs/deployment.md), since a 403 is
 * not taken for a missing object (it may as well be wrong credentials).
 */
function isMissing(sdk: typeof S3Sdk, error: unknown): boolean {
  if (error instanceof sdk.NoSuchKey) return true;
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** DeleteObjects takes at most this many keys per call. */
const S3_DELETE_BATCH = 1000;

/**
 * A bucket of any S3-compatible service (AWS, MinIO, Garage, R2, Scaleway…). The SDK is loaded on
 * first use: half a second of start-up that a server storing in its database never pays.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        // Checksums only where S3 requires them: many S3-compatible services refuse the newer
        // flexible checksums and aws-chunked bodies the SDK would otherwise send.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // Without these the SDK waits for ever on an endpoint that stopped answering, and every
        // GET /media and upload would hang with it (the SDK's retries still apply).
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      }),
    })));
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const data = Buffer.from(await answer.Body.transformToByteArray());
        return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const { sdk, client } = await connect();
      for (let start = 0; start < keys.length; start += S3_DELETE_BATCH) {
        const batch = keys.slice(start, start + S3_DELETE_BATCH);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const [failed] = answer.Errors ?? [];
        if (failed) {
          throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
        }
      }
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}

/** The S3 settings of the configuration, when all four required ones are given. */
export function s3SettingsOf(config: Config): S3Settings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** S3 when configured (config.ts checks all four settings or none), else the database. */
export function mediaStorageFromConfig(config: Config, db: Db): MediaStorage {
  const s3 = s3SettingsOf(config);
  return s3 ? s3Storage(s3) : databaseStorage(db);
}
