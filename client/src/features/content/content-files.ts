/**
 * The Markdown files under client/src/content, each its own small chunk loaded when a page first
 * needs it (no API call: the words ship with the app). A file missing in the reader's language
 * falls back to English.
 */
import {
  compareArticles,
  contentMetaOf,
  parseFrontMatter,
  type ContentCollection,
  type ContentMeta,
} from '../../../../common/content.ts';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  RTL_LANGUAGES,
  type Language,
} from '../../../../common/constants.ts';
import { parseMarkdown, type Block } from './markdown.ts';

const FILES = import.meta.glob<string>('../../content/{en,fr,ar}/**/*.md', {
  query: '?raw',
  import: 'default',
});
const PREFIX = '../../content/';

export interface ContentDocument {
  /** "about", or "blog/why-cash-on-delivery". */
  path: string;
  /** The language the file was found in: the reader's, or English when it has none. */
  language: Language;
  meta: ContentMeta;
  blocks: Block[];
}

export interface ArticleSummary {
  slug: string;
  language: Language;
  meta: ContentMeta;
}

function fileOf(language: Language, path: string) {
  return FILES[`${PREFIX}${language}/${path}.md`];
}

export function asLanguage(value: string | undefined): Language {
  const short = value?.slice(0, 2);
  return LANGUAGES.find((language) => language === short) ?? FALLBACK_LANGUAGE;
}

/** For a page shown in English to an Arabic reader: its own direction, not the interface's. */
export function directionOfContent(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * French sets a narrow no-break space before ? ! ; : and inside « »: with a plain space, a
 * question mark can wrap alone onto the next line of a phone screen.
 */
export function withFrenchSpacing(text: string): string {
  return text.replace(/ ([?!;:»])/g, '\u202F$1').replace(/« /g, '«\u202F');
}

/** The file for the reader's language, else the English one, else null (no such page). */
export async function loadDocument(
  language: Language,
  path: string,
): Promise<ContentDocument | null> {
  const found = fileOf(language, path)
    ? language
    : fileOf(FALLBACK_LANGUAGE, path)
      ? FALLBACK_LANGUAGE
      : null;
  const load = found && fileOf(found, path);
  if (!found || !load) return null;
  const { fields, body } = parseFrontMatter(await load());
  const text = found === 'fr' ? withFrenchSpacing(body) : body;
  return { path, language: found, meta: contentMetaOf(fields), blocks: parseMarkdown(text) };
}

/** Slugs of a collection's articles in this language or in English. */
export function articleSlugs(language: Language, collection: ContentCollection): string[] {
  const slugs = new Set<string>();
  for (const key of Object.keys(FILES)) {
    const match = /^([a-z]{2})\/([a-z-]+)\/([a-z0-9-]+)\.md$/.exec(key.slice(PREFIX.length));
    if (match?.[2] === collection && (match[1] === language || match[1] === FALLBACK_LANGUAGE)) {
      slugs.add(match[3] ?? '');
    }
  }
  return [...slugs];
}

/** A collection's articles, newest first. */
export async function loadCollection(
  language: Language,
  collection: ContentCollection,
): Promise<ArticleSummary[]> {
  const documents = await Promise.all(
    articleSlugs(language, collection).map((slug) =>
      loadDocument(language, `${collection}/${slug}`),
    ),
  );
  return documents
    .filter((document): document is ContentDocument => document !== null)
    .map((document) => ({
      slug: document.path.slice(collection.length + 1),
      language: document.language,
      meta: document.meta,
    }))
    .sort((a, b) => compareArticles(a.meta, b.meta));
}
