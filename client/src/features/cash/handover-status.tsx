/**
 * How a cash hand-over and a ledger line look, the same on the seller's /cash page and in the
 * transporter's cash tab: the status badge (declared waits, amber; confirmed is settled, green;
 * disputed is red) with its one label set, and the signed amount a line moves the cash held by.
 */
import { useTranslation } from 'react-i18next';
import type { CashLedgerEntry } from '../../../../common/contracts/cash.ts';
import { Money } from '../../components/formatted.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';

type HandoverStatus = NonNullable<CashLedgerEntry['status']>;

const VARIANTS: Record<HandoverStatus, BadgeVariant> = {
  declared: 'warning',
  confirmed: 'success',
  disputed: 'destructive',
};

export function handoverVariant(status: CashLedgerEntry['status']): BadgeVariant {
  return (status && VARIANTS[status]) || 'outline';
}

export function HandoverStatusBadge({ status }: { status: HandoverStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={handoverVariant(status)}>
      {t(`cashHandover.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/**
 * The signed amount a ledger line moves the cash held by: a collection adds, a confirmed
 * hand-over takes away, a declared or disputed one changes nothing yet.
 */
export function ledgerDelta(entry: CashLedgerEntry): number {
  if (entry.kind === 'collection') return entry.amount;
  return entry.status === 'confirmed' ? -entry.amount : 0;
}

/**
 * "+12,50 DT", "−30,00 DT", or the plain, muted amount of a hand-over that does not count yet.
 * The sign sits in a left-to-right box, on the left of the amount in every language: inside
 * Arabic text the bidi algorithm would otherwise put it on either side.
 */
export function SignedLedgerAmount({
  entry,
  className,
}: {
  entry: CashLedgerEntry;
  className?: string;
}) {
  const delta = ledgerDelta(entry);
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <span
      dir="ltr"
      className={cn(
        'inline-flex items-baseline gap-0.5',
        delta > 0 && 'text-success',
        delta === 0 && 'font-normal text-muted-foreground',
        className,
      )}
      data-testid="ledger-amount"
    >
      {sign && <span>{sign}</span>}
      <Money amount={Math.abs(entry.amount)} />
    </span>
  );
}
