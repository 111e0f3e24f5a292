// @vitest-environment jsdom
/** The transporter's "WhatsApp the buyer" (issue 15): once the parcel is picked up, not before. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DeliveryRequestCard } from './delivery-request-card.tsx';
import { requestWith } from './test-board.ts';

afterEach(cleanup);

describe('WhatsApp the buyer on a delivery request', () => {
  it('opens a chat with the buyer, in the transporter’s language, once picked up', async () => {
    const request = requestWith({
      status: 'in_progress',
      recipient: { name: 'Sami Trabelsi', phone: '+216 22 111 444' },
    });
    await renderWithProviders(<DeliveryRequestCard request={request} />);
    const link = screen.getByRole('link', { name: 'WhatsApp the buyer' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/21622111444');
    expect(href.searchParams.get('text')).toBe(
      `Hello Sami Trabelsi, I am the transporter bringing your order ${request.orderReference} from ${request.store.name}. I am on my way to you.`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is not offered before pickup', async () => {
    await renderWithProviders(
      <DeliveryRequestCard
        request={requestWith({
          status: 'accepted',
          recipient: { name: 'Sami Trabelsi', phone: '+21622111444' },
        })}
      />,
    );
    expect(screen.queryByRole('link', { name: 'WhatsApp the buyer' })).toBeNull();
  });
});
