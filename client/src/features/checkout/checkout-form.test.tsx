// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { CartLine } from '../cart/index.ts';
import { CheckoutForm } from './checkout-form.tsx';

afterEach(cleanup);

const lines: CartLine[] = [
  {
    productId: 1,
    storeId: 10,
    storeName: 'Dar Zitouna',
    name: 'Huile d’olive 1L',
    price: 24.5,
    imageUrl: null,
    quantity: 2,
    maxQuantity: 5,
  },
];

async function renderForm() {
  const onPlaced = vi.fn();
  const onConflict = vi.fn();
  await renderWithProviders(
    <CheckoutForm lines={lines} onPlaced={onPlaced} onConflict={onConflict} />,
  );
  return { onPlaced, onConflict };
}

describe('CheckoutForm', () => {
  it('shows every field’s message on an empty submit and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { onPlaced } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Place order · \u2068?49\.00\u00a0DT/ }));
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a Tunisian phone number: +216 and 8 digits.',
      'Please choose your governorate.',
      'Please enter a valid address.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText(/Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('refuses a phone that is not Tunisian, and accepts one typed with spaces', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderForm();
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Youssef' } });
    fireEvent.change(screen.getByLabelText(/Address/), {
      target: { value: '12 rue de Marseille, Tunis' },
    });
    const phone = screen.getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '12 345' } });
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(
      await screen.findByText('Please enter a Tunisian phone number: +216 and 8 digits.'),
    ).toBeTruthy();
    expect(screen.queryByText('Name must be at least 2 characters.')).toBeNull();

    fireEvent.change(phone, { target: { value: '22 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await vi.waitFor(() =>
      expect(
        screen.queryByText('Please enter a Tunisian phone number: +216 and 8 digits.'),
      ).toBeNull(),
    );
    // Still no governorate, so still nothing sent.
    expect(screen.getByText('Please choose your governorate.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
