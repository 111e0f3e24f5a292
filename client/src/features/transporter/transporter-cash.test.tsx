// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashOverview } from '../../../../common/contracts/cash.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { serve } from './test-board.ts';
import { TransporterCash } from './transporter-cash.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const store = { id: 4, name: 'Dar Harissa', phone: '+21671222333' };

const overview: CashOverview = {
  heldTotal: 152.75,
  declaredTotal: 40,
  balances: [
    {
      counterpart: store,
      collected: 212.75,
      confirmed: 60,
      declared: 40,
      disputed: 0,
      held: 152.75,
      toDeclare: 112.75,
    },
  ],
  pendingHandovers: [
    { id: 9, counterpart: store, amount: 40, declaredAt: '2026-11-24T10:00:00.000Z' },
  ],
  ledger: {
    items: [
      {
        kind: 'handover',
        id: 9,
        counterpart: store,
        amount: 40,
        at: '2026-11-24T10:00:00.000Z',
        orderReference: null,
        status: 'declared',
        disputeNote: null,
        heldAfter: 152.75,
      },
      {
        kind: 'collection',
        id: 73,
        counterpart: store,
        amount: 52.75,
        at: '2026-11-24T09:00:00.000Z',
        orderReference: 'HN-7Q2K4',
        status: null,
        disputeNote: null,
        heldAfter: 152.75,
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  },
};

function serveCash() {
  return serve((method, path) => {
    if (method === 'GET' && path === '/api/transporter/cash') return [200, overview];
    if (method === 'POST' && path === '/api/transporter/cash/handovers') {
      return [
        201,
        {
          id: 10,
          storeId: 4,
          transporterId: 12,
          amount: 112.75,
          status: 'declared',
          disputeNote: null,
          declaredAt: '2026-11-24T11:00:00.000Z',
          decidedAt: null,
        },
      ];
    }
    return undefined;
  });
}

const posts = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('TransporterCash', () => {
  it('shows what is held per store and the ledger with its running total', async () => {
    serveCash();
    await renderWithProviders(<TransporterCash />);
    const balance = await screen.findByTestId('cash-balance');
    expect(balance.textContent).toMatch(/You hold152\.75\sDT/);
    expect(balance.textContent).toMatch(/Declared, not confirmed40\.00\sDT/);
    const [handover, collection] = screen.getAllByTestId('cash-entry');
    expect(handover?.textContent).toContain('Declared');
    // Declared, not confirmed yet: the hand-over does not lower the cash held, so no sign.
    expect(handover?.textContent).not.toMatch(/[−-]\s?\d/);
    expect(collection?.textContent).toContain('HN-7Q2K4');
    expect(collection?.textContent).toMatch(/\+52\.75\sDT/);
    expect(collection?.textContent).toMatch(/Held after152\.75\sDT/);
  });

  it('lists the hand-overs still waiting for the store, whatever the ledger page', async () => {
    serve((method, path) => {
      if (method === 'GET' && path === '/api/transporter/cash') {
        return [200, { ...overview, ledger: { ...overview.ledger, items: [], page: 2 } }];
      }
      return undefined;
    });
    await renderWithProviders(<TransporterCash />);
    const section = await screen.findByRole('region', {
      name: 'Waiting for the store’s confirmation',
    });
    const [waiting] = within(section).getAllByTestId('cash-waiting');
    expect(waiting?.textContent).toContain('Dar Harissa');
    expect(waiting?.textContent).toMatch(/40\.00\sDT/);
    expect(within(section).getAllByTestId('cash-waiting')).toHaveLength(1);
  });

  it('has no waiting section when nothing waits', async () => {
    serve((method, path) => {
      if (method === 'GET' && path === '/api/transporter/cash') {
        return [200, { ...overview, pendingHandovers: [] }];
      }
      return undefined;
    });
    await renderWithProviders(<TransporterCash />);
    await screen.findByTestId('cash-balance');
    expect(screen.queryByTestId('cash-waiting')).toBeNull();
  });

  it('declares everything not yet declared when the amount offered is kept', async () => {
    const { calls } = serveCash();
    await renderWithProviders(<TransporterCash />);
    fireEvent.click(await screen.findByRole('button', { name: 'I handed over…' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByLabelText('Amount handed over (DT)') as HTMLInputElement).value,
    ).toBe('112.75');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare hand-over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ storeId: 4 }]);
  });

  it('sends the amount typed, and says the server’s refusal in the dialog', async () => {
    const { calls } = serve((method, path) => {
      if (method === 'GET' && path === '/api/transporter/cash') return [200, overview];
      if (method === 'POST') {
        return [
          400,
          { message: 'too large', code: 'cash.amount.tooLarge', params: { held: 112.75 } },
        ];
      }
      return undefined;
    });
    await renderWithProviders(<TransporterCash />);
    fireEvent.click(await screen.findByRole('button', { name: 'I handed over…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount handed over (DT)'), {
      target: { value: '50,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare hand-over' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You hold only 112.75 DT of this store that is not yet declared.',
    );
    expect(posts(calls)).toEqual([{ storeId: 4, amount: '50.5' }]);
  });
});
