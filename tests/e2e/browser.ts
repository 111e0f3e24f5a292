/** Playwright driving the system Chromium, with the flags this sandbox needs. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { LAUNCH_ARGS } from './demo-app.ts';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Journey {
  browser: () => Browser;
  baseUrl: string;
  /**
   * A new page in a fresh context (no cookies, no storage): a new visitor. Its goto() and reload()
   * return once a server-drawn page's app has started (see appStarted), unless told not to.
   */
  newPage: (options?: BrowserContextOptions, behaviour?: { waitForApp?: boolean }) => Promise<Page>;
}

/** describe() for browser journeys; skipped, with a notice from global setup, without Chromium. */
export function describeJourney(title: string, body: (journey: Journey) => void) {
  const chromePath = inject('chromePath');
  describe.skipIf(!chromePath)(title, () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: chromePath ?? undefined,
        args: LAUNCH_ARGS,
        headless: true,
      });
    });
    afterAll(async () => {
      await browser?.close();
    });
    const baseUrl = inject('baseUrl');
    body({
      browser: () => {
        if (!browser) throw new Error('browser not started');
        return browser;
      },
      baseUrl,
      async newPage(options = {}, { waitForApp = true } = {}) {
        if (!browser) throw new Error('browser not started');
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport: PHONE,
          locale: 'en-US',
          ...options,
        });
        const page = await context.newPage();
        if (waitForApp && options.javaScriptEnabled !== false) {
          const goto = page.goto.bind(page);
          const reload = page.reload.bind(page);
          page.goto = async (...args) => {
            const response = await goto(...args);
            await appStarted(page);
            return response;
          };
          page.reload = async (...args) => {
            const response = await reload(...args);
            await appStarted(page);
            return response;
          };
        }
        return page;
      },
    });
  });
}

/**
 * A server-drawn page shows before its app starts (client/public/hydrate.js), and a tap made
 * before then acts only once it has: a journey that taps, then reads or leaves at once, waits
 * for the app first, as its reader would see the tap take effect. tests/e2e/ssr.test.ts covers
 * the moments before.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute('data-ssr') || html.hasAttribute('data-hydrated');
  });
}

/** Saves a screenshot under screenshots/ (ignored by git) for a person to look at. */
export async function snapshot(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '../../screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
