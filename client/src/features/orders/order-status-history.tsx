import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from './order-labels.ts';
import { orderStatusLabelKey } from './order-status.ts';

/** Each status the order went through, oldest first, as a vertical timeline. */
export function OrderStatusHistory({ history }: { history: OrderDetail['statusHistory'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('orders.detail.history')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="relative flex flex-col gap-5 border-s-2 border-border ps-6">
          {history.map((event, index) => {
            const labelKey = orderStatusLabelKey(event.status);
            const latest = index === history.length - 1;
            return (
              <li key={`${event.status}-${event.at}`} className="relative">
                <span
                  aria-hidden
                  className={cn(
                    'absolute -start-[32px] top-1 size-3.5 rounded-full border-2 border-background',
                    latest ? 'bg-primary' : 'bg-muted-foreground',
                  )}
                />
                <p className={cn('text-sm', latest && 'font-semibold')}>
                  {labelKey ? t(labelKey) : event.status}
                </p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
