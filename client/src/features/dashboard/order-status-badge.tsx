import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

/* The same colours as the orders screens: processing blue, shipped purple, delivered teal,
   completed green, cancelled red. */
const STYLES: Record<OrderStatus, { variant: BadgeVariant; className?: string }> = {
  processing: { variant: 'info' },
  shipped: { variant: 'purple' },
  delivered: { variant: 'outline', className: 'border-primary/25 bg-primary/10 text-primary' },
  completed: { variant: 'success' },
  cancelled: { variant: 'destructive' },
};

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A badge for the five known statuses; any other value as plain text (SPEC §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!isOrderStatus(status)) return <span className="text-sm">{status}</span>;
  const style = STYLES[status];
  return (
    <Badge variant={style.variant} className={style.className}>
      {t(`dashboard.orderStatus.${status}`)}
    </Badge>
  );
}
