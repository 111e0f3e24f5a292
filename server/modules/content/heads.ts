/**
 * Link previews of the footer pages, the blog and the tutorials: each gets its own title,
 * description and Open Graph tags in the HTML, from its Markdown front matter, in the reader's
 * language (?lng=, else the language cookie, else English), as the client will show it.
 */
import type { FastifyInstance } from 'fastify';
import { isContentCollection, isContentPage, type ContentMeta } from '../../../common/content.ts';
import type { Language } from '../../../common/constants.ts';
import type { PageRenderer } from '../../plugins/spa.ts';
import { requestLanguage } from '../../request-language.ts';
import { type PageHead, SITE_NAME, withHead, siteOrigin } from '../marketplace/index.ts';
import type { ContentLibrary } from './library.ts';

function headOf(meta: ContentMeta, url: string, type: PageHead['type']): PageHead {
  return {
    title: meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME,
    description: meta.description,
    url,
    image: null,
    type,
  };
}

/**
 * The head of a content page; a missing article is a 404 page; null for every other path. The
 * path is matched in any case, as the client router does; article slugs are lower case.
 */
export function contentHeadFor(
  library: ContentLibrary,
  origin: string,
  pathname: string,
  language: Language,
): PageHead | null {
  const [first, second, ...rest] = pathname.replace(/\/+$/, '').split('/').slice(1);
  const section = first?.toLowerCase() ?? '';
  // The canonical address: lower case, no trailing slash, whatever the request wrote.
  const url = `${origin}/${[section, second].filter(Boolean).join('/')}`;
  if (rest.length > 0) return null;
  if (second === undefined && isContentPage(section)) {
    const entry = library.page(language, section);
    return entry ? headOf(entry.meta, url, 'website') : null;
  }
  if (!isContentCollection(section)) return null;
  if (second === undefined) {
    const label = library.collection(language, section);
    return headOf(label, url, 'website');
  }
  const entry = library.article(language, section, second);
  if (entry) return headOf(entry.meta, url, 'article');
  return { ...headOf(library.collection(language, section), url, 'website'), notFound: true };
}

/** Content pages get their head here; every other page goes on to `next`. */
export function contentPageRenderer(
  app: FastifyInstance,
  library: ContentLibrary,
  next: PageRenderer,
): PageRenderer {
  return async (request, indexHtml) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const head = contentHeadFor(
      library,
      siteOrigin(request, app.config.PUBLIC_URL),
      pathname,
      requestLanguage(request),
    );
    if (!head) return next(request, indexHtml);
    return { html: withHead(indexHtml, head), status: head.notFound ? 404 : 200 };
  };
}
