/**
 * Photo uploads (POST /api/media) and their variants (GET /media/{id}/{variant}), on the
 * database storage: pictures are recognised by their bytes, checked for size, turned upright,
 * stripped of every piece of metadata and served for a year; forgotten uploads are deleted.
 * The test pictures are made with sharp here.
 */
import { connect } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import multipart from '@fastify/multipart';
import { eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MEDIA_VARIANTS, mediaUrl } from '../../common/media.ts';
import type { App } from '../../server/app.ts';
import { media, mediaBlobs, productImages, products, users } from '../../server/db/schema.ts';
import {
  deleteUnattachedMedia,
  UNATTACHED_MEDIA_TTL_MS,
} from '../../server/modules/media/index.ts';
import { MULTIPART_LIMITS, receiveUpload } from '../../server/modules/media/upload.ts';
import { describeEachEngine } from './harness.ts';
import { multipartBody, upload, XHR_HEADER } from './media-fixtures.ts';
import { newAccount } from './session.ts';

const GPS_INFO_TAG = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Seller</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A solid picture in a format. */
function solid(width: number, height: number, background = '#c8553d') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/**
 * A phone photo as stored by the camera: 1600×800 pixels, left half red and right half blue,
 * with EXIF orientation 6 (to be turned a quarter clockwise: 800×1600, red on top), the GPS
 * position where it was taken, an XMP author and a Display P3 profile.
 */
async function phonePhoto(): Promise<Buffer> {
  const red = await solid(800, 800, '#ff0000').png().toBuffer();
  const photo = await solid(1600, 800, '#0000ff')
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 48/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '10/1 10/1 5/1',
      },
    })
    .withXmp(XMP)
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // The picture does carry what must go.
  const metadata = await sharp(photo).metadata();
  expect(metadata.orientation).toBe(6);
  expect(GPS_INFO_TAG.some((tag) => metadata.exif?.includes(tag))).toBe(true);
  expect(metadata.xmpAsString).toContain('Secret Seller');
  expect(metadata.icc).toBeDefined();
  return photo;
}

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A one-bit, one-colour PNG of any size, written by hand: sharp would take seconds to encode
 * 45 megapixels, which squeeze into a few kilobytes (what a decompression bomb is).
 */
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from([0xc8, 0x55, 0x3d, 0xff, 0xff, 0xff])),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A route reading uploads with short timeouts. */
const STALL_PATH = '/test/stalled-upload';

interface Uploaded {
  id: string;
  url: string;
  width: number;
  height: number;
}

describeEachEngine(
  'photo uploads',
  (env) => {
    let seller: Awaited<ReturnType<typeof newAccount>>;
    const app = (): App => env().app;
    const get = (url: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers });
    beforeAll(async () => {
      seller = await newAccount(app());
    });

    it('turns a phone photo upright, strips its metadata and serves every variant', async () => {
      const photo = await phonePhoto();
      const response = await upload(app(), seller.cookie, {
        data: photo,
        filename: 'IMG_2041.JPG',
        contentType: 'image/jpeg',
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<Uploaded>();
      expect(body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: mediaUrl(body.id, 640),
        width: 800,
        height: 1600,
      });

      const expected = {
        '320.webp': { width: 320, height: 640, format: 'webp', type: 'image/webp' },
        '640.webp': { width: 640, height: 1280, format: 'webp', type: 'image/webp' },
        // Never wider than the upload.
        '1280.webp': { width: 800, height: 1600, format: 'webp', type: 'image/webp' },
        'og.jpg': { width: 1200, height: 630, format: 'jpeg', type: 'image/jpeg' },
      } as const;
      let storedBytes = 0;
      for (const variant of MEDIA_VARIANTS) {
        const served = await get(mediaUrl(body.id, variant));
        expect(served.statusCode, variant).toBe(200);
        expect(served.headers['content-type']).toBe(expected[variant].type);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata, variant).toMatchObject({
          format: expected[variant].format,
          width: expected[variant].width,
          height: expected[variant].height,
        });
        // Nothing of the camera's is left: no EXIF (GPS), XMP, IPTC, ICC profile nor orientation.
        expect(metadata.exif, variant).toBeUndefined();
        expect(metadata.xmp, variant).toBeUndefined();
        expect(metadata.iptc, variant).toBeUndefined();
        expect(metadata.icc, variant).toBeUndefined();
        expect(metadata.orientation, variant).toBeUndefined();
        expect(served.rawPayload.includes('Secret Seller'), variant).toBe(false);
        storedBytes += served.rawPayload.length;
      }

      // Upright: the red half, on the left as stored, is on top as the camera was held.
      const { data, info } = await sharp((await get(mediaUrl(body.id, 320))).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [topRed = 0, , topBlue = 0] = pixel(160, 100);
      const [bottomRed = 0, , bottomBlue = 0] = pixel(160, 540);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);

      const rows = await env()
        .database.db.select({
          ownerId: media.ownerId,
          width: media.width,
          height: media.height,
          storedBytes: media.storedBytes,
        })
        .from(media)
        .where(eq(media.id, body.id));
      expect(rows).toEqual([{ ownerId: seller.id, width: 800, height: 1600, storedBytes }]);
    });

    it('accepts JPEG, PNG, WebP and AVIF by their content, whatever the name and type', async () => {
      const cases = [
        // A PNG named and declared as a JPEG is read as the PNG it is.
        {
          data: await solid(500, 300).png().toBuffer(),
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
        },
        {
          data: await solid(300, 500).webp().toBuffer(),
          filename: 'photo',
          contentType: 'application/octet-stream',
        },
        {
          data: await solid(400, 400).avif({ effort: 0 }).toBuffer(),
          filename: 'photo.avif',
          contentType: 'image/avif',
        },
        {
          data: await solid(260, 240).jpeg().toBuffer(),
          filename: 'photo.png',
          contentType: 'image/png',
        },
      ];
      const sizes = [];
      for (const file of cases) {
        const response = await upload(app(), seller.cookie, file);
        expect(response.statusCode, `${file.filename}: ${response.body}`).toBe(201);
        const { id, width, height } = response.json<Uploaded>();
        sizes.push([width, height]);
        // A small upload: its widest variants are as wide as it is, no wider.
        const widest = await sharp((await get(mediaUrl(id, 1280))).rawPayload).metadata();
        expect(widest.width).toBe(width);
      }
      expect(sizes).toEqual([
        [500, 300],
        [300, 500],
        [400, 400],
        [260, 240],
      ]);
    });

    it('refuses what is not a JPEG, PNG, WebP or AVIF picture with 415', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
      );
      const cases = [
        {
          data: Buffer.from('Bonjour, ceci est un texte.\n'.repeat(20)),
          filename: 'photo.png',
          contentType: 'image/png',
        },
        { data: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
        {
          data: await solid(400, 400).gif().toBuffer(),
          filename: 'photo.gif',
          contentType: 'image/gif',
        },
        {
          data: await solid(400, 400).tiff().toBuffer(),
          filename: 'photo.tif',
          contentType: 'image/tiff',
        },
        // A JPEG whose data stops after the headers.
        {
          data: (await solid(800, 800).jpeg().toBuffer()).subarray(0, 400),
          filename: 'cut.jpg',
          contentType: 'image/jpeg',
        },
        { data: Buffer.alloc(0), filename: 'empty.jpg', contentType: 'image/jpeg' },
      ];
      for (const file of cases) {
        const response = await upload(app(), seller.cookie, file);
        expect(response.statusCode, file.filename).toBe(415);
        expect(response.json()).toEqual({
          message: 'This file is not a picture we can read. Send a JPEG, PNG, WebP or AVIF photo.',
          code: 'media.type.unsupported',
        });
      }
    });

    it('refuses pictures over 40 megapixels before decoding them, and under 200 px', async () => {
      // 9000×5000 of one colour: a tiny file holding 45 megapixels.
      const huge = blankPng(9000, 5000);
      expect(huge.length).toBeLessThan(100_000);
      expect(await sharp(huge).metadata()).toMatchObject({
        format: 'png',
        width: 9000,
        height: 5000,
      });
      const tooMany = await upload(app(), seller.cookie, { data: huge, filename: 'huge.png' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({
        message: 'The photo is larger than 40 megapixels.',
        code: 'media.pixels.tooMany',
      });

      for (const [width, height] of [
        [150, 400],
        [400, 199],
      ] as const) {
        const small = await upload(app(), seller.cookie, {
          data: await solid(width, height).jpeg().toBuffer(),
        });
        expect(small.statusCode).toBe(400);
        expect(small.json()).toEqual({
          message: 'The photo must be at least 200 pixels on its short side.',
          code: 'media.size.tooSmall',
        });
      }
    });

    it('refuses a body over 10 MB with 413', async () => {
      const photo = await solid(400, 400).jpeg().toBuffer();
      // Said by Content-Length: refused before the body is read.
      const declared = await upload(app(), seller.cookie, {
        data: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]),
      });
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toEqual({
        message: 'The photo is larger than 10 MB.',
        code: 'media.file.tooLarge',
      });
      expect(declared.headers.connection).toBe('close');
      // A file a little over 10 MB in a body the allowance for the form lets through.
      const over = await upload(app(), seller.cookie, {
        data: Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1024 - photo.length)]),
      });
      expect(over.statusCode).toBe(413);
      expect(over.json().code).toBe('media.file.tooLarge');
    });

    it('wants a signed-in caller, a file in the field "file", from our own pages', async () => {
      const photo = await solid(300, 300).jpeg().toBuffer();
      const signedOut = await upload(app(), undefined, { data: photo });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe('auth.notSignedIn');

      // Any kind of account may upload (a customer's avatar later, a transporter's too).
      const customer = await newAccount(app(), 'customer');
      expect((await upload(app(), customer.cookie, { data: photo })).statusCode).toBe(201);

      const required = {
        message: 'Choose a photo to upload (form field "file").',
        code: 'media.file.required',
      };
      const otherField = await upload(app(), seller.cookie, { data: photo, field: 'photo' });
      expect(otherField.statusCode).toBe(400);
      expect(otherField.json()).toEqual(required);
      // The file's bytes are not read: the connection closes, like every other refusal.
      expect(otherField.headers.connection).toBe('close');
      const noPart = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: {
          cookie: seller.cookie,
          'content-type': 'multipart/form-data; boundary=xyz',
          ...XHR_HEADER,
        },
        payload: '--xyz--\r\n',
      });
      expect(noPart.statusCode).toBe(400);
      expect(noPart.json()).toEqual(required);
      const json = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie: seller.cookie },
        payload: { file: 'photo.jpg' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual(required);

      // A multipart body that breaks off in the middle of the file.
      const { payload, contentType } = multipartBody([{ data: photo }]);
      const broken = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie: seller.cookie, 'content-type': contentType, ...XHR_HEADER },
        payload: payload.subarray(0, 300),
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe('request.invalid');

      // Another site's page may not upload with the seller's cookie: not from its script…
      const crossSite = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: {
          cookie: seller.cookie,
          'content-type': contentType,
          origin: 'https://evil.example',
          ...XHR_HEADER,
        },
        payload,
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('request.crossSite');
      // …nor with a form, which cannot add a header (even should the browser not name its origin)…
      const asForm = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie: seller.cookie, 'content-type': contentType },
        payload,
      });
      expect(asForm.statusCode).toBe(403);
      expect(asForm.json()).toEqual({
        message: 'Cross-site requests are not allowed.',
        code: 'request.crossSite',
      });
      // …and no other route takes a form body.
      const elsewhere = await app().inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: seller.cookie, 'content-type': contentType, ...XHR_HEADER },
        payload,
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().code).toBe('request.jsonOnly');
      // Our own page, named by its origin, may.
      const sameSite = await app().inject({
        method: 'POST',
        url: '/api/media',
        headers: {
          cookie: seller.cookie,
          'content-type': contentType,
          origin: 'http://localhost:8080',
          host: 'localhost:8080',
          ...XHR_HEADER,
        },
        payload,
      });
      expect(sameSite.statusCode, sameSite.body).toBe(201);
    });

    it('serves variants for a year with a strong ETag, and 304 when it matches', async () => {
      const uploaded = await upload(app(), seller.cookie, {
        data: await solid(700, 500).jpeg().toBuffer(),
      });
      const { id } = uploaded.json<Uploaded>();
      const first = await get(mediaUrl(id, 'og.jpg'));
      expect(first.statusCode).toBe(200);
      expect(first.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      // Stable: the same for every request of the same variant, another for another variant.
      expect((await get(mediaUrl(id, 'og.jpg'))).headers.etag).toBe(etag);
      expect((await get(mediaUrl(id, 320))).headers.etag).not.toBe(etag);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await get(mediaUrl(id, 'og.jpg'), { 'if-none-match': ifNoneMatch });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect((await get(mediaUrl(id, 'og.jpg'), { 'if-none-match': '"other"' })).statusCode).toBe(
        200,
      );

      // Already compressed: sent as stored, whatever the client accepts.
      const asked = await get(mediaUrl(id, 640), { 'accept-encoding': 'gzip, deflate, br' });
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect((await sharp(asked.rawPayload).metadata()).format).toBe('webp');

      const head = await app().inject({ method: 'HEAD', url: mediaUrl(id, 640) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/webp');
    });

    it('answers 404 for an unknown upload or variant, never the app page', async () => {
      const uploaded = await upload(app(), seller.cookie, {
        data: await solid(300, 300).jpeg().toBuffer(),
      });
      const { id } = uploaded.json<Uploaded>();
      for (const url of [
        '/media/00000000-0000-4000-8000-000000000000/640.webp',
        `/media/${id}/800.webp`,
        `/media/${id}/og.png`,
        `/media/${id.toUpperCase()}/640.webp`,
        '/media/not-an-id/640.webp',
        `/media/${id}`,
        '/media/',
        `/media/${id}/640.webp/more`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
      }
      expect((await get(`/media/${id}/640.webp`)).json).toBeDefined();
      expect((await get('/media/00000000-0000-4000-8000-000000000000/og.jpg')).json()).toEqual({
        message: 'Photo not found',
        code: 'media.notFound',
      });
    });

    it('deletes a day-old upload nothing refers to, with its variants, not the others', async () => {
      const { db } = env().database;
      const photo = await solid(300, 300).jpeg().toBuffer();
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) {
        const response = await upload(app(), seller.cookie, { data: photo });
        ids.push(response.json<Uploaded>().id);
      }
      const [forgotten, onProduct, asLogo, asCover, recent] = ids as [
        string,
        string,
        string,
        string,
        string,
      ];
      const [product] = await db
        .insert(products)
        .values({
          storeId: seller.id,
          name: 'Plat en céramique',
          description: 'Peint à la main à Nabeul',
          price: 45,
          stockQuantity: 3,
        })
        .returning({ id: products.id });
      await db
        .insert(productImages)
        .values({ productId: product?.id ?? 0, mediaId: onProduct, position: 0 });
      await db
        .update(users)
        .set({ storeLogoId: asLogo, storeCoverId: asCover })
        .where(eq(users.id, seller.id));
      // Everything but the recent one was uploaded two days ago.
      await db
        .update(media)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(inArray(media.id, [forgotten, onProduct, asLogo, asCover]));

      const cutOff = new Date(Date.now() - UNATTACHED_MEDIA_TTL_MS);
      const deleted = await deleteUnattachedMedia(db, app().mediaStorage, cutOff);
      expect(deleted).toContain(forgotten);
      expect(deleted.filter((id) => ids.includes(id))).toEqual([forgotten]);
      for (const variant of MEDIA_VARIANTS) {
        expect((await get(mediaUrl(forgotten, variant))).statusCode).toBe(404);
        for (const kept of [onProduct, asLogo, asCover, recent]) {
          expect((await get(mediaUrl(kept, variant))).statusCode).toBe(200);
        }
      }
      const left = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
      expect(left.map((row) => row.id).sort()).toEqual([onProduct, asLogo, asCover, recent].sort());
      const blobs = await db
        .select({ key: mediaBlobs.key })
        .from(mediaBlobs)
        .where(like(mediaBlobs.key, `media/${forgotten}/%`));
      expect(blobs).toEqual([]);
      // Running again (another instance, the next hour) finds nothing more to do.
      expect(await deleteUnattachedMedia(db, app().mediaStorage, cutOff)).toEqual([]);
    });
  },
  { seed: false },
);

describeEachEngine(
  'a stalled upload',
  (env) => {
    it('is answered 408 and its connection closed, instead of waiting for ever', async () => {
      const { app } = env();
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const { payload, contentType } = multipartBody([
        { data: await solid(300, 300).jpeg().toBuffer() },
      ]);
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
      });
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      // The headers and half the body, then nothing.
      socket.write(
        `POST ${STALL_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      );
      socket.write(payload.subarray(0, payload.length / 2));
      const started = Date.now();
      await closed;
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('"code":"media.upload.timeout"');
    });
  },
  {
    seed: false,
    // The upload's own reading, with a short wait, on a route of its own.
    register: (app) => {
      void app.register(async (scope) => {
        await scope.register(multipart, { limits: MULTIPART_LIMITS });
        scope.post(STALL_PATH, async (request, reply) => {
          await receiveUpload(request, reply, { idleMs: 300, totalMs: 2_000 });
          return reply.status(204).send();
        });
      });
    },
  },
);

describeEachEngine(
  'photo upload limit',
  (env) => {
    it('answers 429 past an account’s uploads, and still serves another account', async () => {
      const { app } = env();
      const [first, second] = [await newAccount(app), await newAccount(app)];
      const photo = await solid(300, 300).jpeg().toBuffer();
      for (let n = 0; n < 3; n++) {
        expect((await upload(app, first.cookie, { data: photo })).statusCode).toBe(201);
      }
      const refused = await upload(app, first.cookie, { data: photo });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many photos uploaded. Please wait a few minutes.',
        code: 'limit.tooManyUploads',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await upload(app, second.cookie, { data: photo })).statusCode).toBe(201);
    });
  },
  { seed: false, rateLimits: { mediaUpload: { max: 3, windowMs: 60_000 } } },
);
