/**
 * The front matter of the footer pages and articles (client/src/content/<language>/…), read from
 * disk once per file and kept in memory: the words change with a deploy, not while running.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ARTICLE_SLUG,
  CONTENT_COLLECTIONS,
  CONTENT_PAGES,
  contentMetaOf,
  parseFrontMatter,
  type ContentCollection,
  type ContentMeta,
  type ContentPage,
} from '../../../common/content.ts';
import { FALLBACK_LANGUAGE, type Language } from '../../../common/constants.ts';

export interface ContentEntry {
  meta: ContentMeta;
  /** The language the file was found in: the reader's, or English when it has none. */
  language: Language;
}

export interface CollectionLabel {
  title: string;
  description: string;
}

export interface ContentLibrary {
  page(language: Language, page: ContentPage): ContentEntry | null;
  article(language: Language, collection: ContentCollection, slug: string): ContentEntry | null;
  /** The blog's or tutorials' index title and description, from the client's locale texts. */
  collection(language: Language, collection: ContentCollection): CollectionLabel;
  /** Every public path the content has (pages, indexes, articles), for the sitemap. */
  sitemapPaths(): string[];
}

const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

function stringAt(tree: unknown, keys: string[]): string | undefined {
  let node = tree;
  for (const key of keys) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `clientSourceRoot` is client/src: the Markdown under content/, the interface texts under
 * locales/. The server runs from the repository (npm start too), so both are there.
 */
export function contentLibrary(clientSourceRoot: string): ContentLibrary {
  const metas = new Map<string, ContentMeta | null>();
  const locales = new Map<Language, unknown>();

  function metaOf(language: Language, relative: string): ContentMeta | null {
    const key = `${language}/${relative}`;
    if (!metas.has(key)) {
      const source = readOrNull(path.join(clientSourceRoot, 'content', language, `${relative}.md`));
      metas.set(key, source === null ? null : contentMetaOf(parseFrontMatter(source).fields));
    }
    return metas.get(key) ?? null;
  }

  function entryOf(language: Language, relative: string): ContentEntry | null {
    const own = metaOf(language, relative);
    if (own) return { meta: own, language };
    const fallback = language === FALLBACK_LANGUAGE ? null : metaOf(FALLBACK_LANGUAGE, relative);
    return fallback ? { meta: fallback, language: FALLBACK_LANGUAGE } : null;
  }

  function localeOf(language: Language): unknown {
    if (!locales.has(language)) {
      const source = readOrNull(path.join(clientSourceRoot, 'locales', `${language}.json`));
      locales.set(language, source === null ? null : JSON.parse(source));
    }
    return locales.get(language);
  }

  let paths: string[] | undefined;
  const listedPaths = () => (paths ??= listPaths());
  function listPaths(): string[] {
    const articles = CONTENT_COLLECTIONS.flatMap((collection) => {
      let files: string[] = [];
      try {
        files = readdirSync(path.join(clientSourceRoot, 'content', FALLBACK_LANGUAGE, collection));
      } catch (error) {
        if (!isMissingFile(error)) throw error;
      }
      const slugs = files
        .filter((file) => file.endsWith('.md'))
        .map((file) => file.slice(0, -3))
        .filter((slug) => ARTICLE_SLUG.test(slug))
        .sort();
      return [`/${collection}`, ...slugs.map((slug) => `/${collection}/${slug}`)];
    });
    return [...CONTENT_PAGES.map((page) => `/${page}`), ...articles];
  }

  return {
    sitemapPaths: listedPaths,
    page: (language, page) => entryOf(language, page),
    // Only slugs that exist on disk reach the file system: a made-up one is a miss, never a
    // read (nor a cache entry) per request.
    article: (language, collection, slug) =>
      listedPaths().includes(`/${collection}/${slug}`)
        ? entryOf(language, `${collection}/${slug}`)
        : null,
    collection(language, collection) {
      const text = (language: Language, field: string) =>
        stringAt(localeOf(language), ['content', collection, field]);
      return {
        title: text(language, 'title') ?? text(FALLBACK_LANGUAGE, 'title') ?? collection,
        description: text(language, 'description') ?? text(FALLBACK_LANGUAGE, 'description') ?? '',
      };
    },
  };
}
