import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { isNotFound, useOrder, BackToOrders, OrderDetailView } from '../features/orders/index.ts';
import { paths } from '../../../common/routes.ts';
import { formatOrderId } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function OrderDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" aria-busy>
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="h-9 w-56" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col gap-4 p-6 lg:col-span-2">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </Card>
        <Card className="flex flex-col gap-4 p-6">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-40" />
        </Card>
      </div>
    </div>
  );
}

/** /orders/:id: the order, its history and the moves it allows; 404 gives a way back. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const order = useOrder(id);
  useDocumentTitle(
    order.data ? t('titles.order', { id: formatOrderId(order.data.id) }) : t('titles.orders'),
  );

  if (id !== null && order.isPending) return <OrderDetailSkeleton />;
  if (order.data) return <OrderDetailView order={order.data} />;

  const missing = id === null || isNotFound(order.error);
  return (
    <div className="flex flex-col gap-4">
      <BackToOrders />
      <h1 className="sr-only">
        {missing ? t('orders.detail.notFoundTitle') : t('orders.loadError')}
      </h1>
      <EmptyState
        role={missing ? undefined : 'alert'}
        icon={PackageX}
        title={missing ? t('orders.detail.notFoundTitle') : t('orders.loadError')}
        description={missing ? t('orders.detail.notFoundText') : undefined}
        action={
          <Button asChild className="h-11 md:h-10">
            <Link href={paths.orders.list}>{t('orders.detail.backToList')}</Link>
          </Button>
        }
      />
    </div>
  );
}
