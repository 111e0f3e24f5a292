// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inArabic } from '../test/in-arabic.ts';
import { renderWithProviders } from '../test/render.tsx';
import { Money, PhoneNumber } from './formatted.tsx';

afterEach(async () => {
  cleanup();
  await backToEnglish();
});

describe('Money', () => {
  it('shows the amount of the reader’s language in one isolate of its own direction', async () => {
    await renderWithProviders(<Money amount={13} data-testid="amount" />);
    const amount = screen.getByTestId('amount');
    expect(amount.tagName).toBe('BDI');
    expect(amount.textContent).toBe('13.00\u00a0DT');
    cleanup();
    await inArabic();
    await renderWithProviders(<Money amount={2109.43} data-testid="amount" />);
    // A <bdi> takes its direction from "د": the unit reads after the number, right to left.
    expect(screen.getByTestId('amount').textContent).toBe('2\u202f109,43\u00a0د.ت');
    expect(screen.getByTestId('amount').getAttribute('dir')).toBeNull();
  });
});

describe('PhoneNumber', () => {
  it('writes a Tunisian number one way, left to right, as a link to call', async () => {
    await renderWithProviders(<PhoneNumber phone="22123456" />);
    const link = screen.getByRole('link', { name: '+216 22 123 456' });
    expect(link.getAttribute('href')).toBe('tel:+21622123456');
    expect(link.getAttribute('dir')).toBe('ltr');
  });
});
