import { useTranslation } from 'react-i18next';
import { describeMessageTime } from '../../lib/format.ts';
import { cn } from '../../lib/cn.ts';

/** SPEC §4: today the hour and minute, yesterday 'Yesterday', older a relative time. */
export function MessageTime({ createdAt, className }: { createdAt: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = describeMessageTime(createdAt, language);
  const full = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(createdAt));
  return (
    <time
      dateTime={createdAt}
      title={full}
      className={cn('text-xs whitespace-nowrap text-muted-foreground', className)}
    >
      {time.kind === 'yesterday' ? t('messages.yesterday') : time.text}
    </time>
  );
}
