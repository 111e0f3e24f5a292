/**
 * The transporter's cash (issue 14, GET /api/transporter/cash): what they hold for each store
 * (collected at the door, less what the store confirmed receiving), with "I handed over…" to
 * declare a hand-over, and the ledger: every collection and hand-over, newest first, with the
 * cash held with that store after it. Every figure comes from the server, summed in SQL. The
 * hand-overs still waiting for a store's confirmation are listed apart (all of them, oldest
 * first), whatever ledger page is open.
 */
import { AlertTriangle, Clock, HandCoins, Phone, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CashBalance,
  CashLedgerEntry,
  CashOverview,
} from '../../../../common/contracts/cash.ts';
import { Money } from '../../components/formatted.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime, telHref } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import { HandoverStatusBadge, SignedLedgerAmount } from '../cash/index.ts';
import { useTransporterCash } from './api.ts';
import { HandoverDialog } from './handover-dialog.tsx';

function BalanceCard({ balance }: { balance: CashBalance }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [open, setOpen] = useState(false);
  const store = balance.counterpart.name ?? t('delivery.card.unknownStore');
  const details = [
    [t('transporter.cash.collected'), balance.collected],
    [t('transporter.cash.confirmed'), balance.confirmed],
    [t('transporter.cash.declaredWaiting'), balance.declared],
    ...(balance.disputed > 0 ? [[t('transporter.cash.disputed'), balance.disputed] as const] : []),
  ] as const;
  return (
    <li className="min-w-0">
      <Card className="flex h-full flex-col gap-2 p-4" data-testid="cash-balance">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-semibold">
            <bdi dir="auto">{store}</bdi>
          </h3>
          {balance.counterpart.phone && (
            <Button asChild variant="ghost" size="icon" className="-m-2 shrink-0">
              <a
                href={telHref(balance.counterpart.phone)}
                aria-label={t('transporter.board.callStore')}
              >
                <Phone aria-hidden />
              </a>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <dl>
            <dt className="text-xs text-muted-foreground">{t('transporter.cash.held')}</dt>
            <dd>
              <Money className="text-lg font-bold" amount={balance.held} />
            </dd>
          </dl>
          <Button
            className="h-10"
            variant="secondary"
            disabled={balance.toDeclare <= 0}
            onClick={() => setOpen(true)}
          >
            <HandCoins aria-hidden />
            {t('transporter.cash.handOver')}
          </Button>
        </div>
        <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          {details.map(([label, amount]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd>
                <bdi className="whitespace-nowrap tabular-nums">{money(amount)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <HandoverDialog balance={balance} open={open} onOpenChange={setOpen} />
      </Card>
    </li>
  );
}

function LedgerRow({ entry }: { entry: CashLedgerEntry }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const store = entry.counterpart.name ?? t('delivery.card.unknownStore');
  const collection = entry.kind === 'collection';
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-3"
      data-testid="cash-entry"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {collection ? t('transporter.cash.collectedEntry') : t('transporter.cash.handoverEntry')}
          {entry.status && <HandoverStatusBadge status={entry.status} />}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
          {entry.orderReference && (
            <>
              {' · '}
              <bdi className="font-mono">{entry.orderReference}</bdi>
            </>
          )}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          <bdi dir="auto">{store}</bdi>
        </p>
        {entry.disputeNote && (
          <p className="mt-1 flex items-start gap-1.5 text-xs text-destructive">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <bdi dir="auto">{entry.disputeNote}</bdi>
          </p>
        )}
      </div>
      <div className="text-end text-sm">
        <p className="font-semibold">
          <SignedLedgerAmount entry={entry} />
        </p>
        <p className="text-xs text-muted-foreground">{t('transporter.cash.heldAfter')}</p>
        <p className="text-xs">
          <Money amount={entry.heldAfter} />
        </p>
      </div>
    </li>
  );
}

function WaitingHandovers({ handovers }: { handovers: CashOverview['pendingHandovers'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (handovers.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="cash-waiting">
      <h2 id="cash-waiting" className="flex items-center gap-2 text-lg font-semibold">
        <Clock className="size-5 text-warning" aria-hidden />
        {t('transporter.cash.waiting.title')}
      </h2>
      <ul className="divide-y rounded-lg border">
        {handovers.map((handover) => (
          <li
            key={handover.id}
            className="flex items-center justify-between gap-3 px-4 py-3"
            data-testid="cash-waiting"
          >
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium">
                <bdi dir="auto">{handover.counterpart.name ?? t('delivery.card.unknownStore')}</bdi>
              </p>
              <p className="text-xs text-muted-foreground">
                {t('transporter.cash.waiting.declaredAt')}{' '}
                <time dateTime={handover.declaredAt}>
                  {formatDateTime(handover.declaredAt, language)}
                </time>
              </p>
            </div>
            <Money className="shrink-0 font-semibold" amount={handover.amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TransporterCash() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const cash = useTransporterCash({ page });
  const data = cash.data;
  if (cash.isError && !data) {
    return (
      <EmptyState
        role="alert"
        icon={AlertTriangle}
        title={t('transporter.cash.loadError')}
        action={
          <Button variant="outline" className="h-11 md:h-10" onClick={() => void cash.refetch()}>
            {t('transporter.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardContent className="pt-4 sm:pt-4">
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Wallet className="size-4" aria-hidden />
                {t('transporter.cash.heldTotal')}
              </dt>
              <dd>
                <Money className="text-xl font-bold" amount={data.heldTotal} />
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <HandCoins className="size-4" aria-hidden />
                {t('transporter.cash.declaredTotal')}
              </dt>
              <dd>
                <Money className="text-xl font-bold" amount={data.declaredTotal} />
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted-foreground">{t('transporter.cash.explain')}</p>
        </CardContent>
      </Card>
      <WaitingHandovers handovers={data.pendingHandovers} />
      <section className="flex flex-col gap-3" aria-labelledby="cash-balances">
        <h2 id="cash-balances" className="text-lg font-semibold">
          {t('transporter.cash.balances')}
        </h2>
        {data.balances.length === 0 ? (
          <EmptyState icon={Wallet} title={t('transporter.cash.none')} className="py-6" />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {data.balances.map((balance) => (
              <BalanceCard key={balance.counterpart.id} balance={balance} />
            ))}
          </ul>
        )}
      </section>
      <Card>
        <CardHeader className="pb-0 sm:pb-0">
          <CardTitle as="h2" className="text-lg">
            {t('transporter.cash.ledger')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {data.ledger.items.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">{t('transporter.cash.noEntries')}</p>
          ) : (
            <ul className="divide-y" aria-busy={cash.isPlaceholderData}>
              {data.ledger.items.map((entry) => (
                <LedgerRow key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pageSize={data.ledger.pageSize}
            total={data.ledger.total}
            onPageChange={setPage}
            label={t('transporter.cash.pages')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
