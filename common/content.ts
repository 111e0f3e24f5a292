/**
 * The footer pages, blog and tutorials are Markdown files under client/src/content/<language>/,
 * each opening with front matter (simple `key: value` lines between `---` lines). The client
 * renders them; the server reads the same front matter for link previews.
 */

/** The single pages, each a file `<language>/<page>.md`. */
export const CONTENT_PAGES = ['about', 'help', 'faq', 'terms', 'privacy', 'contact'] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** The collections, each a folder `<language>/<collection>/` of articles `<slug>.md`. */
export const CONTENT_COLLECTIONS = ['blog', 'tutorials'] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** An article's slug as it may appear in a URL and a file name: nothing that climbs folders. */
export const ARTICLE_SLUG = /^(?=.{1,100}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isContentPage(value: string): value is ContentPage {
  return (CONTENT_PAGES as readonly string[]).includes(value);
}

export function isContentCollection(value: string): value is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly string[]).includes(value);
}

export interface ContentMeta {
  title: string;
  /** One sentence, for link previews and index cards. */
  description: string;
  /** YYYY-MM-DD, for articles. */
  date?: string;
  readingMinutes?: number;
}

export interface FrontMatter {
  fields: Record<string, string>;
  body: string;
}

/** "…" or '…' around a value are the writer's quotes, not part of it. */
function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
}

/**
 * Splits `---\nkey: value\n---\nbody`. A file without front matter is all body. Only the first
 * colon separates, so a title may hold one ("Cash on delivery: how it works").
 */
export function parseFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { fields: {}, body: text };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (pair?.[1]) fields[pair[1]] = unquote(pair[2] ?? '');
  }
  return { fields, body: text.slice(match[0].length) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The fields the site uses, checked: a bad date or reading time is left out, not shown wrong. */
export function contentMetaOf(fields: Record<string, string>): ContentMeta {
  const minutes = Number(fields.readingMinutes);
  return {
    title: fields.title ?? '',
    description: fields.description ?? '',
    ...(fields.date && ISO_DATE.test(fields.date) && !Number.isNaN(Date.parse(fields.date))
      ? { date: fields.date }
      : {}),
    ...(Number.isInteger(minutes) && minutes > 0 ? { readingMinutes: minutes } : {}),
  };
}

/** Newest first; undated articles last, then by title. */
export function compareArticles(a: ContentMeta, b: ContentMeta): number {
  if (a.date !== b.date) {
    if (!a.date) return 1;
    if (!b.date) return -1;
    return a.date < b.date ? 1 : -1;
  }
  return a.title.localeCompare(b.title);
}
