/**
 * Where the store stands with each transporter, the largest amount held first: collected at the
 * door, confirmed handed over, declared (waiting), disputed, and what they still hold. Choosing
 * one narrows the ledger to them.
 */
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CashBalance } from '../../../../common/contracts/cash.ts';
import { Money, PhoneNumber } from '../../components/formatted.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';

const DETAILS = ['collected', 'confirmed', 'declared', 'disputed'] as const;

interface CashBalancesProps {
  balances: CashBalance[];
  selected: number | undefined;
  onSelect: (transporterId: number | undefined) => void;
}

export function CashBalances({ balances, selected, onSelect }: CashBalancesProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Users className="size-5 text-muted-foreground" aria-hidden />
          {t('sellerCash.balancesTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {balances.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sellerCash.noBalances')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {balances.map((balance) => {
              const id = balance.counterpart.id;
              const active = selected === id;
              const name = balance.counterpart.name ?? t('sellerCash.unknownTransporter');
              return (
                <li
                  key={id}
                  className={cn(
                    'flex flex-col gap-3 rounded-lg border p-3 text-sm',
                    active && 'border-primary ring-1 ring-primary',
                  )}
                  data-testid="cash-balance"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="flex min-w-0 flex-col">
                      <bdi dir="auto" className="font-medium">
                        {name}
                      </bdi>
                      {balance.counterpart.phone && (
                        <PhoneNumber
                          phone={balance.counterpart.phone}
                          className="w-fit text-muted-foreground"
                        />
                      )}
                    </div>
                    <div className="flex flex-col items-end">
                      <span className="text-xs text-muted-foreground">
                        {t('sellerCash.balance.held')}
                      </span>
                      <Money amount={balance.held} className="text-lg font-semibold" />
                    </div>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
                    {DETAILS.map((key) => (
                      <div key={key} className="flex justify-between gap-2">
                        <dt className="text-muted-foreground">{t(`sellerCash.balance.${key}`)}</dt>
                        <dd>
                          <Money amount={balance[key]} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {/* Narrowing the ledger helps only with several transporters. */}
                  {(balances.length > 1 || active) && (
                    <Button
                      variant={active ? 'secondary' : 'outline'}
                      className="h-11 w-full sm:w-fit md:h-9"
                      aria-pressed={active}
                      onClick={() => onSelect(active ? undefined : id)}
                    >
                      {active
                        ? t('sellerCash.showAll')
                        : t('sellerCash.showLedgerWith', { name: isolate(name) })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
