// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DecisionDialog, type ReasonRule } from './decision-dialog.tsx';

afterEach(cleanup);

async function renderDialog(reason: ReasonRule, send = vi.fn(async () => ({}))) {
  const onOpenChange = vi.fn();
  await renderWithProviders(
    <DecisionDialog
      open
      onOpenChange={onOpenChange}
      title="Reject the documents of Sami?"
      description="Say what is wrong."
      reason={reason}
      confirmLabel="Reject"
      destructive
      errorTitle="The decision was not saved"
      successTitle="Documents rejected"
      send={send}
    />,
  );
  return { send, onOpenChange };
}

const typeReason = (text: string) =>
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: text } });

describe('DecisionDialog', () => {
  it('refuses a reason shorter than 5 characters and sends nothing', async () => {
    const { send } = await renderDialog('required');
    typeReason('  ab ');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give a reason of at least 5 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an empty reason where one is required', async () => {
    const { send } = await renderDialog('required');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give a reason of at least 5 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes', async () => {
    const { send, onOpenChange } = await renderDialog('required');
    typeReason('  The licence photo is blurred.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(send).toHaveBeenCalledWith('The licence photo is blurred.');
  });

  it('sends no note when an optional one is left empty', async () => {
    const { send } = await renderDialog('optional');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(undefined));
  });

  it('has no reason field for a decision that needs none', async () => {
    const { send } = await renderDialog('none');
    expect(screen.queryByLabelText(/^Reason/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(undefined));
  });

  it("shows the API's message code under the field and stays open", async () => {
    const refused = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        code: 'request.invalidValue',
        errors: { reason: 'The reason must be at most 500 characters.' },
        codes: { reason: 'admin.reason.tooLong' },
      }),
    );
    const { onOpenChange } = await renderDialog(
      'required',
      vi.fn(async () => {
        throw refused;
      }),
    );
    typeReason('A long enough reason');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The reason must be at most 500 characters.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('closes on a 409 (decided meanwhile)', async () => {
    const closed = new ApiError(
      409,
      JSON.stringify({
        message: 'This report has already been dealt with.',
        code: 'admin.report.closed',
      }),
    );
    const { onOpenChange } = await renderDialog(
      'optional',
      vi.fn(async () => {
        throw closed;
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    // The error toast (not rendered here) says why; the refreshed screen takes over.
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('gives focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Sami</h1>
          <button type="button" onClick={() => setOpen(true)}>
            Reject…
          </button>
          <DecisionDialog
            open={open}
            onOpenChange={setOpen}
            title="Reject?"
            description="Say what is wrong."
            reason="required"
            confirmLabel="Reject"
            errorTitle="Not saved"
            successTitle="Rejected"
            send={async () => ({})}
          />
        </main>
      );
    }
    await renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Reject…' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
