/**
 * Why a delivery failed, in words: one helper for every screen. Staff (seller, transporter) read
 * the short labels under delivery.failureReasons; buyers read the sentence ends under
 * tracking.failureReason ("… because nobody was there to receive it").
 */
import { DELIVERY_FAILURE_REASONS } from '../../../common/enums.ts';

export type FailureReasonAudience = 'staff' | 'buyer';

const KEY_PREFIX: Record<FailureReasonAudience, string> = {
  staff: 'delivery.failureReasons',
  buyer: 'tracking.failureReason',
};

/** Locale key of a failure reason; null for none or for one this client does not know. */
export function failureReasonKey(
  reason: string | null | undefined,
  audience: FailureReasonAudience = 'staff',
): string | null {
  return reason && (DELIVERY_FAILURE_REASONS as readonly string[]).includes(reason)
    ? `${KEY_PREFIX[audience]}.${reason}`
    : null;
}
