// @vitest-environment jsdom
/**
 * The tracking page sends the buyer key: the link's for the link's order, the one kept at
 * checkout on this device when the reference is typed by hand, none otherwise.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TrackOrder } from './track-order.tsx';
import { rememberTrackingKeys } from './tracking-keys.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Answers every tracking request 404 and keeps the bodies sent. */
function recordTracking() {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).startsWith('/api/orders/track') && typeof init?.body === 'string') {
      bodies.push(JSON.parse(init.body));
    }
    return new Response(JSON.stringify({ message: 'not found', code: 'order.notFound' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return bodies;
}

describe('TrackOrder', () => {
  it('sends the key of the confirmation’s link with its order', async () => {
    window.history.replaceState(
      null,
      '',
      '/marketplace/orders/track?reference=HN-7K3QMZ&phone=%2B21622415873&key=link-key',
    );
    const bodies = recordTracking();
    await renderWithProviders(<TrackOrder />);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ reference: 'HN-7K3QMZ', phone: '+21622415873', key: 'link-key' });
  });

  it('sends the key kept at checkout for a reference typed by hand, none for another', async () => {
    rememberTrackingKeys([{ reference: 'HN-7K3QMZ', buyerKey: 'kept-key' }]);
    const bodies = recordTracking();
    await renderWithProviders(<TrackOrder />);
    const reference = await screen.findByLabelText(/reference/i);
    const phone = screen.getByLabelText(/phone/i);
    fireEvent.change(reference, { target: { value: 'hn-7k3qmz' } });
    fireEvent.change(phone, { target: { value: '22415873' } });
    fireEvent.click(screen.getByRole('button', { name: /track/i }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ reference: 'HN-7K3QMZ', key: 'kept-key' });

    fireEvent.change(reference, { target: { value: 'HN-OTHER9' } });
    fireEvent.click(screen.getByRole('button', { name: /track/i }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ reference: 'HN-OTHER9' });
    expect(bodies[1]).not.toHaveProperty('key');
  });
});
