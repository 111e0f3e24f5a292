import type { OrderDetail } from '../../../../common/types.ts';

/**
 * Reserved for delivery: another issue adds "Request delivery" here (DESIGN.md, delivery
 * requests). Until then it renders nothing, so the page keeps one obvious place to grow.
 */
export function OrderDeliverySlot(_props: { order: OrderDetail }) {
  return null;
}
