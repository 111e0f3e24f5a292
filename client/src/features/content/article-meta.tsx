import { useTranslation } from 'react-i18next';
import type { ContentMeta } from '../../../../common/content.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { useContentLanguage } from './api.ts';

/** "2026-01-15" as a local date: parsing it as UTC would show the day before west of Greenwich. */
function localDate(isoDay: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** An article's date and reading time, e.g. "15 Jan 2026 · 4 min read". */
export function ArticleMeta({ meta, className }: { meta: ContentMeta; className?: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (!meta.date && !meta.readingMinutes) return null;
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground', className)}
    >
      {meta.date && <time dateTime={meta.date}>{formatDate(localDate(meta.date), language)}</time>}
      {meta.date && meta.readingMinutes && <span aria-hidden>·</span>}
      {meta.readingMinutes && (
        <span>{t('content.readingMinutes', { count: meta.readingMinutes })}</span>
      )}
    </p>
  );
}
