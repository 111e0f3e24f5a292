/** Step 4: the store is set up; the way on is the dashboard. */
import { ArrowRight, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../../../common/routes.ts';

export function CompleteStep() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center sm:py-6">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <PartyPopper className="size-8" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold">{t('setup.complete.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('setup.complete.description')}</p>
      <Button asChild className="mt-2 h-11 w-full sm:w-auto">
        <Link href={paths.dashboard}>
          {t('setup.complete.dashboard')}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
