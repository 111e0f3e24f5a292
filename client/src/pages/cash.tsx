import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import {
  CashBalances,
  CashFigures,
  CashLedger,
  DeclaredHandovers,
  useCashOverview,
} from '../features/cash/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useListSearchParams } from '../lib/use-list-search-params.ts';

function CashSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" aria-busy>
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Card className="flex flex-col gap-4 p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </Card>
    </div>
  );
}

/**
 * /cash (issue 14): the cash transporters collected at the door for the store and still hold,
 * per transporter; the hand-overs they declared, to confirm or dispute; the ledger with its
 * running totals. The transporter filter and the page live in the URL.
 */
export default function CashPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.cash'));
  const { page, get, update } = useListSearchParams();
  const withParam = Number.parseInt(get('with') ?? '', 10);
  const withId = Number.isInteger(withParam) && withParam > 0 ? withParam : undefined;
  const cash = useCashOverview({ with: withId, page });
  const data = cash.data;

  let content;
  if (cash.isPending) {
    content = <CashSkeleton />;
  } else if (!data) {
    content = (
      <EmptyState
        role="alert"
        icon={Banknote}
        title={t('sellerCash.loadError')}
        action={
          <Button variant="outline" className="h-11 md:h-10" onClick={() => void cash.refetch()}>
            {t('sellerCash.retry')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <CashFigures overview={data} />
        <DeclaredHandovers entries={data.pendingHandovers} />
        <CashBalances
          balances={data.balances}
          selected={withId}
          onSelect={(id) => update({ with: id, page: undefined })}
        />
        <CashLedger
          ledger={data.ledger}
          busy={cash.isFetching}
          onPageChange={(next) => update({ page: next })}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('sellerCash.title')}</h1>
        <p className="text-muted-foreground">{t('sellerCash.subtitle')}</p>
      </div>
      {content}
    </div>
  );
}
