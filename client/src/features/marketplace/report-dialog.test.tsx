// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReportDialog } from './report-dialog.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

/** Answers every report with this status and body. */
function serve(status = 201, body: unknown = { id: 7 }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

async function openDialog(target: 'product' | 'store' = 'product') {
  await renderWithProviders(<ReportDialog target={target} targetId={15} />);
  fireEvent.click(
    screen.getByRole('button', {
      name: target === 'product' ? 'Report this product' : 'Report this store',
    }),
  );
  await screen.findByRole('dialog');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportDialog', () => {
  it('asks for a reason before sending anything', async () => {
    const spy = serve();
    await openDialog();
    send();
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('needs ten characters of details for "Something else"', async () => {
    const spy = serve();
    await openDialog();
    fireEvent.click(screen.getByLabelText('Something else'));
    expect(screen.getByLabelText('What is wrong?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What is wrong?'), { target: { value: 'Bizarre' } });
    send();
    expect(
      await screen.findByText('Please tell us what is wrong, in 10 characters at least.'),
    ).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends a guest’s report of a product and thanks them', async () => {
    const spy = serve();
    await openDialog();
    fireEvent.click(screen.getByLabelText('Counterfeit or fake brand'));
    fireEvent.change(screen.getByLabelText('Details (optional)'), {
      target: { value: 'The logo is not the real one.' },
    });
    send();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/marketplace/products/15/reports');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: 'counterfeit',
      details: 'The logo is not the real one.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getToastState().toasts.map((toast) => toast.title)).toContain(
      "Thank you. Hanout's team will look at it.",
    );
  });

  it('reports a store at its own address', async () => {
    const spy = serve();
    await openDialog('store');
    fireEvent.click(screen.getByLabelText('Scam or fraud attempt'));
    send();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(spy.mock.calls[0]?.[0]).toBe('/api/marketplace/stores/15/reports');
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual({ reason: 'scam' });
  });

  it('says so in the dialog when too many reports came from this connection', async () => {
    serve(429, {
      message: 'Too many reports from this connection. Please wait a while.',
      code: 'limit.tooManyReports',
    });
    await openDialog();
    fireEvent.click(screen.getByLabelText('Wrong or misleading information'));
    send();
    expect(
      await screen.findByText('Too many reports from this connection. Please wait a while.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
