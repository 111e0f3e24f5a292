/**
 * "Cash held by transporters" (issue 14): what buyers paid at the door that transporters have
 * not handed over yet, with the way to the cash page where hand-overs are confirmed.
 */
import { ArrowRight, Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { Money } from '../../components/formatted.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';

export function CashHeldCard({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex items-start gap-3">
          <Banknote className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="flex flex-col gap-0.5">
            <h2 className="text-sm font-medium text-muted-foreground">
              {t('dashboard.cashHeld.title')}
            </h2>
            <p className="text-xl font-bold sm:text-2xl" data-testid="cash-held">
              <Money amount={amount} />
            </p>
            <p className="text-xs text-muted-foreground">{t('dashboard.cashHeld.hint')}</p>
          </div>
        </div>
        <Link
          href={paths.cash}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('dashboard.cashHeld.link')}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
