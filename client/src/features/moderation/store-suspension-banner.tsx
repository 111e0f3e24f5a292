/**
 * On every back-office page of a suspended store: why, what it changes (the store is off the
 * marketplace) and what it does not (orders, products and messages keep working), and where to
 * write to resolve it. The reason is the operator's, shown as they wrote it.
 */
import { Mail, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';

type StoreSuspension = NonNullable<PublicUser['storeSuspension']>;

export function StoreSuspensionBanner({
  suspension,
  className,
}: {
  suspension: StoreSuspension;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="store-suspension-banner"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      {/* The icon stays beside the words on a phone; the button goes under them. */}
      <div className="flex flex-1 items-start gap-3">
        <ShieldAlert className="size-6 shrink-0 text-destructive" aria-hidden />
        <div className="text-sm">
          <p className="font-semibold text-destructive">
            {t('moderation.storeSuspended.title', { reason: isolate(suspension.reason) })}
          </p>
          <p className="mt-1">{t('moderation.storeSuspended.text')}</p>
        </div>
      </div>
      <Button asChild variant="outline" className="h-11 bg-background md:h-10">
        <Link href={paths.contact}>
          <Mail aria-hidden />
          {t('moderation.contactUs')}
        </Link>
      </Button>
    </div>
  );
}
