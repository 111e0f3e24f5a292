// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryRequestCard } from './delivery-request-card.tsx';
import { requestWith, serve } from './test-board.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const started = requestWith({
  id: 73,
  status: 'in_progress',
  recipient: { name: 'Sami Trabelsi', phone: '+21622111444' },
});

async function openDialog(button: string, request = started) {
  await renderWithProviders(<DeliveryRequestCard request={request} />);
  fireEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

const patches = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body]);

describe('Complete delivery', () => {
  it('asks for the 4-digit code with a phone keypad and the one-time-code hint', async () => {
    serve(() => undefined);
    const dialog = await openDialog('Complete Delivery');
    const field = within(dialog).getByLabelText('Delivery code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('pattern')).toBe('[0-9]{4}');
    expect(dialog.textContent).toContain('5 attempts left');
  });

  it('refuses a code that is not 4 digits without asking the server', async () => {
    const { calls } = serve(() => undefined);
    const dialog = await openDialog('Complete Delivery');
    fireEvent.change(within(dialog).getByLabelText('Delivery code'), { target: { value: '12a' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    await within(dialog).findByText('Enter the 4-digit delivery code the buyer gives you.');
    expect(patches(calls)).toEqual([]);
  });

  it('says a wrong code with the attempts left, then sends the right one', async () => {
    let attempt = 0;
    const { calls } = serve((method) => {
      if (method !== 'PATCH') return undefined;
      attempt += 1;
      return attempt === 1
        ? [
            400,
            {
              message: 'Wrong delivery code. 3 attempts left.',
              code: 'delivery.code.wrong',
              params: { count: 3 },
              // As the server answers: the code also names the field.
              codes: { code: 'delivery.code.wrong' },
              fieldParams: { code: { count: 3 } },
            },
          ]
        : [200, { ...started, status: 'completed' }];
    });
    const dialog = await openDialog('Complete Delivery');
    const field = within(dialog).getByLabelText('Delivery code');
    fireEvent.change(field, { target: { value: '1111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wrong delivery code. 3 attempts left.',
    );
    // Said once, not again under the field.
    expect(within(dialog).getAllByText('Wrong delivery code. 3 attempts left.')).toHaveLength(1);
    // The field is emptied for the next try.
    expect((field as HTMLInputElement).value).toBe('');
    fireEvent.change(field, { target: { value: '4821' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toEqual([
      ['/api/delivery-requests/73', { status: 'completed', code: '1111' }],
      ['/api/delivery-requests/73', { status: 'completed', code: '4821' }],
    ]);
  });

  it('shows the locked state after the last wrong code, with nothing more to type', async () => {
    serve((method) =>
      method === 'PATCH' ? [409, { message: 'locked', code: 'delivery.code.locked' }] : undefined,
    );
    const dialog = await openDialog('Complete Delivery', { ...started, codeAttemptsLeft: 1 });
    expect(dialog.textContent).toContain('1 attempt left');
    fireEvent.change(within(dialog).getByLabelText('Delivery code'), { target: { value: '0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete delivery' }));
    await within(dialog).findByText('Locked: the store will resolve it.');
    expect(within(dialog).queryByLabelText('Delivery code')).toBeNull();
  });

  it('cannot be opened on a locked request, which says why on the card', async () => {
    serve(() => undefined);
    await renderWithProviders(
      <DeliveryRequestCard request={{ ...started, codeLocked: true, codeAttemptsLeft: 0 }} />,
    );
    expect(screen.getByText('Locked: the store will resolve it.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Complete Delivery' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('Mark as failed', () => {
  it('needs a reason, then sends it with the note', async () => {
    const { calls } = serve((method) =>
      method === 'PATCH' ? [200, { ...started, status: 'failed' }] : undefined,
    );
    const dialog = await openDialog('Mark as failed');
    const submit = within(dialog).getByRole('button', { name: 'Mark as failed' });
    fireEvent.click(submit);
    await within(dialog).findByText('Please choose why the delivery failed.');
    expect(patches(calls)).toEqual([]);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    fireEvent.click(within(dialog).getByLabelText('Buyer absent'));
    fireEvent.change(within(dialog).getByLabelText('Note for the store (optional)'), {
      target: { value: 'Called twice, no answer' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toEqual([
      [
        '/api/delivery-requests/73',
        { status: 'failed', reason: 'buyer_absent', note: 'Called twice, no answer' },
      ],
    ]);
  });

  it('keeps the dialog open with the server’s message when it refuses', async () => {
    serve((method) =>
      method === 'PATCH' ? [409, { message: 'closed', code: 'delivery.closed' }] : undefined,
    );
    const dialog = await openDialog('Mark as failed');
    fireEvent.click(within(dialog).getByLabelText('Wrong address'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as failed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This delivery request is no longer open.',
    );
  });
});
