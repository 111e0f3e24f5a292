// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Answers /api/user with this user (or 401) and counts every other call. */
function serve(user: PublicUser | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user'))
      return user
        ? new Response(JSON.stringify(user), { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 401 });
    return new Response(JSON.stringify({ id: 1, createdAt: '2026-01-01T00:00:00.000Z' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const sentMessages = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(([input]) => String(input).includes('/messages'));

describe('ContactSellerDialog', () => {
  it('asks a guest for an email or a phone and sends nothing without one', async () => {
    const spy = serve(null);
    await renderWithProviders(<ContactSellerDialog storeId={4} storeName="Fakhar Nabeul" />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Nour' } });
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Le plat existe-t-il en 40 cm ?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please give an email address or a phone number.')).toBeTruthy();
    expect(sentMessages(spy)).toEqual([]);
  });

  it('shows the schema messages for an empty form', async () => {
    const spy = serve(null);
    await renderWithProviders(<ContactSellerDialog storeId={4} storeName="Fakhar Nabeul" />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    fireEvent.change(await screen.findByLabelText('Phone (+216)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a Tunisian phone number: +216 and 8 digits.',
      'Please write a message.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(sentMessages(spy)).toEqual([]);
  });

  it('sends a guest message with the phone given', async () => {
    const spy = serve(null);
    await renderWithProviders(<ContactSellerDialog storeId={4} storeName="Fakhar Nabeul" />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Nour' } });
    fireEvent.change(screen.getByLabelText('Phone (+216)'), { target: { value: '22 123 456' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sentMessages(spy)).toHaveLength(1));
    const [url, init] = sentMessages(spy)[0] ?? [];
    expect(url).toBe('/api/marketplace/stores/4/messages');
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Bonjour',
      name: 'Nour',
      phone: '22 123 456',
    });
  });

  it('gives a signed-in buyer only the message box', async () => {
    serve({
      id: 9,
      username: 'demo_buyer',
      email: 'youssef@example.tn',
      fullName: 'Youssef Trabelsi',
      userType: 'customer',
      setupCompleted: true,
      storeName: null,
      storeDescription: null,
      storePhone: null,
      storeAddress: null,
      storeGovernorate: null,
      storeWhatsapp: null,
      storeLogo: null,
      storeCover: null,
      storeSuspension: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await renderWithProviders(<ContactSellerDialog storeId={4} storeName="Fakhar Nabeul" />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText("The store's replies will appear in your area.")).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByLabelText('Phone (+216)')).toBeNull();
  });
});
