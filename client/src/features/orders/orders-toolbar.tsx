import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { SearchBox } from './list-controls.tsx';
import { NEW_ORDER_PATH } from './paths.ts';

const ALL = 'all';

interface OrdersToolbarProps {
  q: string;
  status: OrderStatus | undefined;
  onSearch: (q: string) => void;
  onStatusChange: (status: OrderStatus | undefined) => void;
}

/** Search by id or customer, the status filter, and the way to record a DM order. */
export function OrdersToolbar({ q, status, onSearch, onStatusChange }: OrdersToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchBox
        id="orders-search"
        label={t('orders.searchLabel')}
        placeholder={t('orders.searchPlaceholder')}
        value={q}
        onSearch={onSearch}
      />
      <div className="w-full sm:w-52">
        <Label htmlFor="orders-status" className="sr-only">
          {t('orders.statusFilter')}
        </Label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) =>
            onStatusChange(value === ALL ? undefined : (value as OrderStatus))
          }
        >
          <SelectTrigger id="orders-status" className="h-11 md:h-10">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('orders.status.all')}</SelectItem>
            {ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`orders.status.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button asChild className="h-11 sm:ms-auto md:h-10">
        <Link href={NEW_ORDER_PATH}>
          <Plus aria-hidden />
          {t('orders.recordOrder')}
        </Link>
      </Button>
    </div>
  );
}
