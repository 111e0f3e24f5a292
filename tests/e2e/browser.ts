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
  /** A new page in a fresh context (no cookies, no storage): a new visitor. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
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
      async newPage(options = {}) {
        if (!browser) throw new Error('browser not started');
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport: PHONE,
          locale: 'en-US',
          ...options,
        });
        return context.newPage();
      },
    });
  });
}

/** Saves a screenshot under screenshots/ (ignored by git) for a person to look at. */
export async function snapshot(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '../../screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
