/**
 * The S3 driver of the media storage, against a real S3-compatible server started here (s3rver,
 * storing in a temporary folder): configuration, upload, serving and clean-up go through the
 * bucket, and nothing lands in the database's media_blobs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq, inArray, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_VARIANTS, mediaUrl } from '../../common/media.ts';
import { ConfigError, loadConfig, type Config } from '../../server/config.ts';
import { media, mediaBlobs } from '../../server/db/schema.ts';
import {
  deleteUnattachedMedia,
  s3Storage,
  UNATTACHED_MEDIA_TTL_MS,
} from '../../server/modules/media/index.ts';
import { createTestEnv, ENGINES, type TestEnv } from './harness.ts';
import { upload } from './media-fixtures.ts';
import { newAccount } from './session.ts';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3 settings', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'hanout-media',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
  };

  it('takes all four or none, and says which are missing without echoing a key', () => {
    expect(loadConfig({}).S3_ENDPOINT).toBeUndefined();
    expect(loadConfig(s3)).toMatchObject({
      ...s3,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      /S3_BUCKET must be set too.*S3_SECRET_ACCESS_KEY must be set too/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT must be/);
    try {
      loadConfig({ S3_SECRET_ACCESS_KEY: 'very-secret-key' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('very-secret-key');
    }
  });
});

for (const engine of ENGINES) {
  describe(`photo uploads on S3 [${engine}]`, () => {
    let server: S3rver;
    let directory: string;
    let client: S3Client;
    let env: TestEnv;
    const bucket = `hanout-${engine}`;

    const keysInBucket = async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key).sort();
    };

    beforeAll(async () => {
      directory = mkdtempSync(path.join(tmpdir(), 'hanout-s3-'));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const { port } = await server.run();
      const endpoint = `http://127.0.0.1:${port}`;
      client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: CREDENTIALS,
      });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      const config: Partial<Config> = {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      };
      env = await createTestEnv(engine, { config });
    });

    afterAll(async () => {
      await env?.app.close();
      client?.destroy();
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    });

    it('stores, serves and cleans up an upload in the bucket', async () => {
      const { app, database } = env;
      expect(app.mediaStorage.kind).toBe('s3');
      const seller = await newAccount(app);
      const photo = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' },
      })
        .jpeg()
        .withExif({ IFD0: { Artist: 'Secret Seller' } })
        .toBuffer();
      const response = await upload(app, seller.cookie, { data: photo, contentType: 'image/jpeg' });
      expect(response.statusCode, response.body).toBe(201);
      const { id, width, height } = response.json<{ id: string; width: number; height: number }>();
      expect([width, height]).toEqual([900, 600]);

      expect(await keysInBucket()).toEqual(MEDIA_VARIANTS.map((v) => `media/${id}/${v}`).sort());
      const blobs = await database.db.select({ key: mediaBlobs.key }).from(mediaBlobs);
      expect(blobs).toEqual([]);

      const widths = { '320.webp': 320, '640.webp': 640, '1280.webp': 900, 'og.jpg': 1200 };
      for (const variant of MEDIA_VARIANTS) {
        const served = await app.inject({ method: 'GET', url: mediaUrl(id, variant) });
        expect(served.statusCode, variant).toBe(200);
        expect(served.headers['content-type']).toBe(
          variant.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
        );
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.width, variant).toBe(widths[variant]);
        expect(metadata.exif, variant).toBeUndefined();
        const again = await app.inject({
          method: 'GET',
          url: mediaUrl(id, variant),
          headers: { 'if-none-match': String(served.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
      }
      const missing = await app.inject({
        method: 'GET',
        url: mediaUrl('00000000-0000-4000-8000-000000000000', 640),
      });
      expect(missing.statusCode).toBe(404);

      // A day later, attached to nothing: the row and the four objects go.
      await database.db
        .update(media)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(media.id, id));
      const cutOff = new Date(Date.now() - UNATTACHED_MEDIA_TTL_MS);
      expect(await deleteUnattachedMedia(database.db, app.mediaStorage, cutOff)).toEqual([id]);
      expect(await keysInBucket()).toEqual([]);
      expect(
        await database.db
          .select()
          .from(media)
          .where(inArray(media.id, [id])),
      ).toEqual([]);
      expect((await app.inject({ method: 'GET', url: mediaUrl(id, 640) })).statusCode).toBe(404);
    });

    it('reads back what it wrote, null for nothing, and deletes missing keys quietly', async () => {
      const storage = s3Storage({
        endpoint: env.app.config.S3_ENDPOINT ?? '',
        bucket,
        region: 'us-east-1',
        forcePathStyle: true,
        ...CREDENTIALS,
      });
      try {
        const data = Buffer.from([0, 1, 2, 3, 254, 255]);
        await storage.put('media/test/a.bin', data, 'application/octet-stream');
        expect(await storage.get('media/test/a.bin')).toEqual({
          data,
          contentType: 'application/octet-stream',
        });
        expect(await storage.get('media/test/none.bin')).toBeNull();
        await storage.delete(['media/test/a.bin', 'media/test/none.bin']);
        await storage.delete([]);
        expect(await storage.get('media/test/a.bin')).toBeNull();
      } finally {
        await storage.close();
      }
    });
  });
}
