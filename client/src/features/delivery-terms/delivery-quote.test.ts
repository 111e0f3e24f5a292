import { describe, expect, it } from 'vitest';
import type { DeliveryTerms } from '../../../../common/delivery-fee.ts';
import { quoteDelivery } from './delivery-quote.ts';

const terms: DeliveryTerms = {
  fee: 7,
  freeThreshold: 150,
  governorateFees: [
    { governorate: 'TN-11', fee: 5 },
    { governorate: 'TN-61', fee: 9.5 },
  ],
  daysMin: 1,
  daysMax: 3,
};

describe('quoteDelivery', () => {
  it('in the cart, before a governorate, quotes the lowest fee as "from" and what is left for free delivery', () => {
    expect(quoteDelivery(terms, 138, null)).toEqual({
      fee: 5,
      fromOnly: true,
      total: 143,
      missingForFree: 12,
      daysMin: 1,
      daysMax: 3,
    });
  });

  it('with the governorate, quotes its own fee exactly, else the flat fee', () => {
    expect(quoteDelivery(terms, 40.1, 'TN-61')).toMatchObject({
      fee: 9.5,
      fromOnly: false,
      total: 49.6,
    });
    expect(quoteDelivery(terms, 40.1, 'TN-51')).toMatchObject({ fee: 7, total: 47.1 });
  });

  it('is free, with no hint, from the threshold on, whatever the governorate', () => {
    for (const governorate of [null, 'TN-61']) {
      expect(quoteDelivery(terms, 150, governorate)).toMatchObject({
        fee: 0,
        fromOnly: false,
        total: 150,
        missingForFree: null,
      });
    }
  });

  it('says nothing of a threshold a store does not have, nor "from" when every fee is the same', () => {
    const flat: DeliveryTerms = {
      fee: 6,
      freeThreshold: null,
      governorateFees: [{ governorate: 'TN-11', fee: 6 }],
      daysMin: 2,
      daysMax: 5,
    };
    expect(quoteDelivery(flat, 20, null)).toEqual({
      fee: 6,
      fromOnly: false,
      total: 26,
      missingForFree: null,
      daysMin: 2,
      daysMax: 5,
    });
  });

  it('counts to the millime: 0.1 short of the threshold is 0.10 DT to add', () => {
    expect(quoteDelivery({ ...terms, freeThreshold: 30.3 }, 30.2, 'TN-51').missingForFree).toBe(
      0.1,
    );
  });

  it('never hints at free delivery when delivery is already free', () => {
    const freeStore: DeliveryTerms = { ...terms, fee: 0, governorateFees: [] };
    expect(quoteDelivery(freeStore, 10, null)).toMatchObject({ fee: 0, missingForFree: null });
  });
});
