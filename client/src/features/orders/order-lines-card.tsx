import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Money } from '../../components/formatted.tsx';
import { isolate } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import { goodsSubtotal } from '../../../../common/money.ts';

/** The order's lines (name, unit price, quantity, line total) and its totals, delivery fee apart. */
export function OrderLinesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('orders.detail.items')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <table className="w-full text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pe-2 text-start font-medium">
                {t('orders.detail.product')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-end font-medium sm:table-cell">
                {t('orders.detail.unitPrice')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-end font-medium sm:table-cell">
                {t('orders.detail.quantity')}
              </th>
              <th scope="col" className="py-2 ps-2 text-end font-medium">
                {t('orders.detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td className="py-3 pe-2">
                  <bdi className="block font-medium text-page" dir="auto">
                    {line.productName}
                  </bdi>
                  {/* Phones: price and quantity under the name instead of their own columns. */}
                  <span className="block text-muted-foreground sm:hidden">
                    {t('orders.detail.unitTimesQuantity', {
                      quantity: line.quantity,
                      // Isolated so the amount keeps its own order inside right-to-left text.
                      price: isolate(money(line.unitPrice)),
                    })}
                  </span>
                </td>
                <td className="hidden px-2 py-3 text-end sm:table-cell">
                  <Money amount={line.unitPrice} />
                </td>
                <td className="hidden px-2 py-3 text-end tabular-nums sm:table-cell">
                  {line.quantity}
                </td>
                <td className="py-3 ps-2 text-end">
                  <Money amount={line.lineTotal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid gap-2 border-t pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('orders.detail.itemsCount')}</dt>
            <dd className="tabular-nums">{order.itemsCount}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('orders.detail.subtotal')}</dt>
            <dd>
              <Money amount={goodsSubtotal(order.totalAmount, order.deliveryFee)} />
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('orders.detail.deliveryFee')}</dt>
            <dd>
              {order.deliveryFee > 0 ? (
                <Money amount={order.deliveryFee} />
              ) : (
                t('orders.detail.deliveryFree')
              )}
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-semibold">
            <dt>{t('orders.detail.totalWithFee')}</dt>
            <dd>
              <Money amount={order.totalAmount} />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
