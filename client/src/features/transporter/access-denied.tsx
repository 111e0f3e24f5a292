import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../../../common/routes.ts';

/**
 * SPEC §2: what a seller or buyer sees on /transporter. The operators' pages (/admin/*) show the
 * same alert with their own heading and text (`describe` gets the account type, translated).
 */
export function AccessDenied({
  userType,
  heading,
  describe,
}: {
  userType: string;
  /** The page's sr-only heading; the transporter dashboard's title by default. */
  heading?: string;
  /** The alert's text for this account type; SPEC §2's transporter text by default. */
  describe?: (type: string) => string;
}) {
  const { t } = useTranslation();
  const type = t(`transporter.accessDenied.types.${userType}`, { defaultValue: userType });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="sr-only">{heading ?? t('transporter.title')}</h1>
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive"
      >
        <div className="flex items-center gap-2">
          <ShieldAlert className="size-5 shrink-0" aria-hidden />
          <p className="font-semibold">{t('transporter.accessDenied.title')}</p>
        </div>
        <p className="text-sm text-foreground">
          {describe ? describe(type) : t('transporter.accessDenied.text', { type })}
        </p>
      </div>
      <Button asChild className="h-11 w-full sm:w-fit md:h-10">
        <Link href={paths.dashboard}>{t('transporter.accessDenied.button')}</Link>
      </Button>
    </div>
  );
}
