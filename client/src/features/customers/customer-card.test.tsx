// @vitest-environment jsdom
/** The customer card writes a phone number one way, whatever the page's direction. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { CustomerCard } from './customer-card.tsx';
import { backToEnglish, inArabic } from '../../test/in-arabic.ts';
import { renderWithProviders } from '../../test/render.tsx';

afterEach(async () => {
  cleanup();
  await backToEnglish();
});

const customer: Customer = {
  id: 4,
  name: 'أسماء بن جمعة',
  email: null,
  phone: '+21622123456',
  address: 'نهج الحبيب بورقيبة 12، صفاقس',
  createdAt: '2026-01-05T10:00:00.000Z',
};

describe('the seller’s customer card', () => {
  it('shows the phone as +216 22 123 456, isolated left to right, to call', async () => {
    await inArabic();
    await renderWithProviders(
      <CustomerCard customer={customer} onEdit={() => {}} onDelete={() => {}} />,
    );
    const phone = screen.getByRole('link', { name: '+216 22 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+21622123456');
    expect(phone.getAttribute('dir')).toBe('ltr');
    // The name sets its own direction, so it truncates at its own end.
    expect(screen.getByRole('heading', { name: customer.name }).getAttribute('dir')).toBe('auto');
  });
});
