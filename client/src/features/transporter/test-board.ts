/**
 * Test data for the board's component tests: a request as GET /api/delivery-requests answers it,
 * and a fetch double that answers by method and path and records what was sent.
 */
import { vi } from 'vitest';
import type {
  DeliveryBoard,
  DeliveryRequest,
  TransporterSummary,
} from '../../../../common/contracts/deliveries.ts';

export function requestWith(fields: Partial<DeliveryRequest> = {}): DeliveryRequest {
  return {
    id: 71,
    status: 'pending',
    createdAt: '2026-11-23T09:30:00.000Z',
    pickupAddress: 'Avenue Habib Bourguiba 12, Sfax',
    deliveryAddress: 'Rue de Marseille 23, Tunis',
    packageDetails: 'Two boxes of harissa jars',
    requestedDeliveryDate: null,
    paymentAmount: 9.5,
    transporter: null,
    acceptedAt: null,
    startedAt: null,
    completedAt: null,
    codeLocked: false,
    codeAttemptsLeft: 5,
    failedAt: null,
    failureReason: null,
    failureNote: null,
    paymentDisputedAt: null,
    sellerConfirmedAt: null,
    orderId: 540,
    orderReference: 'HN-7Q2K4',
    store: { id: 4, name: 'Dar Harissa', phone: '+21671222333' },
    pickupGovernorate: 'TN-61',
    deliveryGovernorate: 'TN-11',
    cashToCollect: 52.75,
    recipient: null,
    ...fields,
  };
}

export function boardOf(
  items: DeliveryRequest[],
  extra: Partial<DeliveryBoard> = {},
): DeliveryBoard {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    counts: { available: items.length, mine: 2, history: 7 },
    ...extra,
  };
}

export const summary: TransporterSummary = {
  completedCount: 7,
  activeCount: 2,
  failedCount: 1,
  earnings: 64.5,
  cashHeld: 120.25,
  rating: { average: 4.5, count: 6 },
  releases: [],
};

type Answer = [status: number, body?: unknown];
type Route = (method: string, path: string, body: unknown) => Answer | undefined;

/**
 * fetch answers with the first route that knows the call, else 404; `calls` holds every method,
 * path with its query, and parsed body.
 */
export function serve(route: Route) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const [status, answer] = route(method, url.split('?')[0] ?? url, body) ?? [404, {}];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { spy, calls };
}
