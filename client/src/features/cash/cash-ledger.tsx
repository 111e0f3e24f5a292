/**
 * The ledger, newest first, a page at a time: each collection at a door (+, with its order) and
 * each hand-over (− once confirmed), with the cash held with that transporter after it, as the
 * server summed it. A table from md up; stacked lines on phones.
 */
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CashLedgerEntry } from '../../../../common/contracts/cash.ts';
import { CASH_PAGE_SIZE } from '../../../../common/schemas/cash.ts';
import { Money } from '../../components/formatted.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { HandoverStatusBadge, SignedLedgerAmount } from './handover-status.tsx';

function What({ entry }: { entry: CashLedgerEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'collection') {
    return (
      <span>
        {t('sellerCash.ledger.collection')}{' '}
        {entry.orderReference && <bdi className="font-mono">{entry.orderReference}</bdi>}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      {t('sellerCash.ledger.handover')}
      {entry.status && <HandoverStatusBadge status={entry.status} />}
    </span>
  );
}

interface CashLedgerProps {
  ledger: { items: CashLedgerEntry[]; total: number; page: number; pageSize: number };
  onPageChange: (page: number) => void;
  busy: boolean;
}

export function CashLedger({ ledger, onPageChange, busy }: CashLedgerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ScrollText className="size-5 text-muted-foreground" aria-hidden />
          {t('sellerCash.ledger.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ledger.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sellerCash.ledger.empty')}</p>
        ) : (
          <table className="w-full text-sm" aria-busy={busy}>
            <thead className="hidden border-b text-muted-foreground md:table-header-group">
              <tr>
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  {t('sellerCash.ledger.date')}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-medium">
                  {t('sellerCash.ledger.transporter')}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-medium">
                  {t('sellerCash.ledger.what')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('sellerCash.ledger.amount')}
                </th>
                <th scope="col" className="py-2 ps-2 text-end font-medium">
                  {t('sellerCash.ledger.heldAfter')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {ledger.items.map((entry) => (
                <tr
                  key={`${entry.kind}-${entry.id}`}
                  className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 md:table-row"
                  data-testid="cash-ledger-entry"
                >
                  <td className="text-muted-foreground md:py-3 md:pe-2 md:align-top">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                  </td>
                  <td className="row-span-2 text-end font-semibold md:hidden">
                    <SignedLedgerAmount entry={entry} />
                  </td>
                  <td className="font-medium md:px-2 md:py-3 md:align-top">
                    <bdi dir="auto">
                      {entry.counterpart.name ?? t('sellerCash.unknownTransporter')}
                    </bdi>
                  </td>
                  <td className="col-span-2 md:px-2 md:py-3 md:align-top">
                    <What entry={entry} />
                    {entry.disputeNote && (
                      <p className="mt-1 text-muted-foreground">
                        <bdi dir="auto">{entry.disputeNote}</bdi>
                      </p>
                    )}
                  </td>
                  <td className="hidden px-2 py-3 text-end align-top md:table-cell">
                    <SignedLedgerAmount entry={entry} />
                  </td>
                  <td className="col-span-2 text-muted-foreground md:py-3 md:ps-2 md:text-end md:align-top md:text-foreground">
                    <span className="md:sr-only">{t('sellerCash.ledger.heldAfter')}: </span>
                    <Money amount={entry.heldAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pagination
          page={ledger.page}
          pageSize={ledger.pageSize || CASH_PAGE_SIZE}
          total={ledger.total}
          onPageChange={onPageChange}
          label={t('sellerCash.ledger.pages')}
        />
      </CardContent>
    </Card>
  );
}
