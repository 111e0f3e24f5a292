/**
 * The footer pages, the blog and the tutorials answer with their own head (title, description,
 * Open Graph), read from the Markdown front matter, so a link pasted into a chat previews the
 * page; a missing article is a 404. Expected texts come from the files themselves: the words may
 * change, the link between file and head may not.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { contentMetaOf, parseFrontMatter } from '../../common/content.ts';
import { describeEachEngine } from './harness.ts';
import { caller } from './session.ts';

const clientRoot = mkdtempSync(path.join(tmpdir(), 'hanout-content-'));
copyFileSync(path.resolve('client/index.html'), path.join(clientRoot, 'index.html'));

function metaOf(file: string) {
  const source = readFileSync(path.resolve('client/src/content', `${file}.md`), 'utf8');
  return contentMetaOf(parseFrontMatter(source).fields);
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

/** The HTML as a browser shows it: &#39; back to ', &#38; back to &. */
const decoded = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const titleOf = (html: string) => decoded(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

describeEachEngine(
  'content pages’ heads',
  (env) => {
    const call = caller(() => env().app);

    it('gives /about, /terms and an article their own title, description and og tags', async () => {
      for (const [url, file, type] of [
        ['/about', 'en/about', 'website'],
        ['/terms', 'en/terms', 'website'],
        ['/privacy', 'en/privacy', 'website'],
        ['/blog/why-cash-on-delivery', 'en/blog/why-cash-on-delivery', 'article'],
      ] as const) {
        const meta = metaOf(file);
        expect(meta.title, file).not.toBe('');
        const response = await call('GET', url);
        expect(response.statusCode, url).toBe(200);
        const html = response.body;
        expect(titleOf(html), url).toBe(`${meta.title} | Hanout`);
        expect(decoded(metaContent(html, 'og:title')), url).toBe(`${meta.title} | Hanout`);
        expect(decoded(metaContent(html, 'description')), url).toBe(meta.description);
        expect(decoded(metaContent(html, 'og:description')), url).toBe(meta.description);
        expect(metaContent(html, 'og:type'), url).toBe(type);
        expect(metaContent(html, 'og:url'), url).toBe(`https://hanout.example${url}`);
        expect(html.match(/<title>/g), url).toHaveLength(1);
        expect(html, url).toContain('<div id="root"></div>');
      }
    });

    it('titles the blog and tutorials indexes from the interface texts', async () => {
      const blog = await call('GET', '/blog');
      expect(blog.statusCode).toBe(200);
      expect(titleOf(blog.body)).toBe('Blog | Hanout');
      const tutorials = await call('GET', '/tutorials?lng=fr');
      expect(tutorials.statusCode).toBe(200);
      expect(titleOf(tutorials.body)).toBe('Tutoriels | Hanout');
    });

    it('answers a missing or malformed article with 404 and the app’s HTML', async () => {
      for (const url of [
        '/blog/no-such-article',
        '/tutorials/no-such-tutorial',
        '/blog/..%2F..%2Fabout',
        '/blog/Why-Cash-On-Delivery',
        `/blog/${'a'.repeat(300)}`,
        '//[x',
        '//a%20b',
      ]) {
        const response = await call('GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body, url).toContain('<div id="root"></div>');
      }
    });

    it('gives a page its one canonical address, however the request spelled it', async () => {
      const response = await call('GET', '/ABOUT/');
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, 'og:url')).toBe('https://hanout.example/about');
    });

    it('speaks the reader’s language from ?lng= or the language cookie', async () => {
      const fromQuery = await call('GET', '/blog?lng=ar');
      expect(titleOf(fromQuery.body)).toBe('المدونة | Hanout');
      const fromCookie = await env().app.inject({
        method: 'GET',
        url: '/tutorials',
        headers: { cookie: 'hanout-lang=fr' },
      });
      expect(titleOf(fromCookie.body)).toBe('Tutoriels | Hanout');
    });
  },
  { clientRoot, config: { PUBLIC_URL: 'https://hanout.example' } },
);
