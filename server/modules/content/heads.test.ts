import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHeadFor } from './heads.ts';
import { contentLibrary } from './library.ts';

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hanout-content-unit-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const page = (title: string, description: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\n---\n\nBody.\n`;

const root = fixture({
  'content/en/about.md': page('About Hanout', 'What Hanout is.'),
  'content/fr/about.md': page('À propos de Hanout', 'Ce qu’est Hanout.'),
  'content/en/blog/first-post.md': page('First post', 'The first one.'),
  'locales/en.json': JSON.stringify({ content: { blog: { title: 'Blog', description: 'News.' } } }),
  'locales/ar.json': JSON.stringify({ content: { blog: { title: 'المدونة' } } }),
});
const library = contentLibrary(root);
const head = (pathname: string, language: 'en' | 'fr' | 'ar') =>
  contentHeadFor(library, 'https://hanout.example', pathname, language);

describe('content heads', () => {
  it('reads the reader’s language, and English where a file is missing', () => {
    expect(head('/about', 'fr')).toMatchObject({
      title: 'À propos de Hanout | Hanout',
      description: 'Ce qu’est Hanout.',
      type: 'website',
      url: 'https://hanout.example/about',
    });
    expect(head('/about', 'ar')?.title).toBe('About Hanout | Hanout');
    expect(head('/blog/first-post', 'fr')).toMatchObject({
      title: 'First post | Hanout',
      type: 'article',
    });
  });

  it('titles an index from the locale texts, falling back field by field to English', () => {
    expect(head('/blog', 'ar')).toMatchObject({ title: 'المدونة | Hanout', description: 'News.' });
  });

  it('marks a missing or malformed article as not found, and leaves other paths alone', () => {
    expect(head('/blog/second-post', 'en')?.notFound).toBe(true);
    expect(head('/blog/..', 'en')?.notFound).toBe(true);
    expect(head('/help', 'en')).toBeNull();
    expect(head('/blog/first-post/more', 'en')).toBeNull();
    expect(head('/marketplace', 'en')).toBeNull();
  });
});
