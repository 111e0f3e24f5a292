/**
 * /admin/disputes (issue 14): failed deliveries whose payment the store refused, and cash
 * hand-overs the store contested, newest first, page by page: who, how much, what they said.
 * Read only, as the API is: operators settle them with both sides.
 */
import { Banknote, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { Money } from '../../components/formatted.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useListSearchParams } from '../../lib/use-list-search-params.ts';
import { type AdminDispute, useAdminDisputes } from './api.ts';
import { ListFrame } from './list-frame.tsx';

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const { t, i18n } = useTranslation();
  const delivery = dispute.kind === 'delivery';
  const Icon = delivery ? Truck : Banknote;
  const unnamed = t('admin.disputes.unnamed');
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="admin-dispute">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant={delivery ? 'warning' : 'destructive'}>
          <Icon className="size-3.5" aria-hidden />
          {t(`admin.disputes.kinds.${dispute.kind}`)}
        </Badge>
        <Money className="text-lg font-bold" amount={dispute.amount} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('admin.disputes.store')}</dt>
        <dd className="min-w-0 truncate">
          <Link
            href={paths.admin.store(dispute.store.id)}
            className="underline-offset-4 hover:underline"
          >
            <bdi dir="auto">{dispute.store.name ?? unnamed}</bdi>
          </Link>
        </dd>
        <dt className="text-muted-foreground">{t('admin.disputes.transporter')}</dt>
        <dd className="min-w-0 truncate">
          <bdi dir="auto">{dispute.transporter?.name ?? unnamed}</bdi>
        </dd>
        <dt className="text-muted-foreground">{t('admin.disputes.date')}</dt>
        <dd>
          <time dateTime={dispute.at}>{formatDateTime(dispute.at, i18n.language)}</time>
        </dd>
      </dl>
      <blockquote className="rounded-md bg-muted/60 px-3 py-2 text-sm">
        {dispute.note ? (
          <bdi dir="auto" className="break-words whitespace-pre-line">
            {dispute.note}
          </bdi>
        ) : (
          <span className="text-muted-foreground">{t('admin.disputes.noNote')}</span>
        )}
      </blockquote>
    </Card>
  );
}

export function DisputesScreen() {
  const { t } = useTranslation();
  const { page, update } = useListSearchParams();
  const list = useAdminDisputes(page);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.disputes.title')}</h1>
        <p className="text-muted-foreground">{t('admin.disputes.subtitle')}</p>
      </div>
      <ListFrame
        query={list}
        page={page}
        onPageChange={(next) => update({ page: next })}
        emptyText={t('admin.disputes.empty')}
        pagesLabel={t('admin.disputes.pages')}
      >
        {(items) => (
          <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {items.map((dispute) => (
              <DisputeCard key={`${dispute.kind}-${dispute.id}`} dispute={dispute} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
