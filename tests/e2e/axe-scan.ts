/**
 * axe in the browser journeys (DESIGN.md quality bar: no serious or critical violation on any
 * page, in any language): accessibility.test.ts scans every screen of the demo accounts, and
 * operator.test.ts the operators' screens on its own app. The page must be opened with
 * `bypassCSP: true` (the app's Content-Security-Policy rightly refuses the injected script).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** The part of an axe result this scan reads (axe-core's own types are not a module here). */
interface AxeViolation {
  id: string;
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

declare global {
  interface Window {
    axe: {
      run: (
        context: Document,
        options: { resultTypes: string[] },
      ) => Promise<{ violations: AxeViolation[] }>;
    };
  }
}

export type Language = 'en' | 'fr' | 'ar';
export type Theme = 'light' | 'dark';

const SERIOUS = new Set(['serious', 'critical']);

/** Waits until the page has a heading and nothing is still loading: no skeleton, no spinner. */
export async function settled(page: Page) {
  await page.locator('h1:visible, h2:visible, [role="heading"]:visible').first().waitFor();
  // A server-drawn page has its headings before the app takes it over (and only then switches
  // to a language kept in localStorage alone): wait for the hydration.
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-ssr') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelectorAll('.animate-pulse, .animate-spin, [aria-busy="true"]').length,
      ),
    )
    .toBe(0);
  // Entrance animations (fade, zoom) end before colours are measured.
  await page.waitForTimeout(250);
}

export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('hanout-ui-theme', value), theme);
}

export interface Screen {
  language: Language;
  theme: Theme;
  label: string;
}

/**
 * Runs axe on what is on screen, after checking the page really is in the language and theme
 * asked for; returns one readable line per serious or critical violation.
 */
export async function scan(page: Page, { language, theme, label }: Screen): Promise<string[]> {
  await settled(page);
  // Polled: the switch to a stored language, after hydration, may wait for its locale parts.
  const shown = () =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      dark: document.documentElement.classList.contains('dark'),
    }));
  await expect.poll(shown, { message: label }).toEqual({ lang: language, dark: theme === 'dark' });
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE_SCRIPT });
  }
  const { violations } = await page.evaluate(() =>
    window.axe.run(document, { resultTypes: ['violations'] }),
  );
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' > ')} ${node.html.slice(0, 100)}`)
        .join(' | ');
      const more = violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : '';
      return `${language} ${theme} ${label}: ${violation.id} [${violation.impact}] ${violation.help} — ${violation.nodes.length} node(s): ${targets}${more}`;
    });
}
