// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryTermsCard } from './delivery-terms-card.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

const saved = {
  fee: 7,
  freeThreshold: 150,
  governorateFees: [{ governorate: 'TN-11', fee: 5 }],
  daysMin: 1,
  daysMax: 3,
};

function fakeApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const body = init?.method === 'PUT' ? JSON.parse(String(init.body)) : saved;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const puts = (spy: ReturnType<typeof fakeApi>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('the profile’s delivery terms card', { timeout: 20_000 }, () => {
  it('shows the saved terms, refuses a shorter longest estimate, then saves the whole terms', async () => {
    const fetchSpy = fakeApi();
    await renderWithProviders(<DeliveryTermsCard />);
    const fee = (await screen.findByLabelText(/^Delivery fee/)) as HTMLInputElement;
    // Two decimals, as a seller types an amount (a decimal comma in French and Arabic).
    expect(fee.value).toBe('7.00');
    expect((screen.getByLabelText(/^Free delivery from/) as HTMLInputElement).value).toBe('150.00');
    expect((screen.getByLabelText(/^Fee \(DT\)/) as HTMLInputElement).value).toBe('5.00');

    fireEvent.change(screen.getByLabelText(/and at most/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery terms' }));
    expect(
      await screen.findByText('The longest estimate cannot be shorter than the shortest.'),
    ).toBeTruthy();
    expect(puts(fetchSpy)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/and at most/), { target: { value: '4' } });
    fireEvent.change(fee, { target: { value: '6,5' } });
    fireEvent.change(screen.getByLabelText(/^Free delivery from/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Remove the fee for Tunis/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery terms' }));
    await waitFor(() => expect(puts(fetchSpy)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchSpy)[0]?.[1]?.body))).toEqual({
      fee: 6.5,
      freeThreshold: null,
      governorateFees: [],
      daysMin: 1,
      daysMax: 4,
    });
    await waitFor(() =>
      expect(getToastState().toasts.find((toast) => toast.open)?.title).toBe(
        'Delivery terms saved',
      ),
    );
    // Saved: nothing left to save until the next change.
    expect(
      screen.getByRole('button', { name: 'Save delivery terms' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
