/**
 * Audit log lines (who did what to which, when, why): a table from md up, stacked cards on a
 * phone. A store or a transporter is a link to its page; other targets are named only.
 */
import { formatDateTime, isolate } from '../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AuditEntry } from '../../../../common/contracts/admin.ts';
import { paths } from '../../../../common/routes.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Where an entry's target lives, when it has a page of its own. */
export function targetHrefOf(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string | null {
  if (entry.targetType === 'store') return paths.admin.store(entry.targetId);
  if (entry.targetType === 'transporter') return paths.admin.transporter(entry.targetId);
  return null;
}

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const href = targetHrefOf(entry);
  const label = <bdi>{entry.targetLabel}</bdi>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-xs text-muted-foreground">
        {t(`admin.log.targets.${entry.targetType}`)}
      </span>
      {href ? (
        <Link href={href} className="truncate font-medium text-primary hover:underline">
          {label}
        </Link>
      ) : (
        <span className="truncate font-medium">{label}</span>
      )}
    </span>
  );
}

function Reason({ entry }: { entry: AuditEntry }) {
  return entry.reason ? (
    <bdi className="break-words">{entry.reason}</bdi>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

const th = 'px-3 py-2 text-start font-medium';

export function AuditEntries({
  entries,
  loading,
}: {
  entries: AuditEntry[] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (loading || !entries) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={t('admin.common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (entries.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('admin.log.empty')}</p>;
  }
  const when = (entry: AuditEntry) => formatDateTime(entry.createdAt, i18n.language);
  const action = (entry: AuditEntry) => t(`admin.log.actions.${entry.action}`);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className={th}>
                {t('admin.log.when')}
              </th>
              <th scope="col" className={th}>
                {t('admin.log.operator')}
              </th>
              <th scope="col" className={th}>
                {t('admin.log.action')}
              </th>
              <th scope="col" className={th}>
                {t('admin.log.target')}
              </th>
              <th scope="col" className={th}>
                {t('admin.log.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b align-top last:border-0">
                <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{when(entry)}</td>
                <td className="px-3 py-2">
                  <bdi>{entry.admin}</bdi>
                </td>
                <td className="px-3 py-2 font-medium">{action(entry)}</td>
                <td className="max-w-56 px-3 py-2">
                  <Target entry={entry} />
                </td>
                <td className="max-w-80 px-3 py-2">
                  <Reason entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{action(entry)}</span>
              <span className="text-xs text-muted-foreground">{when(entry)}</span>
            </div>
            <Target entry={entry} />
            {entry.reason && (
              <p className="text-muted-foreground">
                <Reason entry={entry} />
              </p>
            )}
            <p className="text-xs text-muted-foreground">
              {t('admin.log.by', { name: isolate(entry.admin) })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
