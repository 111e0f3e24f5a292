import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import type { CartNotice } from './checkout-conflict.ts';

/** Why the order was not placed, line by line; the cart already shows the new prices and stock. */
export function ConflictAlert({ notices }: { notices: readonly CartNotice[] }) {
  const { t } = useTranslation();
  if (!notices.length) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-destructive">{t('checkout.conflict.title')}</p>
        <ul className="flex list-disc flex-col gap-1 ps-4">
          {notices.map((notice) => (
            <li key={`${notice.kind}-${notice.productId}`}>
              <NoticeText notice={notice} />
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('checkout.conflict.review')}</p>
      </div>
    </div>
  );
}

function NoticeText({ notice }: { notice: CartNotice }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  // Isolated, so a mixed French and Arabic name keeps its order inside the sentence.
  const name = isolate(notice.name);
  switch (notice.kind) {
    case 'priceChanged':
      return t('checkout.conflict.priceChanged', {
        name,
        oldPrice: isolate(money(notice.oldPrice)),
        newPrice: isolate(money(notice.newPrice)),
      });
    case 'reduced':
      return t('checkout.conflict.reduced', { name, count: notice.available });
    case 'soldOut':
      return t('checkout.conflict.soldOut', { name });
    case 'feeChanged':
      return t('checkout.conflict.feeChanged', { store: name, fee: isolate(money(notice.newFee)) });
    default:
      return t('checkout.conflict.unavailable', { name });
  }
}
