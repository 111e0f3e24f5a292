// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { toMediaImage } from '../../../../common/media.ts';
import { dismiss } from '../../components/ui/use-toast.ts';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProfileForm } from './index.ts';

const LOGO = '0b6a3c1e-7d1f-4f5e-9a51-6f2b8c0d1e2a';
const COVER = '5c9e2d4f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';

const seller: PublicUser = {
  id: 4,
  username: 'amira',
  email: 'amira@example.tn',
  fullName: 'Amira Ben Salah',
  userType: 'business',
  setupCompleted: true,
  storeName: 'Dar Zitouna',
  storeDescription: 'Olive oil, soap and dates from Sfax, packed by hand.',
  storePhone: '+216 22 123 456',
  storeAddress: '12 rue Habib Bourguiba, Sfax',
  storeGovernorate: 'TN-61',
  storeWhatsapp: null,
  storeLogo: null,
  storeCover: toMediaImage({ id: COVER, width: 1600, height: 600 }),
  storeSuspension: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(installFakeXhr);

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function serveUpdate() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(seller), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

// Whole forms with uploads in jsdom: slow on a busy machine.
describe('the store’s pictures and WhatsApp in the profile', { timeout: 20_000 }, () => {
  it('uploads a logo, removes the cover, normalizes WhatsApp, and sends only those', async () => {
    const spy = serveUpdate();
    await renderWithProviders(<ProfileForm user={seller} />);
    const save = screen.getByRole('button', { name: 'Save profile' });

    const logoInput = screen.getByTestId('store-logo').querySelector('input[type=file]');
    if (!logoInput) throw new Error('no logo input');
    fireEvent.change(logoInput, {
      target: { files: [new File(['logo'], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Upload: Logo' })).toBeTruthy();
    expect(screen.getByText('Wait until the photos have finished uploading.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    FakeXhr.sent[0]?.answer(201, {
      id: LOGO,
      url: `/media/${LOGO}/640.webp`,
      width: 512,
      height: 512,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Cover photo' }));
    fireEvent.change(screen.getByLabelText('WhatsApp number (optional)'), {
      target: { value: '98 765 432' },
    });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual({
      storeLogoId: LOGO,
      storeCoverId: null,
      storeWhatsapp: '+21698765432',
    });
  });

  it('says when the upload is refused, in the reader’s words', async () => {
    await renderWithProviders(<ProfileForm user={seller} />);
    const logoInput = screen.getByTestId('store-logo').querySelector('input[type=file]');
    if (!logoInput) throw new Error('no logo input');
    fireEvent.change(logoInput, {
      target: { files: [new File(['tiny'], 'tiny.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.answer(400, {
      message: 'The photo must be at least 200 pixels on its short side.',
      code: 'media.size.tooSmall',
    });
    expect(
      await screen.findByText('The photo must be at least 200 pixels on its short side.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
