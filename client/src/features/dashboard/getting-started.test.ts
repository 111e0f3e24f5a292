import { describe, expect, it } from 'vitest';
import type { SellerChecklist } from '../../../../common/contracts/dashboard.ts';
import { checklistIsOpen } from './getting-started.tsx';

const state = (steps: Partial<SellerChecklist['steps']>, dismissed = false): SellerChecklist => ({
  steps: {
    storeDetails: true,
    firstProduct: false,
    storeShared: false,
    firstOrder: false,
    ...steps,
  },
  dismissed,
  storeUrl: 'https://hanout.tn/marketplace/stores/7',
});

describe('checklistIsOpen', () => {
  it('shows the checklist while a step is left and the seller has not hidden it', () => {
    expect(checklistIsOpen(state({}))).toBe(true);
    expect(checklistIsOpen(state({ firstProduct: true, storeShared: true }))).toBe(true);
  });

  it('hides it once every step is done, once dismissed, and before the answer comes', () => {
    expect(
      checklistIsOpen(state({ firstProduct: true, storeShared: true, firstOrder: true })),
    ).toBe(false);
    expect(checklistIsOpen(state({}, true))).toBe(false);
    expect(checklistIsOpen(undefined)).toBe(false);
  });
});
