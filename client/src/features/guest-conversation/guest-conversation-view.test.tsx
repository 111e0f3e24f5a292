// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestConversation } from '../../../../common/contracts/conversations.ts';
import { dismiss, getToastState } from '../../components/ui/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GUEST_CONVERSATION_REFETCH_MS, guestConversationRefetchInterval } from './api.ts';
import { GuestConversationView } from './guest-conversation-view.tsx';

afterEach(() => {
  cleanup();
  dismiss();
  vi.restoreAllMocks();
});

const TOKEN = 'a'.repeat(43);

const conversation: GuestConversation = {
  store: { id: 4, name: 'Fakhar Nabeul', logo: null },
  name: 'Nour',
  messages: [
    {
      id: 10,
      direction: 'inbound',
      content: 'Le plat existe-t-il en 40 cm ?',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 11,
      direction: 'outbound',
      content: 'Oui, à 45 DT.',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (url: string, init?: RequestInit) => Response;

function serve(answer: Answer) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return answer(url, init);
  });
}

const posts = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the guest conversation page', { timeout: 20_000 }, () => {
  it('shows the store, the guest’s messages and the store’s replies', async () => {
    const spy = serve(() => json(conversation));
    await renderWithProviders(<GuestConversationView token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Fakhar Nabeul' })).toBeTruthy();
    expect(String(spy.mock.calls[0]?.[0])).toBe(`/api/marketplace/conversations/${TOKEN}`);
    const thread = screen.getByRole('list', { name: 'Messages with Fakhar Nabeul' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.direction)).toEqual(['guest', 'store']);
    expect(
      within(items[0] as HTMLElement).getByText('Le plat existe-t-il en 40 cm ?'),
    ).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Oui, à 45 DT.')).toBeTruthy();
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-20T09:00:00.000Z',
    );
    expect(screen.getByRole('link', { name: /Visit the store/ }).getAttribute('href')).toBe(
      '/marketplace/stores/4',
    );
    // Answered: no "not replied yet" line.
    expect(screen.queryByText(/has not replied yet/)).toBeNull();
  });

  it('says when the store has not replied yet', async () => {
    serve(() => json({ ...conversation, messages: conversation.messages.slice(0, 1) }));
    await renderWithProviders(<GuestConversationView token={TOKEN} />);
    expect(await screen.findByText(/has not replied yet/)).toBeTruthy();
  });

  it('asks again every minute, since guests have no live stream, but not once the link failed', () => {
    expect(GUEST_CONVERSATION_REFETCH_MS).toBe(60_000);
    expect(guestConversationRefetchInterval({ state: { status: 'success' } })).toBe(60_000);
    expect(guestConversationRefetchInterval({ state: { status: 'error' } })).toBe(false);
  });

  it('shows a link that is not one as not found, with the code’s words', async () => {
    const spy = serve(() =>
      json({ message: 'Conversation not found', code: 'conversation.notFound' }, 404),
    );
    await renderWithProviders(<GuestConversationView token="nope" />);
    expect(
      await screen.findByRole('heading', { name: 'This conversation link is not valid.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    // Not retried: asking again would only fail the same way.
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('forgets a remembered link that answers 404, so its store page stops offering it', async () => {
    localStorage.setItem(
      'hanout-guest-conversations',
      JSON.stringify({
        4: { token: TOKEN, savedAt: Date.now() },
        5: { token: 'b'.repeat(43), savedAt: Date.now() },
      }),
    );
    serve(() => json({ message: 'Conversation not found', code: 'conversation.notFound' }, 404));
    await renderWithProviders(<GuestConversationView token={TOKEN} />);
    await screen.findByRole('heading', { name: 'This conversation link is not valid.' });
    await waitFor(() =>
      expect(
        Object.keys(JSON.parse(localStorage.getItem('hanout-guest-conversations') ?? '{}')),
      ).toEqual(['5']),
    );
    localStorage.clear();
  });

  it('sends an answer and reads the conversation again', async () => {
    let answered = false;
    const spy = serve((_url, init) => {
      if (init?.method === 'POST') {
        answered = true;
        return json({ id: 12, createdAt: '2026-11-20T11:00:00.000Z' }, 201);
      }
      const messages = answered
        ? [
            ...conversation.messages,
            {
              id: 12,
              direction: 'inbound' as const,
              content: 'Parfait, je passe commande.',
              createdAt: '2026-11-20T11:00:00.000Z',
            },
          ]
        : conversation.messages;
      return json({ ...conversation, messages });
    });
    await renderWithProviders(<GuestConversationView token={TOKEN} />);
    const box = await screen.findByLabelText('Write to Fakhar Nabeul');
    fireEvent.change(box, { target: { value: '  Parfait, je passe commande.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(spy)).toHaveLength(1));
    const [url, init] = posts(spy)[0] ?? [];
    expect(url).toBe(`/api/marketplace/conversations/${TOKEN}/messages`);
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Parfait, je passe commande.' });
    expect(await screen.findByText('Parfait, je passe commande.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('says why an answer was refused, by its code (too many messages)', async () => {
    serve((_url, init) =>
      init?.method === 'POST'
        ? json({ message: 'Too many messages', code: 'limit.tooManyMessages' }, 429)
        : json(conversation),
    );
    await renderWithProviders(<GuestConversationView token={TOKEN} />);
    const box = await screen.findByLabelText('Write to Fakhar Nabeul');
    fireEvent.change(box, { target: { value: 'Encore moi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      const shown = getToastState().toasts.find((toast) => toast.open);
      expect(shown?.title).toBe('Failed to send message');
      expect(shown?.description).toBe('Too many messages. Please wait a few minutes.');
    });
    // Kept, to send again later.
    expect((box as HTMLTextAreaElement).value).toBe('Encore moi');
  });
});
