import { describe, expect, it } from 'vitest';
import { compareArticles, contentMetaOf, parseFrontMatter } from './content.ts';

describe('front matter', () => {
  it('reads key: value lines and keeps the body after the closing line', () => {
    const parsed = parseFrontMatter(
      '---\ntitle: Cash on delivery: how it works\ndescription: "Pay when it arrives."\ndate: 2026-01-15\nreadingMinutes: 4\n---\n\n## Why\n\nBecause.\n',
    );
    expect(parsed.fields).toEqual({
      title: 'Cash on delivery: how it works',
      description: 'Pay when it arrives.',
      date: '2026-01-15',
      readingMinutes: '4',
    });
    expect(parsed.body).toBe('\n## Why\n\nBecause.\n');
  });

  it('copes with Windows line ends and a byte-order mark', () => {
    const parsed = parseFrontMatter('\uFEFF---\r\ntitle: À propos\r\n---\r\nTexte\r\n');
    expect(parsed.fields.title).toBe('À propos');
    expect(parsed.body).toBe('Texte\n');
  });

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('## Hello\n')).toEqual({ fields: {}, body: '## Hello\n' });
  });

  it('keeps only a real date and a positive whole reading time', () => {
    expect(contentMetaOf({ title: 'A', date: '2026-13-45', readingMinutes: 'five' })).toEqual({
      title: 'A',
      description: '',
    });
    expect(contentMetaOf({ title: 'A', date: '2026-02-01', readingMinutes: '6' })).toMatchObject({
      date: '2026-02-01',
      readingMinutes: 6,
    });
  });

  it('sorts articles newest first', () => {
    const list = [
      { title: 'Old', description: '', date: '2025-01-01' },
      { title: 'Undated', description: '' },
      { title: 'New', description: '', date: '2026-03-01' },
    ];
    expect([...list].sort(compareArticles).map((a) => a.title)).toEqual(['New', 'Old', 'Undated']);
  });
});
