import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isKnownPageRoute } from '../../../common/routes.ts';
import { siteOrigin } from '../../plugins/host-policy.ts';
import { pageHeadFor, robotsTxt, sitemapXml, withHead } from './previews.ts';

/** Where the site is reached (server/plugins/host-policy.ts: PUBLIC_URL, never a forged Host). */
export { siteOrigin };

/** /robots.txt and /sitemap.xml, at the site's root; `otherPaths` adds pages such as /about. */
export async function seoRoutes(
  app: FastifyInstance,
  options: { otherPaths?: () => readonly string[] },
) {
  // Text built here, not JSON: Fastify sends a string as it is, without the serializer, so
  // these schemas say what the answer is rather than check it.
  const text = { schema: { response: { 200: z.string() } } };
  // Shared caches may keep them for an hour only when every link in them is PUBLIC_URL's; made
  // from the request's Host they are drawn for each request and kept by nobody.
  const cacheControl = app.config.PUBLIC_URL ? 'public, max-age=3600' : 'no-store';
  app.get('/robots.txt', text, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .send(robotsTxt(siteOrigin(request, app.config.PUBLIC_URL))),
  );
  app.get('/sitemap.xml', text, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .send(
        await sitemapXml(
          app.database.db,
          siteOrigin(request, app.config.PUBLIC_URL),
          options.otherPaths?.() ?? [],
        ),
      ),
  );
}

/**
 * The SPA's index.html for a page, with a store's or product's own head when it is one. A path
 * the client router has no page for answers 404 (the client draws its not-found page).
 */
export function marketplacePageRenderer(app: FastifyInstance) {
  return async (request: FastifyRequest, indexHtml: string) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const head = await pageHeadFor(
      app.database.db,
      siteOrigin(request, app.config.PUBLIC_URL),
      pathname,
    );
    if (!head) return { html: indexHtml, status: isKnownPageRoute(pathname) ? 200 : 404 };
    return { html: withHead(indexHtml, head), status: head.notFound ? 404 : 200 };
  };
}
