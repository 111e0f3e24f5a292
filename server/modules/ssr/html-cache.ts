/**
 * Rendered pages of signed-out visitors, kept in process by URL and language. Each entry carries
 * the public reads' version it was drawn at (app.publicReads.version()): once anything a public
 * read shows has changed, the version moves on and every older page is drawn again. Least
 * recently used out first.
 */
export interface PageHtml {
  html: string;
  status: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, { version: unknown; page: PageHtml }>();

  constructor(private readonly limit = 500) {}

  get(key: string, version: unknown): PageHtml | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, version: unknown, page: PageHtml) {
    this.entries.delete(key);
    this.entries.set(key, { version, page });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}
