import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { isOrderStatus } from './order-status.ts';
import { paths } from '../../../../common/routes.ts';

const ALL = 'all';

interface OrdersToolbarProps {
  /** The search as typed (kept in the URL at once, so leaving the page never loses it). */
  q: string;
  status: OrderStatus | undefined;
  onSearchChange: (q: string) => void;
  onStatusChange: (status: OrderStatus | undefined) => void;
}

/** Search by id or customer, the status filter, and the way to record a DM order. */
export function OrdersToolbar({ q, status, onSearchChange, onStatusChange }: OrdersToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchBox
        id="orders-search"
        wrapperClassName="w-full sm:max-w-sm"
        label={t('orders.searchLabel')}
        placeholder={t('orders.searchPlaceholder')}
        value={q}
        onValueChange={onSearchChange}
      />
      <div className="w-full sm:w-52">
        <Label htmlFor="orders-status" className="sr-only">
          {t('orders.statusFilter')}
        </Label>
        <ChoiceSelect
          id="orders-status"
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(isOrderStatus(value) ? value : undefined)}
          choices={[
            { value: ALL, label: t('orders.status.all') },
            ...ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) })),
          ]}
        />
      </div>
      <Button asChild className="h-11 sm:ms-auto md:h-10">
        <Link href={paths.orders.create}>
          <Plus aria-hidden />
          {t('orders.recordOrder')}
        </Link>
      </Button>
    </div>
  );
}
