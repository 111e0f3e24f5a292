/**
 * The lifecycle's rules, written out move by move as DESIGN.md states them (not read back from
 * ORDER_TRANSITIONS): a change to the table that the design does not make fails here.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../common/enums.ts';
import {
  CARRIABLE_ORDER_STATUSES,
  allowedMoves,
  canMove,
  deliveryFitsOrder,
  forwardPath,
  historyEvent,
  pathFromStart,
  restocksOnEntering,
} from './transitions.ts';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'returned'],
  ['shipped', 'cancelled'],
  ['delivered', 'completed'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) =>
  ALLOWED.some(([a, b]) => a === from && b === to);

describe('order moves', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = isAllowed(from, to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMove(from, to)).toBe(allowed);
        expect(allowedMoves(from).includes(to)).toBe(allowed);
      });
    }
  }

  it('lists the moves forward first, cancel last (the order of the page’s buttons)', () => {
    expect(allowedMoves('processing')).toEqual(['shipped', 'cancelled']);
    expect(allowedMoves('shipped')).toEqual(['delivered', 'returned', 'cancelled']);
    expect(allowedMoves('completed')).toEqual([]);
    expect(allowedMoves('returned')).toEqual([]);
  });

  it('refuses cancelling or returning while the parcel is on the road, and nothing else', () => {
    const onTheRoad = { parcelOnTheWay: true };
    expect(allowedMoves('shipped', onTheRoad)).toEqual(['delivered']);
    expect(canMove('processing', 'cancelled', onTheRoad)).toBe(false);
    expect(canMove('shipped', 'returned', onTheRoad)).toBe(false);
    expect(canMove('shipped', 'returned', { parcelOnTheWay: false })).toBe(true);
    expect(canMove('shipped', 'delivered', onTheRoad)).toBe(true);
    expect(canMove('shipped', 'cancelled', { parcelOnTheWay: false })).toBe(true);
  });

  it('knows no move from a status it does not know', () => {
    expect(allowedMoves('lost')).toEqual([]);
    expect(canMove('lost', 'shipped')).toBe(false);
  });
});

describe('paths along the chain', () => {
  it('walks forward to a target, never through cancelled', () => {
    expect(forwardPath('processing', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(forwardPath('shipped', 'delivered')).toEqual(['delivered']);
    expect(forwardPath('processing', 'shipped')).toEqual(['shipped']);
  });

  it('goes nowhere when there already, past the target, or cancelled', () => {
    expect(forwardPath('delivered', 'delivered')).toEqual([]);
    expect(forwardPath('completed', 'shipped')).toEqual([]);
    expect(forwardPath('delivered', 'shipped')).toEqual([]);
    expect(forwardPath('cancelled', 'delivered')).toEqual([]);
    expect(forwardPath('processing', 'cancelled')).toEqual([]);
    expect(forwardPath('returned', 'delivered')).toEqual([]);
    expect(forwardPath('shipped', 'returned')).toEqual([]);
  });

  it('gives the whole life of an order, from processing', () => {
    expect(pathFromStart('processing')).toEqual(['processing']);
    expect(pathFromStart('completed')).toEqual(['processing', 'shipped', 'delivered', 'completed']);
    expect(pathFromStart('cancelled')).toEqual(['processing', 'cancelled']);
    expect(pathFromStart('cancelled', 'shipped')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(pathFromStart('returned')).toEqual(['processing', 'shipped', 'returned']);
  });

  it('refuses a life the chain does not allow', () => {
    expect(() => pathFromStart('cancelled', 'delivered')).toThrow(/cannot be cancelled/);
    expect(() => pathFromStart('cancelled', 'completed')).toThrow(/cannot be cancelled/);
  });

  it('writes a history entry as the API shows it', () => {
    expect(historyEvent('shipped', new Date('2026-03-14T10:30:00Z'))).toEqual({
      status: 'shipped',
      at: '2026-03-14T10:30:00.000Z',
    });
  });
});

describe('effects of entering a status', () => {
  it('puts stock back on cancel only (a returned parcel restocks when received back)', () => {
    expect(ORDER_STATUSES.filter(restocksOnEntering)).toEqual(['cancelled']);
  });

  it('lets transporters carry processing and shipped orders only', () => {
    expect(CARRIABLE_ORDER_STATUSES).toEqual(['processing', 'shipped']);
  });

  it('says which delivery request can sit beside which order', () => {
    const fits = Object.fromEntries(
      DELIVERY_STATUSES.map((d) => [d, ORDER_STATUSES.filter((o) => deliveryFitsOrder(d, o))]),
    );
    expect(fits).toEqual({
      pending: ['processing', 'shipped'],
      accepted: ['processing', 'shipped'],
      in_progress: ['shipped', 'delivered', 'completed'],
      completed: ['delivered', 'completed'],
      failed: ['returned'],
      cancelled: [...ORDER_STATUSES],
    });
  });
});
