/**
 * A guest typed an existing customer's phone at checkout under another name (issue 10): the
 * order keeps the typed name, nothing in the customer's record changed, and the seller decides
 * whether it is someone else (a new customer) or the same person.
 */
import { UserRoundPlus, UserRoundCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { GuestNameLine } from '../../components/guest-name-line.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { isolate } from '../../lib/format.ts';
import { useSettleGuestName } from './api.ts';

export function GuestOrderNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const settle = useSettleGuestName(order.id);
  const answer = useSubmitAction({
    action: (choice: 'separate-customer' | 'same-customer') => settle.mutateAsync(choice),
    errorTitle: t('guestName.failed'),
    successToast: (updated, choice) => {
      const name = isolate(updated.customer?.name ?? updated.customerName);
      return choice === 'separate-customer'
        ? { title: t('guestName.separated'), description: t('guestName.separatedText', { name }) }
        : { title: t('guestName.confirmed', { name }) };
    },
  });
  const { guest, customer } = order;
  if (!guest || !customer) return null;
  const pending = settle.isPending ? settle.variables : null;

  return (
    <Card className="border-warning/60" role="region" aria-labelledby="guest-title">
      <CardHeader>
        <CardTitle as="h2" id="guest-title" className="flex items-center gap-2">
          <Users className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          {t('guestName.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-base">
          <GuestNameLine guest={guest} customerName={customer.name} />
        </p>
        <p className="text-muted-foreground">{t('guestName.explain')}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            variant="outline"
            className="h-11 md:h-10"
            disabled={settle.isPending}
            onClick={() => void answer('separate-customer')}
          >
            {pending === 'separate-customer' ? (
              <Spinner label={t('common.loading')} iconClassName="size-4" />
            ) : (
              <UserRoundPlus aria-hidden />
            )}
            {t('guestName.separate')}
          </Button>
          <Button
            variant="outline"
            className="h-11 md:h-10"
            disabled={settle.isPending}
            onClick={() => void answer('same-customer')}
          >
            {pending === 'same-customer' ? (
              <Spinner label={t('common.loading')} iconClassName="size-4" />
            ) : (
              <UserRoundCheck aria-hidden />
            )}
            {t('guestName.same')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
