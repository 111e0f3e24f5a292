import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { productStatusDisplay } from './product-status.ts';

export function ProductStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation();
  const display = productStatusDisplay(status);
  return (
    <Badge variant={display.variant} className={className}>
      {t(display.labelKey)}
    </Badge>
  );
}
