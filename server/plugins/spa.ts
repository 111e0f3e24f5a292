import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownPageRoute } from '../../common/routes.ts';
import { AppError } from '../errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Fills index.html for one page (link previews, server rendering) and picks its status, and its
 * Cache-Control when it is not `no-cache` (a page that carries who is signed in is private).
 */
export type PageRenderer = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<{ html: string; status: number; cacheControl?: string }>;

export interface SpaOptions {
  /** The Vite build output (dist/client). Absent: the API still runs, pages answer 503. */
  root: string;
  /** Default: index.html as built; 200 for a page of the route table, 404 for any other path. */
  renderPage?: PageRenderer;
}

/**
 * Serves the built client. Hashed files under /assets are cached for a year; index.html is
 * revalidated every time so a deploy is picked up; any other GET for a page gets index.html and
 * the client router draws it. A path missing from the route table (common/routes.ts) answers 404
 * while the client draws its not-found page.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const indexFile = path.join(options.root, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/client-build.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(options.root, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (relative.replace(/\.(br|gz)$/, '') === 'sw.js') {
          // The service worker (issue 15), or its compressed copy: checked at every visit, so a
          // deploy's new one is found at once.
          res.header('Cache-Control', 'no-cache');
        } else if (relative.replace(/\.(br|gz)$/, '').endsWith('.webmanifest')) {
          res.header('Content-Type', 'application/manifest+json; charset=utf-8');
          res.header('Cache-Control', 'public, max-age=3600');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/media/');
    if (!isPageRequest) {
      const params = { method: request.method, path: pathname };
      return reply
        .status(404)
        .send(new AppError('NOT_FOUND', 'request.notFound', { params }).toBody());
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet: run `npm run build`.');
    }
    const page: Awaited<ReturnType<PageRenderer>> = options.renderPage
      ? await options.renderPage(request, indexHtml)
      : { html: indexHtml, status: isKnownPageRoute(pathname) ? 200 : 404 };
    reply
      .status(page.status)
      .header('Cache-Control', page.cacheControl ?? 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page.html);
    return reply.header('Content-Encoding', 'gzip').send(gzipped(page));
  });
});

/**
 * A page's gzipped bytes, made once per page object: a renderer that keeps its pages (the
 * signed-out pages of modules/ssr) hands the same object back on every hit, so a hit costs no
 * compression; a page drawn for one request is compressed for it and forgotten with it.
 */
const gzippedPages = new WeakMap<object, Buffer>();
function gzipped(page: { html: string }): Buffer {
  let body = gzippedPages.get(page);
  if (!body) {
    body = gzipSync(page.html, { level: 6 });
    gzippedPages.set(page, body);
  }
  return body;
}

/**
 * Pages are compressed here: @fastify/compress works per route (onRoute), and pages are answered
 * by the not-found handler, which it never sees. A server-drawn page is 30-95 KB of HTML, 7-11 KB
 * gzipped: on a phone's link that is most of the time before the first paint.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}
