// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryPreview } from '../../../../common/contracts/deliveries.ts';
import type {
  TransporterProfile,
  TransporterVerification,
} from '../../../../common/contracts/transporters.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryRequestsTab } from './delivery-requests-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function profileWith(verification: Partial<TransporterVerification>): TransporterProfile {
  return {
    id: 3,
    userId: 12,
    vehicleType: 'Van',
    vehicleModel: 'Isuzu D-Max',
    vehicleYear: '2019',
    licensePlate: '187 TU 4521',
    capacity: '800 kg',
    baseRate: 7,
    ratePerKm: 0.6,
    areasServed: 'Sfax, Tunis',
    phoneNumber: '+21655123456',
    isAvailable: true,
    notes: null,
    verification: {
      status: 'pending',
      reason: null,
      hasIdentityDocument: true,
      hasDrivingLicence: true,
      documentsSubmittedAt: '2026-11-23T09:30:00.000Z',
      decidedAt: null,
      ...verification,
    },
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}

const previews: DeliveryPreview[] = [
  {
    id: 41,
    pickupGovernorate: 'TN-61',
    deliveryGovernorate: 'TN-11',
    requestedDeliveryDate: '2026-11-28',
    paymentAmount: 18.5,
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
  },
  {
    id: 42,
    pickupGovernorate: 'TN-12',
    deliveryGovernorate: null,
    requestedDeliveryDate: null,
    paymentAmount: 9,
    createdAt: new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString(),
  },
];

/** Answers the preview and the summary; records every address asked for. */
function serveBoard() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const body = url.endsWith('/api/delivery-requests/preview')
      ? previews
      : url.endsWith('/api/transporter/summary')
        ? { earnings: 0, completedCount: 0, activeCount: 0 }
        : [];
    return new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const askedFor = (spy: ReturnType<typeof serveBoard>) => spy.mock.calls.map(([url]) => String(url));

describe('DeliveryRequestsTab before verification', () => {
  it('shows where the waiting parcels go, for how much, and no way to accept them', async () => {
    const spy = serveBoard();
    await renderWithProviders(
      <DeliveryRequestsTab
        profile={profileWith({})}
        viewerId={12}
        onSetUpProfile={() => {}}
        onShowVerification={() => {}}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('delivery-preview')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('delivery-preview');
    expect(first?.textContent).toContain('Sfax');
    expect(first?.textContent).toContain('Tunis');
    expect(first?.textContent).toContain('18.50');
    expect(first?.textContent).toContain('Nov 28, 2026');
    expect(first?.textContent).toContain('Posted 2 hours ago');
    expect(second?.textContent).toContain('Ariana');
    expect(second?.textContent).toContain('Governorate not given');
    expect(second?.textContent).toContain('Posted yesterday');
    expect(screen.queryByRole('button', { name: 'Accept Request' })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    // The full board answers 403 until verified: it is never asked for.
    expect(askedFor(spy)).toContain('/api/delivery-requests/preview');
    expect(askedFor(spy)).not.toContain('/api/delivery-requests');
  });

  it('says why the board is closed and leads to the verification card', async () => {
    serveBoard();
    const onShowVerification = vi.fn();
    await renderWithProviders(
      <DeliveryRequestsTab
        profile={profileWith({ status: 'rejected', reason: 'The licence photo is blurry.' })}
        viewerId={12}
        onSetUpProfile={() => {}}
        onShowVerification={onShowVerification}
      />,
    );
    const notice = screen.getByTestId('verification-notice');
    expect(notice.textContent).toContain('Your verification was refused');
    expect(notice.textContent).toContain('The licence photo is blurry.');
    fireEvent.click(screen.getByRole('button', { name: 'Send new documents' }));
    expect(onShowVerification).toHaveBeenCalledTimes(1);
  });

  it('gives a verified transporter the full board, not the preview', async () => {
    const spy = serveBoard();
    await renderWithProviders(
      <DeliveryRequestsTab
        profile={profileWith({ status: 'verified' })}
        viewerId={12}
        onSetUpProfile={() => {}}
        onShowVerification={() => {}}
      />,
    );
    await waitFor(() => expect(askedFor(spy)).toContain('/api/delivery-requests'));
    expect(askedFor(spy)).not.toContain('/api/delivery-requests/preview');
    expect(screen.queryByTestId('verification-notice')).toBeNull();
  });
});
