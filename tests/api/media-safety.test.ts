/**
 * The media pipeline's safety under hostile or unlucky input: a tiny file holding 40 megapixels
 * is decoded once and within bounded memory; the clean-up of forgotten uploads never deletes one
 * being attached; variants nobody can reach are reported; an ETag is answered without reading.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../common/media.ts';
import type { App } from '../../server/app.ts';
import { media, users } from '../../server/db/schema.ts';
import {
  databaseStorage,
  deleteUnattachedMedia,
  processImage,
  requireOwnMedia,
  UNATTACHED_MEDIA_TTL_MS,
  type MediaStorage,
} from '../../server/modules/media/index.ts';
import { describeEachEngine } from './harness.ts';
import { upload } from './media-fixtures.ts';
import { newAccount } from './session.ts';

/**
 * A 7900×5000 AVIF of one colour (39.5 megapixels, under the 40 MP cap) in about a thousand
 * bytes, made with sharp's `avif({ effort: 0 })` once: encoding it here would take seconds.
 */
const AVIF_BOMB = Buffer.from(
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAA' +
    'AAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAz0AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABh' +
    'djAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgT8CAAAAABRpc3BlAAAAAAAAHtwAABOIAAAA' +
    'EHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAANFbWRhdBIACgo/8z23OHaQENBpMqwGExKExgmHnnnm' +
    'gkCAAFbPzETJGQpenHcOVVVT7/+kvnKWIAVj5Q+TZAz8GX/xJYZdgVuytYtIQ+SuiRKfUpvbcirtSeecGHswSLMIhBis' +
    'C2PBJcmJ9ADrwFW7EZSjIux84uGuTJBYz8xSW/gtqO0bsc6cJKtoS0TKZW4T62ju2fJLzW4qseYw3BRm9f6ACkl+afcS' +
    '2O4q3eboXGOgY6OWuYrQ8c3smkKEYFezVdmgeHJJhVfmzHq7tB9G1AU/j4BYz8xSW/gtqO0bsc6cJKtoS0TKZW4T62ju' +
    '2fJLzW4qseYw3BRm9f6ACkl+afcS2O4q3eboXGOgY6OWt9bIiI4Yvep61r2CS5MT6AHXgKt2IylGRdj5xcNcmSBYz8xS' +
    'W/gtqO0bsc6cJKtoS0TKZW4T62ju2fJLzW4qseYw3BRm9f6ACkl+afcS2O4q3eboXGOgY6OWuYrQ8c3smkKEYFezVdmg' +
    'eHJJhVfmzHq7tB9G1AU/j4BYz8xSW/gtqO0bsc6cJKtoS0TKZW4T62ju2fJLzW4qseYw3BRm9f6ACkl+afcS2O4q3ebo' +
    'XGOgY6OWt9bIiI4Yvep61r2CS5MT6AHXgKt2IylGRdj5xcNcmSBYz8xSW/gtqO0bsc6cJKtoS0TKZW4T62ju2fJLzW4q' +
    'seYw3BRm9f6ACkl+afcS2O4q3eboXGOgY6OWuYrQ8c3smkKEYFezVdmgeHJJhVfmzHq7tB9G1AU/j4CBz8xSW/gtqO0b' +
    'sc6cJKtoS0TKZW4T62ju2fJLzW4qseYw3BRm9f6ACkl+afcS2O4q3eboXGOgY6OWt9bIiI4Yvep61r2CS5MT6AHXgKt2' +
    'IylGRdj5xcepX1T7+yIfnwCWfB91QkFqN2gqe/uO1igsi9VlI/TfcIQpduTAdnLV5XxkDM/MUlv4LajtG7HOnCSraEtE' +
    'ymVuE+to7tnyS81uKrHmMNwUZvX+gApJfmn3EtjuKt3m6FxjoGOjlrmK0PHN7JpChGBXs1XZoHhySYVX5sx6u7QfRtQQ' +
    'nMKbiKxax35h/mWXeWD+ys0JT4zCjBnTRUhMuM8weIkH253JyvzFdwPN5iA=',
  'base64',
);

describe('a decompression bomb', () => {
  it('is decoded once, within bounded memory', async () => {
    expect(AVIF_BOMB.length).toBeLessThan(2_000);
    expect(await sharp(AVIF_BOMB).metadata()).toMatchObject({ width: 7900, height: 5000 });
    let peak = process.memoryUsage().rss;
    const before = peak;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      // Two at once: the second waits for the first (a 40 MP AVIF takes every processing slot).
      const [processed] = await Promise.all([processImage(AVIF_BOMB), processImage(AVIF_BOMB)]);
      expect(processed).toMatchObject({ width: 7900, height: 5000 });
      const sizes = await Promise.all(
        Object.values(processed?.variants ?? {}).map((bytes) => sharp(bytes).metadata()),
      );
      expect(sizes.map(({ width, height }) => [width, height])).toEqual([
        [320, 203],
        [640, 405],
        [1280, 810],
        [1200, 630],
      ]);
    } finally {
      clearInterval(sample);
    }
    // One decode holds about 730 MB (libheif decodes the whole picture); six decodes at once, as
    // each variant used to make, held 2.8 GB, and two uploads at once twice that.
    expect((peak - before) / 2 ** 20).toBeLessThan(1_400);
  });
});

describeEachEngine(
  'media safety',
  (env) => {
    const app = (): App => env().app;
    let seller: Awaited<ReturnType<typeof newAccount>>;
    beforeAll(async () => {
      seller = await newAccount(app());
    });

    /** An upload row of `ownerId` made two days ago, as the clean-up finds forgotten ones. */
    async function oldUpload(ownerId: number): Promise<string> {
      const [row] = await env()
        .database.db.insert(media)
        .values({ ownerId, width: 300, height: 300, storedBytes: 1 })
        .returning({ id: media.id });
      const id = row?.id ?? '';
      await env()
        .database.db.update(media)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(eq(media.id, id));
      return id;
    }
    const cutOff = () => new Date(Date.now() - UNATTACHED_MEDIA_TTL_MS);

    it('leaves alone an upload being attached while the clean-up runs', async () => {
      // PGlite has one connection: the clean-up could not run beside an open transaction.
      if (env().engine !== 'postgres') return;
      const { db } = env().database;
      const id = await oldUpload(seller.id);
      let checked!: () => void;
      const isChecked = new Promise<void>((resolve) => (checked = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const attaching = db.transaction(async (tx) => {
        await requireOwnMedia(tx, seller.id, [id]);
        checked();
        await released;
        await tx.update(users).set({ storeLogoId: id }).where(eq(users.id, seller.id));
      });
      await isChecked;
      try {
        expect(await deleteUnattachedMedia(db, app().mediaStorage, cutOff())).not.toContain(id);
      } finally {
        release();
      }
      await attaching;
      const [user] = await db
        .select({ logo: users.storeLogoId })
        .from(users)
        .where(eq(users.id, seller.id));
      expect(user?.logo).toBe(id);
      await db.update(users).set({ storeLogoId: null }).where(eq(users.id, seller.id));
    });

    it('answers 404 media.notFound, not 500, for an upload gone before it is attached', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/test/attach-gone',
        payload: { userId: seller.id },
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: 'Photo not found', code: 'media.notFound' });
    });

    it('reports the S3 objects it could not delete, after deleting their rows', async () => {
      const { db } = env().database;
      const id = await oldUpload(seller.id);
      const failing: MediaStorage = {
        ...databaseStorage(db),
        kind: 's3',
        delete: () => Promise.reject(new Error('S3 is down')),
      };
      const orphans: string[] = [];
      const deleted = await deleteUnattachedMedia(db, failing, cutOff(), {
        onOrphans: (keys) => orphans.push(...keys),
      });
      expect(deleted).toContain(id);
      expect(orphans).toContain(`media/${id}/og.jpg`);
      expect(await db.select().from(media).where(eq(media.id, id))).toEqual([]);
      // Without a listener the failure is thrown once the run is over.
      const other = await oldUpload(seller.id);
      await expect(deleteUnattachedMedia(db, failing, cutOff())).rejects.toThrow('S3 is down');
      expect(await db.select().from(media).where(eq(media.id, other))).toEqual([]);
    });

    it('answers a matching If-None-Match without reading the stored variant', async () => {
      const uploaded = await upload(app(), seller.cookie, {
        data: await sharp({
          create: { width: 300, height: 300, channels: 3, background: '#3d8bc8' },
        })
          .png()
          .toBuffer(),
      });
      const { id } = uploaded.json<{ id: string }>();
      const first = await app().inject({ method: 'GET', url: mediaUrl(id) });
      const read = vi.spyOn(app().mediaStorage, 'get');
      try {
        const again = await app().inject({
          method: 'GET',
          url: mediaUrl(id),
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(read).not.toHaveBeenCalled();
      } finally {
        read.mockRestore();
      }
    });
  },
  {
    seed: false,
    register: (app) => {
      // An attachment whose upload does not exist (deleted after requireOwnMedia, say).
      app.post<{ Body: { userId: number } }>('/test/attach-gone', async (request) => {
        await app.database.db
          .update(users)
          .set({ storeLogoId: randomUUID() })
          .where(eq(users.id, request.body.userId));
        return {};
      });
    },
  },
);
