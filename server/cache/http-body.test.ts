import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, noneMatch, preferredEncoding } from './http-body.ts';

const json = JSON.stringify({
  items: Array.from({ length: 50 }, (_, i) => ({ id: i, name: 'x' })),
});

describe('CachedBody', () => {
  it('keeps the JSON and compresses it once per encoding, to the same bytes', () => {
    const body = new CachedBody(json);
    expect(body.identity.toString()).toBe(json);
    expect(body.etag).toMatch(/^"[\w-]{27}"$/);
    const gzipped = body.bodyFor('gzip');
    expect(body.bodyFor('gzip')).toBe(gzipped);
    expect(gunzipSync(gzipped).toString()).toBe(json);
    expect(brotliDecompressSync(body.bodyFor('br')).toString()).toBe(json);
    expect(new Set([body.etagFor('identity'), body.etagFor('gzip'), body.etagFor('br')]).size).toBe(
      3,
    );
  });

  it('gives the same tag to the same JSON, another to other JSON', () => {
    expect(new CachedBody(json).etag).toBe(new CachedBody(json).etag);
    expect(new CachedBody(`${json} `).etag).not.toBe(new CachedBody(json).etag);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('noneMatch', () => {
  const body = new CachedBody(json);
  it('matches the tag of any encoding of this body, weak or strong, in a list, or *', () => {
    expect(noneMatch(body.etag, body)).toBe(true);
    expect(noneMatch(`W/${body.etag}`, body)).toBe(true);
    expect(noneMatch(body.etagFor('gzip'), body)).toBe(true);
    expect(noneMatch(`"other", ${body.etagFor('br')}`, body)).toBe(true);
    expect(noneMatch('*', body)).toBe(true);
  });
  it("never matches another body's tag or nothing", () => {
    expect(noneMatch(undefined, body)).toBe(false);
    expect(noneMatch(new CachedBody('{}').etag, body)).toBe(false);
    expect(noneMatch(`${body.etag.slice(0, -1)}x"`, body)).toBe(false);
  });
});
