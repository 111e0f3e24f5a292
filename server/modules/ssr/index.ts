/**
 * Server rendering (issue 16, DESIGN.md): the marketplace home, a store and a product arrive drawn,
 * with their data, and the browser hydrates them; every page, drawn here or not, carries the
 * current user in its state, so the browser never asks GET /api/user on load (null without a
 * session cookie, and then no database at all). A page that carries a user is private, no-store.
 * Signed-out pages drawn here are kept in process while the public reads' version holds.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Language } from '../../../common/constants.ts';
import { publicUserSchema, type PublicUser } from '../../../common/contracts/users.ts';
import { matchRoute, type RouteName } from '../../../common/routes.ts';
import type { PageRenderer } from '../../plugins/spa.ts';
import { pageHeadFor, siteOrigin, withHead } from '../marketplace/index.ts';
import { toPublicUser } from '../users/index.ts';
import { loadSsrBundle, type SsrBundle } from './bundle.ts';
import { HtmlCache } from './html-cache.ts';
import { pageLanguage } from './language.ts';
import { serverDrawnHtml, shellHtml } from './page-html.ts';
import { marketplaceReads, pageReads } from './reads.ts';
import { wireFormat } from './wire.ts';

export { pageLanguage } from './language.ts';

/** The pages drawn on the server, each with its own chunk as the client build's manifest names it. */
const PAGE_SOURCES: Partial<Record<RouteName, string>> = {
  home: 'src/pages/marketplace-home.tsx',
  marketplaceStore: 'src/pages/marketplace-store.tsx',
  marketplaceProduct: 'src/pages/marketplace-product.tsx',
};

const PRIVATE = 'private, no-store';
const asPublicUser = wireFormat(publicUserSchema);

/** Where Vite's SSR build is, beside the client build (dist/client → dist/ssr). */
export function ssrRootBeside(clientRoot: string): string {
  return path.join(path.dirname(clientRoot), 'ssr');
}

/**
 * Who is signed in, as GET /api/user answers, through the auth plugin's session lookup (cached;
 * page URLs are not /api/, so its hook has not run). No cookie, no query.
 */
async function sessionUser(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const row = await app.sessionLookup.user(token);
  return row ? asPublicUser(toPublicUser(row)) : null;
}

export interface SsrOptions {
  /** dist/ssr: entry-server.js and client-manifest.json. */
  ssrRoot: string;
  /** The renderer of every page not drawn here (content heads, link previews). */
  next: PageRenderer;
}

export function ssrPageRenderer(app: FastifyInstance, { ssrRoot, next }: SsrOptions): PageRenderer {
  let bundle: Promise<SsrBundle | null> | undefined;
  const loaded = () =>
    (bundle ??= loadSsrBundle(ssrRoot).catch((error: unknown) => {
      app.log.error({ err: error }, 'server rendering is off: the SSR build would not load');
      return null;
    }));
  const pages = new HtmlCache();

  async function draw(
    ssr: SsrBundle,
    request: FastifyRequest,
    indexHtml: string,
    route: RouteName,
    language: Language,
    user: PublicUser | null,
  ) {
    const pathname = request.url.split('?')[0] ?? '/';
    const reads = marketplaceReads(app);
    const origin = siteOrigin(request, app.config.PUBLIC_URL);
    let complete = true;
    const [head, rendered] = await Promise.all([
      pageHeadFor(app.database.db, origin, pathname, reads),
      ssr.entry.render({
        url: request.url,
        language,
        user,
        reads: pageReads(reads, () => (complete = false)),
        origin,
      }),
    ]);
    const html = serverDrawnHtml(head ? withHead(indexHtml, head) : indexHtml, {
      language,
      markup: rendered.html,
      state: rendered.state,
      preloads: ssr.preloadsFor(PAGE_SOURCES[route] ?? '', language),
    });
    return { html, status: head?.notFound ? 404 : rendered.status, complete };
  }

  /**
   * The page drawn here, or, when drawing fails (a read or the renderer throws), the shell with
   * the user's state: the browser draws the page itself rather than meeting a 500.
   */
  const drawOrShell = async (...args: Parameters<typeof draw>) => {
    try {
      return await draw(...args);
    } catch (error) {
      const [, request, indexHtml, , , user] = args;
      request.log.error({ err: error }, 'server rendering failed: the shell answers instead');
      const page = await next(request, indexHtml);
      return {
        ...page,
        html: shellHtml(page.html, args[0].entry.shellState(user)),
        complete: false,
      };
    }
  };

  return async (request, indexHtml) => {
    const ssr = await loaded();
    if (!ssr) return next(request, indexHtml);
    const pathname = request.url.split('?')[0] ?? '/';
    const user = await sessionUser(app, request);
    const cacheControl = user ? PRIVATE : undefined;
    const route = request.url.startsWith('//') ? null : matchRoute(pathname);

    if (route && PAGE_SOURCES[route]) {
      const language = pageLanguage(request);
      if (user)
        return {
          ...(await drawOrShell(ssr, request, indexHtml, route, language, user)),
          cacheControl,
        };
      // Taken before reading: a change while drawing makes this page stale at once.
      const reads = marketplaceReads(app);
      const version = await reads.version();
      // The links a page writes out in full name the address it was asked at.
      const key = `${language}\0${siteOrigin(request, app.config.PUBLIC_URL)}\0${request.url}`;
      const cached = pages.get(key, version);
      if (cached) return cached;
      const page = await drawOrShell(ssr, request, indexHtml, route, language, null);
      // Kept only when whole, and only for the page's own address: any query string (a page's
      // filters, or an attacker's ?x=1, ?x=2 …) is drawn afresh, never cached.
      const keep = page.complete && !request.url.includes('?') && reads.isCurrent(version);
      if (keep) pages.set(key, version, page);
      return page.complete ? page : { ...page, cacheControl: 'no-store' };
    }

    const page = await next(request, indexHtml);
    return {
      ...page,
      html: shellHtml(page.html, ssr.entry.shellState(user)),
      cacheControl,
    };
  };
}
