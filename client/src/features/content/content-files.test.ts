import { describe, expect, it } from 'vitest';
import {
  articleSlugs,
  asLanguage,
  loadCollection,
  loadDocument,
  withFrenchSpacing,
} from './content-files.ts';

describe('the content files', () => {
  it('finds the blog’s and tutorials’ articles', () => {
    expect(articleSlugs('en', 'blog').sort()).toEqual(
      expect.arrayContaining([
        'from-dms-to-your-own-store',
        'open-a-store-in-ten-minutes',
        'why-cash-on-delivery',
      ]),
    );
    expect(articleSlugs('en', 'tutorials')).toEqual(
      expect.arrayContaining([
        'manage-orders-and-customers',
        'photograph-products-with-a-phone',
        'ship-with-hanout-transporters',
      ]),
    );
  });

  it('loads a page with its front matter and Markdown, and null for a page that does not exist', async () => {
    const about = await loadDocument('en', 'about');
    expect(about?.meta.title).toEqual(expect.any(String));
    expect(about?.blocks.length).toBeGreaterThan(0);
    expect(await loadDocument('fr', 'blog/no-such-article')).toBeNull();
  });

  it('lists a collection newest first, each with a title', async () => {
    const articles = await loadCollection('ar', 'blog');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const dates = articles.map((article) => article.meta.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) expect(article.meta.title).not.toBe('');
  });

  it('keeps French punctuation with its word', () => {
    expect(withFrenchSpacing('Comment payer ? « Oui » : voilà !')).toBe(
      'Comment payer\u202F? «\u202FOui\u202F»\u202F: voilà\u202F!',
    );
  });

  it('reads the interface language, English for anything else', () => {
    expect(asLanguage('fr-FR')).toBe('fr');
    expect(asLanguage('de')).toBe('en');
    expect(asLanguage(undefined)).toBe('en');
  });
});
