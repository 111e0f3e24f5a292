/**
 * A JSON answer kept ready to send (issue 16): its bytes, its strong ETag, and its gzip and
 * brotli forms, each compressed once when first asked for. Sending one costs no serialization and
 * no compression; a matching If-None-Match costs not even the body. `Cache-Control: no-cache`
 * makes browsers revalidate every time, so an edit is never served stale from their cache, while
 * an unchanged answer travels as a bodiless 304.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing saves less than it costs (@fastify/compress's threshold in app.ts). */
const COMPRESS_THRESHOLD = 1024;
/** Quality 5: most of brotli's gain at a few times gzip's speed; done once per entry. */
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip' | 'identity';

export class CachedBody {
  readonly etag: string;
  readonly identity: Buffer;
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(json: string) {
    this.identity = Buffer.from(json);
    this.etag = `"${createHash('sha1').update(this.identity).digest('base64url')}"`;
  }

  /** What the entry holds in memory, roughly: the bytes, and their compressed forms. */
  get bytes(): number {
    return this.identity.length + (this.gzipped?.length ?? 0) + (this.brotli?.length ?? 0);
  }

  bodyFor(encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (this.gzipped ??= gzipSync(this.identity));
    if (encoding === 'br') {
      return (this.brotli ??= brotliCompressSync(this.identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      }));
    }
    return this.identity;
  }

  /** Each representation has its own strong tag (RFC 9110 §8.8.3): the bytes differ. */
  etagFor(encoding: Encoding): string {
    if (encoding === 'identity') return this.etag;
    return `${this.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
  }
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (header === lastHeader) return lastChoice;
  let gzip = false;
  let br = false;
  let any = false;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') any = true;
  }
  const choice: Encoding = br || any ? 'br' : gzip ? 'gzip' : 'identity';
  lastHeader = header;
  lastChoice = choice;
  return choice;
}
// Every request of one browser, and of a load generator, sends the same header: parse it once.
let lastHeader = '';
let lastChoice: Encoding = 'identity';

/** If-None-Match names this answer: any of its tags, weak or strong (weak comparison, §13.1.2). */
export function noneMatch(header: string | undefined, body: CachedBody): boolean {
  if (!header) return false;
  if (header === body.etag) return true;
  const base = body.etag.slice(1, -1);
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    if (!opaque.startsWith(`"${base}`)) continue;
    const rest = opaque.slice(base.length + 1);
    if (rest === '"' || rest === '-gz"' || rest === '-br"') return true;
  }
  return false;
}

/**
 * Sends a cached answer: 304 when the client has it, else its bytes in the best encoding the
 * client takes. The route must have `compress: false`: the bytes are already what goes out.
 * A personal answer (`shareable: false`) is `no-store`: no cache keeps it, so it has no ETag.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  { shareable = true }: { shareable?: boolean } = {},
): FastifyReply {
  const encoding =
    body.identity.length < COMPRESS_THRESHOLD
      ? 'identity'
      : preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!shareable) reply.header('cache-control', 'no-store');
  else {
    reply.header('cache-control', 'no-cache');
    reply.header('etag', body.etagFor(encoding));
    if (noneMatch(request.headers['if-none-match'], body)) return reply.code(304).send();
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.bodyFor(encoding));
}
