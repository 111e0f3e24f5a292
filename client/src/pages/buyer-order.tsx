import { ArrowLeft, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useMyOrder } from '../features/buyer/index.ts';
import { parseMarketplaceId } from '../features/marketplace/index.ts';
import { TrackedOrderView } from '../features/tracking/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { paths } from '../../../common/routes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Digits only, at most 9 (a database integer): "1e3" or "99999999999" are no order of theirs. */
function parseId(raw: string | undefined): number | null {
  return parseMarketplaceId(raw) ?? null;
}

function BackToMyOrders() {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.dashboard}
      className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('buyer.backToOrders')}
    </Link>
  );
}

/** /dashboard/orders/:id: one of the signed-in buyer's orders; another's answers not found. */
export default function BuyerOrderPage() {
  const { t } = useTranslation();
  const id = parseId(useParams<{ id: string }>().id);
  const order = useMyOrder(id);
  useDocumentTitle(
    order.data ? t('titles.order', { id: order.data.reference }) : t('titles.myOrders'),
  );

  if (id !== null && order.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy>
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (order.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackToMyOrders />
        <TrackedOrderView order={order.data} headingLevel="h1" />
      </div>
    );
  }
  const missing = id === null || (order.error instanceof ApiError && order.error.status === 404);
  const title = missing ? t('buyer.orderNotFound') : t('common.error');
  return (
    <div className="flex flex-col gap-4">
      <BackToMyOrders />
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        role={missing ? undefined : 'alert'}
        icon={PackageX}
        title={title}
        description={missing ? t('buyer.orderNotFoundText') : undefined}
        action={
          <Button asChild className="h-11 md:h-10">
            <Link href={paths.dashboard}>{t('buyer.backToOrders')}</Link>
          </Button>
        }
      />
    </div>
  );
}
