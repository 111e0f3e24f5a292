// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryPreview } from '../../../../common/contracts/deliveries.ts';
import type {
  TransporterProfile,
  TransporterVerification,
} from '../../../../common/contracts/transporters.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryRequestsTab } from './delivery-requests-tab.tsx';
import { boardOf, requestWith, serve, summary } from './test-board.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
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
        ? summary
        : url.startsWith('/api/delivery-requests?')
          ? boardOf([])
          : {};
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
        onSetUpProfile={() => {}}
        onShowVerification={() => {}}
      />,
    );
    await waitFor(() =>
      expect(askedFor(spy)).toContain(
        '/api/delivery-requests?tab=available&sort=newest&page=1&pageSize=12',
      ),
    );
    expect(askedFor(spy)).not.toContain('/api/delivery-requests/preview');
    expect(screen.queryByTestId('verification-notice')).toBeNull();
  });
});

const verified = profileWith({ status: 'verified' });

function renderBoard(profile = verified) {
  return renderWithProviders(
    <DeliveryRequestsTab
      profile={profile}
      onSetUpProfile={() => {}}
      onShowVerification={() => {}}
    />,
  );
}

describe('DeliveryRequestsTab once verified', () => {
  it('shows each tab with its count, and a short card with the cash to collect and the route', async () => {
    serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, summary];
      if (path === '/api/delivery-requests') return [200, boardOf([requestWith()])];
      return undefined;
    });
    await renderBoard();
    const card = await screen.findByTestId('delivery-request');
    expect(screen.getByRole('tab', { name: /Available\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /In hand\s*2/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /History\s*7/ })).toBeTruthy();
    expect(card.textContent).toContain('Sfax');
    expect(card.textContent).toContain('Tunis');
    expect(card.textContent).toMatch(/Cash to collect52\.75\sDT/);
    expect(card.textContent).toMatch(/You earn9\.50\sDT/);
    // Pending: no address to drive to yet, nobody to call.
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();
    expect(card.querySelector('a[href^="https://www.google.com/maps"]')).toBeNull();
    // The earnings card.
    const earnings = screen.getByText('My earnings').closest('div')?.parentElement;
    expect(earnings?.textContent).toContain('Failed1');
    expect(earnings?.textContent).toMatch(/Cash held120\.25\sDT/);
    expect(earnings?.textContent).toContain('4.5(6 ratings)');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 (6 ratings)' })).toBeTruthy();
  });

  it('gives every tab a panel its aria-controls names, one of them shown', async () => {
    serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, summary];
      if (path === '/api/delivery-requests') return [200, boardOf([requestWith()])];
      return undefined;
    });
    await renderBoard();
    await screen.findByTestId('delivery-request');
    const tabs = screen.getAllByRole('tab', { name: /Available|In hand|History/ });
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
    }
    expect(screen.getAllByRole('tabpanel', { hidden: false })).toHaveLength(1);
  });

  it('reads the tab, filters, sort and page from the URL, and writes a change of tab there', async () => {
    window.history.replaceState(
      null,
      '',
      '/transporter?tab=history&pickup=TN-61&sort=amount&page=2&lng=fr',
    );
    const { calls } = serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, summary];
      if (path === '/api/delivery-requests') return [200, boardOf([], { total: 0 })];
      return undefined;
    });
    await renderBoard();
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/delivery-requests?tab=history&pickup=TN-61&sort=amount&page=2&pageSize=12',
      ),
    );
    await screen.findByText('No finished deliveries yet.');
    expect(screen.getByText('Try other governorates, or all of them.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /In hand/ }));
    await waitFor(() =>
      expect(window.location.search).toBe('?tab=mine&pickup=TN-61&sort=amount&lng=fr'),
    );
    // A new tab starts at page 1 and keeps the filters.
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/delivery-requests?tab=mine&pickup=TN-61&sort=amount&page=1&pageSize=12',
      ),
    );
  });

  it('leads an accepted request to the drop address and the store, and the buyer once picked up', async () => {
    window.history.replaceState(null, '', '/transporter?tab=mine');
    const accepted = requestWith({
      id: 72,
      status: 'accepted',
      recipient: { name: 'Amira Ben Salah', phone: null },
    });
    const started = requestWith({
      id: 73,
      status: 'in_progress',
      deliveryAddress: 'Cité El Khadra, bloc 4 & 5, Tunis',
      recipient: { name: 'Sami Trabelsi', phone: '+21622111444' },
    });
    serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, summary];
      if (path === '/api/delivery-requests') return [200, boardOf([accepted, started])];
      return undefined;
    });
    await renderBoard();
    await waitFor(() => expect(screen.getAllByTestId('delivery-request')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('delivery-request');
    const directions = within(first!).getByRole('link', { name: 'Directions' });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rue%20de%20Marseille%2023%2C%20Tunis',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(within(first!).getByRole('link', { name: 'Call store' }).getAttribute('href')).toBe(
      'tel:+21671222333',
    );
    expect(within(first!).queryByRole('link', { name: 'Call buyer' })).toBeNull();
    expect(within(first!).getByRole('button', { name: 'Start Delivery' })).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Cit%C3%A9%20El%20Khadra%2C%20bloc%204%20%26%205%2C%20Tunis',
    );
    expect(within(second!).getByRole('link', { name: 'Call buyer' }).getAttribute('href')).toBe(
      'tel:+21622111444',
    );
    expect(within(second!).getByRole('button', { name: 'Complete Delivery' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Mark as failed' })).toBeTruthy();
  });

  it('moves to the In hand tab after accepting', async () => {
    const { calls } = serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, summary];
      if (path === '/api/delivery-requests') return [200, boardOf([requestWith()])];
      if (method === 'PATCH' && path === '/api/delivery-requests/71') {
        return [200, requestWith({ status: 'accepted' })];
      }
      return undefined;
    });
    await renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Request' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=mine'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'accepted' });
  });

  it('says when a store took back an accepted request, until dismissed', async () => {
    let releases = [
      {
        id: 3,
        requestId: 70,
        orderReference: 'HN-2B8D1',
        storeName: 'Dar Harissa',
        kind: 'released' as const,
        at: '2026-11-24T08:00:00.000Z',
      },
    ];
    const { calls } = serve((method, path) => {
      if (path === '/api/transporter/summary') return [200, { ...summary, releases }];
      if (path === '/api/delivery-requests') return [200, boardOf([])];
      if (method === 'POST' && path === '/api/transporter/releases/seen') {
        releases = [];
        return [204];
      }
      return undefined;
    });
    await renderBoard();
    const notice = await screen.findByTestId('release-notices');
    expect(notice.textContent).toContain('A store took back a delivery you accepted');
    // The store and the reference are isolated, so they keep their order inside Arabic.
    expect(notice.textContent).toContain(
      '\u2068Dar Harissa\u2069 put \u2068HN-2B8D1\u2069 back on the board.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('release-notices')).toBeNull());
    expect(
      calls.some((call) => call.method === 'POST' && call.url === '/api/transporter/releases/seen'),
    ).toBe(true);
  });
});
