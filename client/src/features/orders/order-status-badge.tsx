import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { orderStatusLabelKey, orderStatusStyle } from './order-status.ts';

/** A coloured badge for the five known statuses; any other value as plain text (SPEC §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const style = orderStatusStyle(status);
  const labelKey = orderStatusLabelKey(status);
  if (!style || !labelKey) return <span className="text-sm">{status}</span>;
  return (
    <Badge variant={style.variant} className={style.className}>
      {t(labelKey)}
    </Badge>
  );
}
