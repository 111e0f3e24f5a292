// @vitest-environment jsdom
/** Contact Seller for a guest (issue 15): the private conversation link shown after sending. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';
import {
  forgetGuestConversation,
  GUEST_LINKS_STORAGE_KEY,
  guestConversationToken,
  rememberGuestConversation,
} from './guest-links.ts';
import { GuestConversationLink } from './guest-conversation-link.tsx';

const TOKEN = 'Zx9_-'.repeat(8) + 'abc';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A guest (401 on /api/user); the message answered with a conversation token. */
function serve(conversationToken: string | null = TOKEN) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user')) return new Response('', { status: 401 });
    return new Response(
      JSON.stringify({ id: 1, createdAt: '2026-01-01T00:00:00.000Z', conversationToken }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  });
}

async function sendAsGuest(fields: Record<string, string>) {
  await renderWithProviders(
    <>
      <ContactSellerDialog storeId={4} storeName="Fakhar Nabeul" />
      <GuestConversationLink storeId={4} />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
  fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Nour' } });
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('Contact Seller as a guest', { timeout: 20_000 }, () => {
  it('shows the private link to copy or open, says it was emailed, and remembers it', async () => {
    serve();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await sendAsGuest({ Email: 'nour@example.tn' });

    // Focus moves from the gone Send button to the panel's heading.
    const heading = await screen.findByRole('heading', { name: 'Your message was sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const url = `${window.location.origin}/marketplace/conversations/${TOKEN}`;
    expect((screen.getByLabelText('Your private link') as HTMLInputElement).value).toBe(url);
    expect(
      screen.getByText(/^We also sent this link to \u2066nour@example\.tn\u2069\. This device/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      `/marketplace/conversations/${TOKEN}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));

    // Remembered for the store's page, which offers it at once (behind the open dialog).
    expect(guestConversationToken(4)).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem(GUEST_LINKS_STORAGE_KEY) ?? '{}')).toEqual({
      4: { token: TOKEN, savedAt: expect.any(Number) },
    });
    const storeLinks = screen.getAllByRole('link', {
      name: 'Your conversation with this store',
      hidden: true,
    });
    expect(storeLinks[0]?.getAttribute('href')).toBe(`/marketplace/conversations/${TOKEN}`);
  });

  it('says nothing of an email when only a phone was given', async () => {
    serve();
    await sendAsGuest({ 'Phone (+216)': '22 123 456' });
    expect(await screen.findByText('Your message was sent')).toBeTruthy();
    expect(screen.queryByText(/We also sent this link/)).toBeNull();
  });

  it('says how the store answers a guest it already knows, with no link', async () => {
    serve(null);
    await sendAsGuest({ Email: 'nour@example.tn' });
    const heading = await screen.findByRole('heading', { name: 'Your message was sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText('The store will answer you by email or phone, at the details you gave.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Your private link')).toBeNull();
    expect(screen.queryByRole('link', { name: /conversation/ })).toBeNull();
    expect(guestConversationToken(4)).toBeNull();
  });

  it('ignores an unreadable remembered entry', () => {
    localStorage.setItem(GUEST_LINKS_STORAGE_KEY, '{not json');
    expect(guestConversationToken(4)).toBeNull();
    localStorage.setItem(GUEST_LINKS_STORAGE_KEY, JSON.stringify({ 4: 12 }));
    expect(guestConversationToken(4)).toBeNull();
    // The first pass kept a bare token: not a link with a date, so not offered.
    localStorage.setItem(GUEST_LINKS_STORAGE_KEY, JSON.stringify({ 4: TOKEN }));
    expect(guestConversationToken(4)).toBeNull();
  });

  it('forgets a link after 90 days, and a link that answered 404', () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.UTC(2026, 0, 1);
    rememberGuestConversation(4, TOKEN, start);
    rememberGuestConversation(5, 'other', start + 10 * day);
    expect(guestConversationToken(4, start + 89 * day)).toBe(TOKEN);
    expect(guestConversationToken(4, start + 90 * day)).toBeNull();
    expect(guestConversationToken(5, start + 90 * day)).toBe('other');
    // A later write drops the expired entries from storage too.
    rememberGuestConversation(6, 'third', start + 95 * day);
    expect(Object.keys(JSON.parse(localStorage.getItem(GUEST_LINKS_STORAGE_KEY) ?? '{}'))).toEqual([
      '5',
      '6',
    ]);

    vi.spyOn(Date, 'now').mockReturnValue(start + 95 * day);
    forgetGuestConversation('other');
    expect(guestConversationToken(5)).toBeNull();
    expect(guestConversationToken(6)).toBe('third');
  });
});
