/**
 * What Lighthouse weighs on a phone, checked in the real page (issue 16): the picture that is the
 * page's largest paint loads at once and first (a lazy one waits for layout), and nothing moves
 * once drawn (layout shifts: the CLS target is 0.02).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney } from './browser.ts';

interface ImageLoading {
  loading: string | null;
  fetchPriority: string | null;
}

async function imageLoading(page: Page, selector: string): Promise<ImageLoading[]> {
  await page.locator(selector).first().waitFor();
  return page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
    })),
  );
}

/** The layout shifts since the page opened (buffered), as the CLS sums them: not after input. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, before this timer.
        setTimeout(() => resolve(total), 500);
      }),
  );
}

const HIGH = { loading: 'eager', fetchPriority: 'high' };

describeJourney('page speed on a phone', ({ newPage }) => {
  it('loads the first featured pictures of the home page at once, the rest lazily', async () => {
    const page = await newPage();
    await page.goto('/');
    const cards = await imageLoading(page, 'section[aria-labelledby="featured-title"] li img');
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.slice(0, 2)).toEqual([HIGH, HIGH]);
    const rest = cards.slice(2);
    expect(rest).toEqual(rest.map(() => ({ loading: 'lazy', fetchPriority: null })));
  });

  it("loads the product page's main picture and the store's cover at once, first", async () => {
    const page = await newPage();
    await page.goto('/marketplace/products/1');
    const [main] = await imageLoading(page, '[data-testid="gallery-strip"] img');
    expect(main).toEqual(HIGH);

    await page.goto('/marketplace/stores/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const [cover] = await imageLoading(page, 'main img');
    expect(cover).toEqual(HIGH);
  });

  for (const path of ['/', '/marketplace/stores/1', '/marketplace/products/1']) {
    it(`draws ${path} without layout shifts`, async () => {
      const page = await newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
    });
  }
});
