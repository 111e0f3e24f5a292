import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

interface OrderItemLine {
  productName: string;
  quantity: number;
}

/**
 * An order's first lines, one a row: "2 × Huile d'olive 1L — زيت زيتون". The quantity reads in
 * the page's direction and sits beside its own name; the name is isolated (its units such as
 * "1L" or "500 g" stay with it) and, past two lines, is cut at its own end, Arabic or Latin.
 */
export function OrderItemsSummary({
  items,
  shown = 3,
  className,
}: {
  items: readonly OrderItemLine[];
  shown?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const more = items.length - shown;
  return (
    <ul className={cn('flex min-w-0 flex-col gap-0.5 text-sm', className)}>
      {items.slice(0, shown).map((item, index) => (
        <li key={index} className="flex min-w-0 gap-1" data-testid="order-item">
          <span className="shrink-0 tabular-nums">{item.quantity} ×</span>
          <bdi className="line-clamp-2 min-w-0 text-page" dir="auto">
            {item.productName}
          </bdi>
        </li>
      ))}
      {more > 0 && (
        <li className="text-muted-foreground">{t('orderItems.more', { count: more })}</li>
      )}
    </ul>
  );
}
