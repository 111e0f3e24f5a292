/**
 * The footer's pages as a reader finds them, in English, French and Arabic: their own heading and
 * words, the tab's title, the footer, never the not-found page; a blog article from its index; the
 * contact form's errors and confirmation. Headings are read from the Markdown files and locale
 * texts, so the words may change without breaking the journey.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeJourney } from './browser.ts';

type Language = 'en' | 'fr' | 'ar';
const LANGUAGES: Language[] = ['en', 'fr', 'ar'];
const source = (...parts: string[]) =>
  path.resolve(import.meta.dirname, '../../client/src', ...parts);

function locale(language: Language): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(source('locales', `${language}.json`), 'utf8'));
}

function text(language: Language, ...keys: string[]): string {
  let node: unknown = locale(language);
  for (const key of keys) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'string') throw new Error(`no text ${language}:${keys.join('.')}`);
  return node;
}

/** The front matter title of a page, in this language or, as the site does, in English. */
function fileTitle(language: Language, name: string): string {
  const own = source('content', language, `${name}.md`);
  const file = existsSync(own) ? own : source('content', 'en', `${name}.md`);
  const title = /^title:\s*(.+?)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!title) throw new Error(`no title in ${file}`);
  return title.replace(/^(["'])(.*)\1$/, '$2');
}

const PAGES = ['about', 'help', 'faq', 'terms', 'privacy', 'contact', 'blog', 'tutorials'];

function headingOf(language: Language, name: string): string {
  return name === 'blog' || name === 'tutorials'
    ? text(language, 'content', name, 'title')
    : fileTitle(language, name);
}

/** What the page says in its main area, without the header and footer. */
const mainText = (page: Page) => page.locator('main').innerText();

describeJourney('the footer pages', ({ newPage }) => {
  for (const language of LANGUAGES) {
    it(`shows each footer page with its heading, words, title and footer in ${language}`, async () => {
      const page = await newPage();
      const notFound = [text(language, 'notFound', 'title'), 'Did you forget'];
      for (const name of PAGES) {
        const response = await page.goto(`/${name}?lng=${language}`);
        expect(response?.status(), name).toBe(200);
        const heading = headingOf(language, name);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: name })
          .toBe(heading);
        await expect.poll(() => page.title(), { message: name }).toBe(`${heading} | Hanout`);
        // Words below the heading: the page's text, or the index's cards.
        await expect
          .poll(async () => (await mainText(page)).length, { message: name })
          .toBeGreaterThan(heading.length + 150);
        const footer = page.getByRole('navigation', { name: text(language, 'footer', 'label') });
        await footer.getByRole('link', { name: text(language, 'footer', 'privacy') }).waitFor();
        const shown = await page.locator('body').innerText();
        for (const words of notFound) expect(shown, name).not.toContain(words);
      }
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await page.context().close();
    });
  }

  it('opens a blog article from the blog index, and goes back to it', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/blog');
    const card = page.locator('main').getByRole('listitem').first().getByRole('link');
    const title = (await card.getByRole('heading').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(3);
    await card.click();
    await page.waitForURL((url) => /^\/blog\/[a-z0-9-]+$/.test(url.pathname));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expect.poll(() => page.title()).toBe(`${title} | Hanout`);
    await page.getByRole('link', { name: text('en', 'content', 'blog', 'back') }).click();
    await page.waitForURL((url) => url.pathname === '/blog');

    const missing = await page.goto('/blog/no-such-article');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: text('en', 'notFound', 'title') }).waitFor();
    await page.context().close();
  });

  it('asks for each missing field on the contact form, then sends it and confirms', async () => {
    const page = await newPage();
    await page.goto('/contact?lng=fr');
    const form = page.locator('form');
    await form.getByRole('button', { name: text('fr', 'contact', 'form', 'send') }).click();
    // The messages are the schema's codes, read from the locale's `codes` (decision 008).
    for (const code of ['name.tooShort', 'email.invalid', 'topic.invalid', 'message.tooShort']) {
      await form.getByText(text('fr', 'codes', 'contact', ...code.split('.'))).waitFor();
    }
    await form.getByLabel(text('fr', 'contact', 'form', 'name')).fill('Amira Ben Salah');
    await form.getByLabel(text('fr', 'contact', 'form', 'email')).fill('amira@example.tn');
    await form.getByRole('radio', { name: text('fr', 'contact', 'topics', 'seller') }).check();
    await form
      .getByLabel(text('fr', 'contact', 'form', 'message'), { exact: true })
      .fill('Bonjour, comment ouvrir une boutique à Sousse ?');
    expect(await form.getByText(text('fr', 'codes', 'contact', 'topic', 'invalid')).count()).toBe(
      0,
    );
    await form.getByRole('button', { name: text('fr', 'contact', 'form', 'send') }).click();
    await page.getByText(text('fr', 'contact', 'sent', 'text')).waitFor();
    await page.getByRole('heading', { name: text('fr', 'contact', 'sent', 'title') }).waitFor();
    await page.context().close();
  });
});
