// @vitest-environment jsdom
/** The profile's email switches and an email's unsubscribe page (issue 15). */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailPreferences, Unsubscribe } from '../../../../common/contracts/notifications.ts';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { UnsubscribeView } from './unsubscribe-view.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const openToast = () => getToastState().toasts.find((toast) => toast.open);

/** A seller's preferences; PUT answers with `putAnswer` (the stored set by default). */
function fakePreferences(
  initial: EmailPreferences,
  putAnswer?: (body: { kinds: Record<string, boolean> }) => Response | Promise<Response>,
) {
  let stored = initial;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { kinds: Record<string, boolean> };
      if (putAnswer) return putAnswer(body);
      stored = {
        ...stored,
        kinds: stored.kinds.map((entry) => ({
          ...entry,
          enabled: body.kinds[entry.kind] ?? entry.enabled,
        })),
      };
      return json(stored);
    }
    return json(stored);
  });
}

const seller: EmailPreferences = {
  email: 'dar.zitouna@example.tn',
  kinds: [
    { kind: 'order_new', enabled: true },
    { kind: 'message_new', enabled: true },
  ],
};

describe('the email notifications card', { timeout: 20_000 }, () => {
  it('lists each kind with its words and saves a switch as soon as it moves', async () => {
    // The answer waits until the test lets it go, to see the switch move before it.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = fakePreferences(seller, async (body) => {
      await gate;
      return json({
        ...seller,
        kinds: seller.kinds.map((entry) => ({
          ...entry,
          enabled: body.kinds[entry.kind] ?? entry.enabled,
        })),
      });
    });
    await renderWithProviders(<EmailPreferencesCard />);
    const orders = await screen.findByRole('switch', { name: 'New orders' });
    expect(
      screen.getByText(
        /^Choose which emails Hanout sends to \u2066dar\.zitouna@example\.tn\u2069\.$/,
      ),
    ).toBeTruthy();
    expect(orders.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('An email when a customer writes to your store.')).toBeTruthy();

    fireEvent.click(orders);
    // Before the answer.
    await waitFor(() => expect(orders.getAttribute('aria-checked')).toBe('false'));
    expect(openToast()).toBeUndefined();
    release();
    await waitFor(() =>
      expect(openToast()?.title).toBe('You will no longer receive these emails: New orders'),
    );
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/user/email-preferences');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ kinds: { order_new: false } });
    expect(orders.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'New messages' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('puts the switch back when the server refuses', async () => {
    fakePreferences(seller, () =>
      json({ message: 'Unknown kind of email.', code: 'emailPreferences.kind.invalid' }, 400),
    );
    await renderWithProviders(<EmailPreferencesCard />);
    const messages = await screen.findByRole('switch', { name: 'New messages' });
    fireEvent.click(messages);
    await waitFor(() => expect(openToast()?.title).toBe('Your choice could not be saved'));
    expect(openToast()?.description).toBe('Unknown kind of email.');
    expect(messages.getAttribute('aria-checked')).toBe('true');
  });

  it('draws nothing for an account without emails to choose', async () => {
    fakePreferences({ email: 'driver@example.tn', kinds: [] });
    const { container } = await renderWithProviders(<EmailPreferencesCard />);
    await waitFor(() => expect(screen.queryByText('Email notifications')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});

describe('the unsubscribe page', { timeout: 20_000 }, () => {
  const link: Unsubscribe = { kind: 'order_status', email: 'a•••@example.tn', unsubscribed: false };

  function fakeLink(get: () => Response) {
    return vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) =>
        init?.method === 'POST' ? json({ ...link, unsubscribed: true }) : get(),
      );
  }

  it('says what the link turns off, and turns it off only on the click', async () => {
    const fetchSpy = fakeLink(() => json(link));
    await renderWithProviders(<UnsubscribeView token="tok_123" />);
    const question = await screen.findByText(/Stop sending “Order updates” emails to/);
    expect(question.textContent).toBe('Stop sending “Order updates” emails to a•••@example.tn?');
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You will no longer receive “Order updates” emails at a•••@example.tn. You can turn them back on in your profile.',
    );
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/email/unsubscribe/tok_123');
    expect(screen.getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('says so when the address is already unsubscribed', async () => {
    fakeLink(() => json({ ...link, unsubscribed: true }));
    await renderWithProviders(<UnsubscribeView token="tok_123" />);
    expect(await screen.findByText('You are already unsubscribed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows the code’s message for an unknown link', async () => {
    fakeLink(() =>
      json({ message: 'This unsubscribe link is not valid.', code: 'unsubscribe.notFound' }, 404),
    );
    await renderWithProviders(<UnsubscribeView token="nope" />);
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
