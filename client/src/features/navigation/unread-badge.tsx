import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** The red count; nothing at all when there is nothing unread (SPEC §9). */
export function UnreadBadge({
  count,
  className,
  label,
}: {
  count: number;
  className?: string;
  /** What the count is of, for screen readers ("3 waiting"); "3 unread" by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground',
        className,
      )}
      aria-label={label ?? t('nav.unreadCount', { count })}
      data-testid="unread-badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
