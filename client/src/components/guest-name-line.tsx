/**
 * "Asma — same phone as your customer Asma Ben Jemaa": a guest filed under an existing customer
 * keeps the name they typed, and the seller sees both (issue 10). Both names are user text, each
 * isolated (<bdi>) so an Arabic name in a French sentence, or the reverse, keeps its place.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestSender } from '../../../common/contracts/customers.ts';
import { cn } from '../lib/cn.ts';

// Private-use characters stand in for the names in the translated sentence, which is then cut
// around them: a name is never parsed as markup or as another placeholder.
const GUEST_MARK = '\ue000';
const CUSTOMER_MARK = '\ue001';

interface GuestNameLineProps {
  guest: GuestSender;
  customerName: string;
  /** full: both names in a sentence; short: "Same phone as {customer}" under the guest's name. */
  variant?: 'full' | 'short';
  className?: string;
}

export function GuestNameLine({
  guest,
  customerName,
  variant = 'full',
  className,
}: GuestNameLineProps) {
  const { t } = useTranslation();
  const match = guest.matchedBy === 'email' ? 'Email' : 'Phone';
  const sentence = t(variant === 'full' ? `guestName.same${match}` : `guestName.short${match}`, {
    guest: GUEST_MARK,
    customer: CUSTOMER_MARK,
  });
  const parts: ReactNode[] = sentence.split(/([\ue000\ue001])/u).map((part, index) => {
    if (part === GUEST_MARK) {
      return (
        <bdi key={index} className="font-semibold text-foreground">
          {guest.name}
        </bdi>
      );
    }
    if (part === CUSTOMER_MARK) {
      return (
        <bdi key={index} className="font-medium">
          {customerName}
        </bdi>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
  return (
    <span className={cn('text-muted-foreground', className)} data-testid="guest-name">
      {parts}
    </span>
  );
}
