// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryFee } from './delivery-display.tsx';
import { quoteDelivery } from './delivery-quote.ts';

afterEach(cleanup);

/** 7 DT everywhere, nothing to Tunis. */
const freeInTunis = {
  fee: 7,
  freeThreshold: null,
  governorateFees: [{ governorate: 'TN-11', fee: 0 }],
  daysMin: 1,
  daysMax: 3,
};

async function feeText(fee: number, fromOnly: boolean) {
  await renderWithProviders(<DeliveryFee fee={fee} fromOnly={fromOnly} testId="fee" />);
  const shown = screen.getByTestId('fee');
  return { text: shown.textContent, green: shown.className.includes('text-success') };
}

describe('DeliveryFee', () => {
  it('does not say "Free" in the cart for a store free in some governorates only', async () => {
    const quote = quoteDelivery(freeInTunis, 20, null);
    expect(quote).toMatchObject({ fee: 0, fromOnly: true });
    const { text, green } = await feeText(quote.fee, quote.fromOnly);
    expect(text).toBe('Free in some governorates');
    expect(green).toBe(false);
  });

  it('says "Free", in green, once the governorate makes it free', async () => {
    const quote = quoteDelivery(freeInTunis, 20, 'TN-11');
    const { text, green } = await feeText(quote.fee, quote.fromOnly);
    expect(text).toBe('Free');
    expect(green).toBe(true);
  });

  it('gives a lowest amount as "from" and an exact one as money', async () => {
    expect((await feeText(5, true)).text).toMatch(/^from \u2068?5\.00\u00a0DT/);
    cleanup();
    expect((await feeText(7, false)).text).toMatch(/7\.00\u00a0DT/);
  });
});
