// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inArabic } from '../test/in-arabic.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RatingSummary } from './rating.tsx';

afterEach(async () => {
  cleanup();
  await backToEnglish();
});

describe('RatingSummary', () => {
  it('counts ratings with the plural of the count, not sellers', async () => {
    await renderWithProviders(<RatingSummary average={4.67} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5 (1 rating)' })).toBeTruthy();
    cleanup();
    await renderWithProviders(<RatingSummary average={4} count={12} />);
    expect(screen.getByRole('img').textContent).toBe('4.0(12 ratings)');
  });

  it('uses the Arabic dual and few forms, with the decimal comma', async () => {
    await inArabic();
    await renderWithProviders(<RatingSummary average={4.5} count={2} />);
    expect(screen.getByRole('img').textContent).toBe('4,5(تقييمان)');
    cleanup();
    await renderWithProviders(<RatingSummary average={3.25} count={5} />);
    expect(screen.getByRole('img', { name: 'تقييمه 3,3 من 5 (5 تقييمات)' })).toBeTruthy();
  });
});
