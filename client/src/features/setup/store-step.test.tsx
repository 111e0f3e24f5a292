// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { dismiss } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StoreStep } from './store-step.tsx';

const seller: PublicUser = {
  id: 9,
  username: 'rania',
  email: 'rania@example.tn',
  fullName: 'Rania Masmoudi',
  userType: 'business',
  setupCompleted: false,
  storeName: 'Corail de Tabarka',
  storeDescription: 'Bijoux en corail rouge de Tabarka, faits main.',
  storePhone: '+216 78 670 000',
  storeAddress: 'Port de Tabarka',
  storeGovernorate: null,
  storeWhatsapp: null,
  storeLogo: null,
  storeCover: null,
  storeSuspension: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

// A whole form in jsdom: slow on a busy machine.
describe('the wizard’s store step', { timeout: 20_000 }, () => {
  it('asks for the governorate, then saves it with the WhatsApp number and the delivery terms', async () => {
    const saved = { fee: 0, freeThreshold: null, governorateFees: [], daysMin: 1, daysMax: 3 };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const body = url.endsWith('/api/store/delivery-terms')
        ? init?.method === 'PUT'
          ? JSON.parse(String(init.body))
          : saved
        : seller;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const writes = () =>
      fetchSpy.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    const onDone = vi.fn();
    await renderWithProviders(<StoreStep user={seller} onDone={onDone} />);
    // The saved terms fill the form.
    await waitFor(() =>
      expect((screen.getByLabelText(/Delivery takes at least/) as HTMLInputElement).value).toBe(
        '1',
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Delivery fee/), { target: { value: '7,5' } });
    fireEvent.change(screen.getByLabelText(/^Free delivery from/), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText(/and at most/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose the governorate of your store.')).toBeTruthy();
    // Both parts are checked at once: the days too.
    expect(
      screen.getByText('The longest estimate cannot be shorter than the shortest.'),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);

    // Radix's Select keeps a native select for autofill; choosing there is choosing in the Select.
    const native = [...document.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.value === 'TN-32'),
    );
    if (!native) throw new Error('no governorate select');
    fireEvent.change(native, { target: { value: 'TN-32' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number (optional)'), {
      target: { value: '22 123 456' },
    });
    fireEvent.change(screen.getByLabelText(/and at most/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a governorate fee' }));
    fireEvent.change(screen.getByLabelText(/^Fee \(DT\)/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [store, terms] = writes();
    expect(JSON.parse(String(store?.[1]?.body))).toMatchObject({
      storeGovernorate: 'TN-32',
      storeWhatsapp: '+21622123456',
      storeLogoId: null,
      storeCoverId: null,
    });
    expect(String(terms?.[0])).toMatch(/\/api\/store\/delivery-terms$/);
    const sentTerms = JSON.parse(String(terms?.[1]?.body)) as { governorateFees: unknown[] };
    expect(sentTerms).toMatchObject({ fee: 7.5, freeThreshold: 150, daysMin: 1, daysMax: 4 });
    // The first governorate in English alphabetical order is added, at the fee typed.
    expect(sentTerms.governorateFees).toEqual([{ governorate: expect.any(String), fee: 5 }]);
  });
});
