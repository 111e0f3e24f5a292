// @vitest-environment jsdom
/** An order's lines keep each quantity with its own name in a right-to-left page. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderItemsSummary } from './order-items-summary.tsx';
import { backToEnglish, inArabic } from '../../test/in-arabic.ts';
import { renderWithProviders } from '../../test/render.tsx';

afterEach(async () => {
  cleanup();
  await backToEnglish();
});

describe('an order’s lines', () => {
  it('keeps each quantity in the same line as its own name, the name isolated', async () => {
    await inArabic();
    await renderWithProviders(
      <OrderItemsSummary
        items={[
          { productName: 'Samsa aux amandes 500 g', quantity: 1 },
          { productName: 'Ghraiba — غريبة', quantity: 2 },
          { productName: 'زيت زيتون 1L', quantity: 3 },
          { productName: 'Harissa 380 g', quantity: 1 },
        ]}
      />,
    );
    const lines = screen.getAllByTestId('order-item');
    expect(lines.map((line) => line.textContent)).toEqual([
      '1 ×Samsa aux amandes 500 g',
      '2 ×Ghraiba — غريبة',
      '3 ×زيت زيتون 1L',
    ]);
    for (const line of lines) {
      const name = line.querySelector('bdi');
      // The whole name, units included, in one isolate; the quantity right before it.
      expect(name?.getAttribute('dir')).toBe('auto');
      expect(name?.previousElementSibling?.textContent).toMatch(/^\d+ ×$/);
    }
    expect(screen.getByText('+ منتج آخر')).toBeTruthy();
  });
});
