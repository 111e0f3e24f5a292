// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { AdminDispute } from './api.ts';
import { DisputesScreen } from './disputes-screen.tsx';
import { openDisputes } from './queue-counts.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const disputes: AdminDispute[] = [
  {
    kind: 'delivery',
    id: 73,
    store: { id: 4, name: 'Dar Harissa' },
    transporter: { id: 12, name: 'Hamza Mejri' },
    amount: 9.5,
    note: 'The buyer says nobody came.',
    at: '2026-11-24T10:00:00.000Z',
  },
  {
    kind: 'handover',
    id: 9,
    store: { id: 5, name: null },
    transporter: null,
    amount: 40,
    note: null,
    at: '2026-11-23T10:00:00.000Z',
  },
];

describe('DisputesScreen', () => {
  it('lists each dispute: what, who, how much, when and what the store said', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ items: disputes, total: 2, page: 1, pageSize: 20 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await renderWithProviders(<DisputesScreen />);
    await waitFor(() => expect(screen.getAllByTestId('admin-dispute')).toHaveLength(2));
    expect(String(spy.mock.calls[0]?.[0])).toBe('/api/admin/disputes?page=1');
    const [delivery, handover] = screen.getAllByTestId('admin-dispute');
    expect(delivery?.textContent).toContain('Delivery payment');
    expect(delivery?.textContent).toMatch(/9\.50\sDT/);
    expect(delivery?.textContent).toContain('Dar Harissa');
    expect(delivery?.textContent).toContain('Hamza Mejri');
    expect(delivery?.textContent).toContain('The buyer says nobody came.');
    expect(delivery?.querySelector('a')?.getAttribute('href')).toBe('/admin/stores/4');
    expect(handover?.textContent).toContain('Cash hand-over');
    expect(handover?.textContent).toContain('(no name)');
    expect(handover?.textContent).toContain('No note given.');
  });

  it('says when there is none', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await renderWithProviders(<DisputesScreen />);
    await screen.findByText('No disputes. All clear!');
  });
});

describe('openDisputes', () => {
  it('adds the two kinds', () => {
    expect(openDisputes({ disputes: { deliveries: 2, handovers: 3 } })).toBe(5);
    expect(openDisputes({ disputes: { deliveries: 0, handovers: 0 } })).toBe(0);
  });
});
