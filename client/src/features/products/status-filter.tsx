import { Filter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/enums.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { isProductStatus } from './product-status.ts';

interface StatusFilterProps {
  value: ProductStatus | undefined;
  onChange: (status: ProductStatus | undefined) => void;
}

/** The Filter button (SPEC §2 leaves its behaviour open): a menu that narrows the list by status. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11 md:h-10">
          <Filter aria-hidden />
          {t('products.filter')}
          {value && (
            <Badge variant="secondary" className="ms-1">
              {t(`products.status.${value}`)}
            </Badge>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{t('products.filterStatus')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={value ?? 'all'}
          onValueChange={(next) => onChange(isProductStatus(next) ? next : undefined)}
        >
          <DropdownMenuRadioItem value="all">{t('products.statusAll')}</DropdownMenuRadioItem>
          {PRODUCT_STATUSES.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {t(`products.status.${status}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
