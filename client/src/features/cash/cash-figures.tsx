/** The cash page's two headline figures: held by transporters, and declared handed over. */
import { Banknote, HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CashOverview } from '../../../../common/contracts/cash.ts';
import { Money } from '../../components/formatted.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';

export function CashFigures({ overview }: { overview: CashOverview }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'held', icon: Banknote, amount: overview.heldTotal, hint: t('sellerCash.heldHint') },
    {
      key: 'declared',
      icon: HandCoins,
      amount: overview.declaredTotal,
      hint: t('sellerCash.declaredHint'),
    },
  ] as const;
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {figures.map(({ key, icon: Icon, amount, hint }) => (
        <Card key={key}>
          <CardContent className="flex items-start justify-between gap-3 pt-4 sm:pt-6">
            <div className="flex flex-col gap-1">
              <h2 className="text-sm font-medium text-muted-foreground">
                {t(`sellerCash.${key}`)}
              </h2>
              <p className="text-2xl font-bold" data-testid={`cash-${key}`}>
                <Money amount={amount} />
              </p>
              <p className="text-xs text-muted-foreground">{hint}</p>
            </div>
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
