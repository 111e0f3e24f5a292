/** How a delivery request's status looks and what moves it next (SPEC §4). */
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../../common/enums.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

/** pending yellow, accepted blue, in_progress purple, completed green; anything else red. */
const STATUS_VARIANTS: Partial<Record<string, BadgeVariant>> = {
  pending: 'warning',
  accepted: 'info',
  in_progress: 'purple',
  completed: 'success',
};

export function deliveryStatusVariant(status: string): BadgeVariant {
  return STATUS_VARIANTS[status] ?? 'destructive';
}

function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** Locale key of a known status's label; null for any other value, shown as it is. */
export function deliveryStatusLabelKey(status: string): string | null {
  return isDeliveryStatus(status) ? `delivery.status.${status}` : null;
}

export type DeliveryMoveTarget = 'accepted' | 'in_progress' | 'completed';

const NEXT_MOVE: Partial<Record<string, DeliveryMoveTarget>> = {
  pending: 'accepted',
  accepted: 'in_progress',
  in_progress: 'completed',
};

/** Accept Request, Start Delivery, Complete Delivery: the one move a status allows, if any. */
export function nextDeliveryMove(status: string): DeliveryMoveTarget | null {
  return NEXT_MOVE[status] ?? null;
}

export const MOVE_LABEL_KEYS: Record<DeliveryMoveTarget, string> = {
  accepted: 'delivery.actions.accept',
  in_progress: 'delivery.actions.start',
  completed: 'delivery.actions.complete',
};

/** A request still waiting for, or in the hands of, a transporter. */
export function isOpenDelivery(status: string): boolean {
  return status === 'pending' || status === 'accepted' || status === 'in_progress';
}
