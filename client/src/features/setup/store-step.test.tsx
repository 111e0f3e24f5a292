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
  it('asks for the governorate, then saves it with the WhatsApp number', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify(seller), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onDone = vi.fn();
    await renderWithProviders(<StoreStep user={seller} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose the governorate of your store.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    // Radix's Select keeps a native select for autofill; choosing there is choosing in the Select.
    const native = [...document.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.value === 'TN-32'),
    );
    if (!native) throw new Error('no governorate select');
    fireEvent.change(native, { target: { value: 'TN-32' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number (optional)'), {
      target: { value: '22 123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
      storeGovernorate: 'TN-32',
      storeWhatsapp: '+21622123456',
      storeLogoId: null,
      storeCoverId: null,
    });
  });
});
