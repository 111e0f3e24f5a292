/**
 * /admin/stores/:id: one store's facts, its suspension (suspend or restore, with a reason the
 * seller reads), its products each of which can be hidden or shown again, and its reports.
 */
import { formatDateTime, isolate } from '../../lib/format.ts';
import { Ban, Eye, EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminProduct, AdminStoreDetail } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { BackLink } from '../../components/back-link.tsx';
import { Money, PhoneNumber } from '../../components/formatted.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { governorateName } from '../orders/index.ts';
import { useAdminStore, useDecideProduct, useDecideStore } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { Fact } from './fact.tsx';
import { LoadFailed } from './load-failed.tsx';
import { NotFoundNotice } from './not-found-notice.tsx';
import { ReportCard } from './report-card.tsx';
import { storeStateOf, StoreStateBadge } from './status-badges.tsx';
import { storeNameOf } from './stores-screen.tsx';

function StoreFacts({ store }: { store: AdminStoreDetail }) {
  const { t, i18n } = useTranslation();
  const f = (key: string) => t(`admin.store.facts.${key}`);
  const governorate =
    store.storeGovernorate && governorateName(store.storeGovernorate, i18n.language);
  const address = [store.storeAddress, governorate].filter(Boolean).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('admin.store.about')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label={f('owner')}>
            <bdi>{store.fullName}</bdi> (<bdi>@{store.username}</bdi>)
          </Fact>
          <Fact label={f('email')}>
            <a href={`mailto:${store.email}`} dir="ltr" className="text-primary">
              {store.email}
            </a>
          </Fact>
          <Fact label={f('phone')}>
            {store.storePhone && <PhoneNumber phone={store.storePhone} />}
          </Fact>
          <Fact label={f('address')}>{address && <bdi>{address}</bdi>}</Fact>
          <Fact label={f('counts')}>
            {t('admin.stores.counts', { products: store.productsCount, orders: store.ordersCount })}
          </Fact>
          <Fact label={f('joined')}>{formatDateTime(store.createdAt, i18n.language)}</Fact>
        </dl>
        {store.storeDescription && (
          <p
            dir="auto"
            className="mt-4 text-sm break-words whitespace-pre-line text-muted-foreground"
          >
            {store.storeDescription}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SuspensionControl({ store }: { store: AdminStoreDetail }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideStore(store.id);
  const [open, setOpen] = useState(false);
  const suspended = !!store.suspension;
  const action = suspended ? 'restore' : 'suspend';
  const name = storeNameOf(store);
  const text = (key: string) => t(`admin.store.${action}.${key}`, { name: isolate(name) });
  return (
    <div className="flex flex-col gap-3">
      {store.suspension && (
        <div
          role="status"
          className="rounded-md border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm"
        >
          <p className="font-medium text-destructive">
            {t('admin.store.suspendedAt', {
              date: isolate(formatDateTime(store.suspension.at, i18n.language)),
            })}
          </p>
          <p>
            <span className="font-medium">
              {t('admin.common.labelled', { label: t('admin.decision.reason') })}
            </span>
            <bdi>{store.suspension.reason}</bdi>
          </p>
        </div>
      )}
      <Button
        variant={suspended ? 'default' : 'outline'}
        className="h-11 w-full sm:w-fit md:h-10"
        onClick={() => setOpen(true)}
      >
        {suspended ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
        {text('button')}
      </Button>
      <DecisionDialog
        open={open}
        onOpenChange={setOpen}
        title={text('title')}
        description={text('description')}
        reason="required"
        reasonHint={t('admin.store.reasonHint')}
        confirmLabel={text('confirm')}
        destructive={!suspended}
        errorTitle={t('admin.store.failed')}
        successTitle={text('done')}
        send={(reason) => decide.mutateAsync({ suspended: !suspended, reason: reason ?? '' })}
      />
    </div>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const decide = useDecideProduct(product.id);
  const [open, setOpen] = useState(false);
  const hidden = !!product.hidden;
  const action = hidden ? 'show' : 'hide';
  const text = (key: string) =>
    t(`admin.store.products.${action}.${key}`, { name: isolate(product.name) });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ProductImage
          image={product.image}
          src={product.imageUrl}
          alt=""
          sizes="thumb"
          className="size-12 shrink-0 rounded-md border object-cover"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <bdi className="truncate font-medium">{product.name}</bdi>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Money amount={product.price} className="text-muted-foreground" />
            {product.hidden && (
              <Badge variant="destructive">{t('admin.store.products.hiddenBadge')}</Badge>
            )}
            {product.archived && (
              <Badge variant="secondary">{t('admin.store.products.archived')}</Badge>
            )}
            {product.openReports > 0 && (
              <Badge variant="warning">
                {t('admin.stores.openReports', { count: product.openReports })}
              </Badge>
            )}
          </div>
          {product.hidden && (
            <p className="text-xs text-muted-foreground">
              <bdi>{product.hidden.reason}</bdi>
            </p>
          )}
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-end sm:self-auto"
        onClick={() => setOpen(true)}
      >
        {hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
        {text('button')}
      </Button>
      <DecisionDialog
        open={open}
        onOpenChange={setOpen}
        title={text('title')}
        description={text('description')}
        reason="required"
        reasonHint={t('admin.store.reasonHint')}
        confirmLabel={text('confirm')}
        destructive={!hidden}
        errorTitle={t('admin.store.failed')}
        successTitle={text('done')}
        send={(reason) => decide.mutateAsync({ hidden: !hidden, reason: reason ?? '' })}
      />
    </li>
  );
}

function StoreView({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation();
  const name = storeNameOf(store);
  useDocumentTitle(name);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">
            <bdi>{name}</bdi>
          </h1>
          <StoreStateBadge state={storeStateOf(store)} />
        </div>
        {store.setupCompleted && !store.suspension && (
          <Link href={paths.marketplace.store(store.id)} className="w-fit text-sm text-primary">
            {t('admin.store.publicPage')}
          </Link>
        )}
        <SuspensionControl store={store} />
      </div>
      <StoreFacts store={store} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('admin.store.products.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {store.products.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('admin.store.products.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {store.products.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="store-reports" className="flex flex-col gap-3">
        <h2 id="store-reports" className="text-lg font-semibold">
          {t('admin.store.reports')}
        </h2>
        {store.reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.store.noReports')}</p>
        ) : (
          store.reports.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </section>
    </div>
  );
}

export function StoreScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const store = useAdminStore(id);
  const notFound = id <= 0 || (store.error instanceof ApiError && store.error.status === 404);
  return (
    <div className="flex flex-col gap-4">
      <BackLink href={paths.admin.stores()} label={t('admin.store.back')} />
      {notFound ? (
        <NotFoundNotice text={t('admin.store.notFound')} />
      ) : store.isError ? (
        <LoadFailed onRetry={() => void store.refetch()} />
      ) : store.data ? (
        <StoreView store={store.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
