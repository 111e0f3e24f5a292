// @vitest-environment jsdom
/**
 * The cash page's parts: only declared hand-overs get Confirm and Dispute; the ledger signs each
 * line by what it does to the cash held and shows the running total the server sent.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashLedgerEntry } from '../../../../common/contracts/cash.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CashLedger } from './cash-ledger.tsx';
import { DeclaredHandovers } from './declared-handovers.tsx';
import { ledgerDelta } from './handover-status.tsx';

afterEach(cleanup);

const sami = { id: 9, name: 'Sami Ben Ali', phone: '+21622123456' };

function entry(overrides: Partial<CashLedgerEntry>): CashLedgerEntry {
  return {
    kind: 'collection',
    id: 1,
    counterpart: sami,
    amount: 57,
    at: '2026-11-20T12:00:00.000Z',
    orderReference: 'HN-2026-00042',
    status: null,
    disputeNote: null,
    heldAfter: 57,
    ...overrides,
  };
}

const collection = entry({});
const declared = entry({
  kind: 'handover',
  id: 5,
  amount: 40,
  orderReference: null,
  status: 'declared',
  heldAfter: 57,
});
const confirmed = entry({
  kind: 'handover',
  id: 4,
  amount: 30,
  orderReference: null,
  status: 'confirmed',
  heldAfter: 27,
});
const disputed = entry({
  kind: 'handover',
  id: 3,
  amount: 10,
  orderReference: null,
  status: 'disputed',
  disputeNote: 'Je n’ai rien reçu',
  heldAfter: 27,
});

describe('the ledger’s arithmetic', () => {
  it('adds collections, takes away confirmed hand-overs, nothing for the others', () => {
    expect(ledgerDelta(collection)).toBe(57);
    expect(ledgerDelta(confirmed)).toBe(-30);
    expect(ledgerDelta(declared)).toBe(0);
    expect(ledgerDelta(disputed)).toBe(0);
  });
});

/** The declared hand-over as the overview's pendingHandovers lists it. */
const pending = {
  id: declared.id,
  counterpart: sami,
  amount: declared.amount,
  declaredAt: declared.at,
};

describe('the hand-overs to confirm', () => {
  it('offers Confirm and Dispute for each declared hand-over', async () => {
    await renderWithProviders(<DeclaredHandovers entries={[pending]} />);
    expect(screen.getByRole('heading', { name: 'Hand-overs to confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeTruthy();
  });

  it('asks before confirming, naming who and how much', async () => {
    await renderWithProviders(<DeclaredHandovers entries={[pending]} />);
    screen.getByRole('button', { name: 'Confirm' }).click();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Sami Ben Ali.*says they handed you.*40\.00/)).toBeTruthy();
  });

  it('is absent when nothing waits', async () => {
    const { container } = await renderWithProviders(<DeclaredHandovers entries={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('the ledger', () => {
  it('shows each line signed, with its status and the cash held after it', async () => {
    await renderWithProviders(
      <CashLedger
        ledger={{
          items: [declared, confirmed, disputed, collection],
          total: 4,
          page: 1,
          pageSize: 20,
        }}
        busy={false}
        onPageChange={() => {}}
      />,
    );
    const rows = screen.getAllByTestId('cash-ledger-entry');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('Declared');
    expect(rows[1]?.textContent).toMatch(/−30\.00/);
    expect(rows[2]?.textContent).toContain('Je n’ai rien reçu');
    expect(rows[3]?.textContent).toMatch(/\+57\.00/);
    expect(rows[3]?.textContent).toContain('HN-2026-00042');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages when there are more lines than a page holds', async () => {
    await renderWithProviders(
      <CashLedger
        ledger={{ items: [collection], total: 45, page: 2, pageSize: 20 }}
        busy={false}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Ledger pages' })).toBeTruthy();
  });
});
