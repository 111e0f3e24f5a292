/**
 * One report as operators deal with it: what was reported (a product and its store, or a
 * store), why, by whom ("Guest" when signed out), when; on an open report the three ways out:
 * hide the product, suspend the store (both mark it actioned on the server), or dismiss it.
 */
import { formatDateTime, isolate } from '../../lib/format.ts';
import { Ban, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminReport } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDecideProduct, useDecideStore, useDismissReport } from './api.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { ReportStatusBadge } from './status-badges.tsx';

type ReportAction = 'hide' | 'suspend' | 'dismiss';

/** What an operator can still do about this report. */
export function reportActionsOf(report: AdminReport): ReportAction[] {
  if (report.status !== 'open') return [];
  const actions: ReportAction[] = [];
  if (report.product && !report.product.hidden) actions.push('hide');
  if (!report.store.suspended) actions.push('suspend');
  actions.push('dismiss');
  return actions;
}

const ACTION_ICONS = { hide: EyeOff, suspend: Ban, dismiss: X } as const;

function ReportDialog({
  report,
  action,
  onClose,
}: {
  report: AdminReport;
  action: ReportAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const hide = useDecideProduct(report.product?.id ?? 0);
  const suspend = useDecideStore(report.store.id);
  const dismiss = useDismissReport(report.id);
  const name =
    action === 'hide'
      ? (report.product?.name ?? '')
      : report.store.name?.trim() || t('admin.reports.unnamedStore');
  const text = (key: string) =>
    t(`admin.reports.actions.${action}.${key}`, { name: isolate(name) });
  const send = (reason: string | undefined) => {
    if (action === 'hide') return hide.mutateAsync({ hidden: true, reason: reason ?? '' });
    if (action === 'suspend') return suspend.mutateAsync({ suspended: true, reason: reason ?? '' });
    return dismiss.mutateAsync({ status: 'dismissed', reason });
  };
  return (
    <DecisionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text('title')}
      description={text('description')}
      reason={action === 'dismiss' ? 'optional' : 'required'}
      reasonLabel={action === 'dismiss' ? t('admin.decision.note') : undefined}
      reasonHint={action === 'dismiss' ? undefined : t('admin.reports.reasonHint')}
      confirmLabel={text('confirm')}
      destructive={action !== 'dismiss'}
      errorTitle={t('admin.reports.failed')}
      successTitle={text('done')}
      send={send}
    />
  );
}

function Subject({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const storeName = report.store.name?.trim() || t('admin.reports.unnamedStore');
  return (
    <div className="flex min-w-0 items-center gap-3">
      {report.product && (
        <ProductImage
          image={report.product.image}
          alt=""
          sizes="thumb"
          className="size-12 shrink-0 rounded-md border object-cover"
        />
      )}
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted-foreground">
          {t(`admin.reports.targets.${report.target}`)}
        </span>
        {report.product && <bdi className="truncate font-semibold">{report.product.name}</bdi>}
        <Link
          href={paths.admin.store(report.store.id)}
          className={
            report.product ? 'truncate text-sm text-primary' : 'truncate font-semibold text-primary'
          }
        >
          <bdi>{storeName}</bdi>
        </Link>
      </div>
    </div>
  );
}

export function ReportCard({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<ReportAction | null>(null);
  const actions = reportActionsOf(report);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Subject report={report} />
        <ReportStatusBadge status={report.status} />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{t(`admin.reports.reasons.${report.reason}`)}</p>
        {report.details && (
          <p dir="auto" className="break-words whitespace-pre-line text-muted-foreground">
            {report.details}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t('admin.reports.reportedBy', {
            name: isolate(report.reporter ?? t('admin.reports.guest')),
            date: isolate(formatDateTime(report.createdAt, i18n.language)),
          })}
        </p>
        {report.resolvedAt && (
          <p className="text-xs text-muted-foreground">
            {t('admin.reports.resolvedBy', {
              name: isolate(report.resolvedBy ?? '—'),
              date: isolate(formatDateTime(report.resolvedAt, i18n.language)),
            })}
          </p>
        )}
      </div>
      {actions.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((each) => {
            const Icon = ACTION_ICONS[each];
            return (
              <Button
                key={each}
                variant={each === 'dismiss' ? 'ghost' : 'outline'}
                className="h-11 md:h-10"
                onClick={() => setAction(each)}
              >
                <Icon aria-hidden />
                {t(`admin.reports.actions.${each}.button`)}
              </Button>
            );
          })}
        </div>
      )}
      {action && <ReportDialog report={report} action={action} onClose={() => setAction(null)} />}
    </Card>
  );
}
