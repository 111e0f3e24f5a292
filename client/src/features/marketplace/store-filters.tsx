import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '../../../../common/enums.ts';
import { MARKETPLACE_SORTS, type MarketplaceSort } from '../../../../common/schemas/marketplace.ts';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { translateCode } from '../../lib/validation.ts';
import { isProductStatus } from '../products/index.ts';
import { hasFilters, type StoreQuery, type StoreQueryChanges } from './store-query.ts';

const SORT_KEYS: Record<MarketplaceSort, string> = {
  newest: 'marketplace.filters.sortNewest',
  price_asc: 'marketplace.filters.sortPriceAsc',
  price_desc: 'marketplace.filters.sortPriceDesc',
  name: 'marketplace.filters.sortName',
};

const ALL = 'all';
const controlClassName = 'h-11 md:h-10';

/** "" → undefined (no bound); a number from 0 → itself; anything else → NaN (refused). */
function parsePrice(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? value : Number.NaN;
}

interface StoreFiltersProps {
  id: string;
  query: StoreQuery;
  onChange: (changes: StoreQueryChanges) => void;
}

/**
 * The store page's Filter panel: status and sort apply at once; the price range applies when the
 * buyer presses Apply (or Enter), so typing "15" does not load the list for "1" first.
 */
export function StoreFilters({ id, query, onChange }: StoreFiltersProps) {
  const { t } = useTranslation();
  const [minText, setMinText] = useState(query.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(query.maxPrice?.toString() ?? '');
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = parsePrice(minText);
    const maxPrice = parsePrice(maxText);
    const next: typeof errors = {};
    if (Number.isNaN(minPrice)) next.min = t('marketplace.filters.invalidPrice');
    if (Number.isNaN(maxPrice)) next.max = t('marketplace.filters.invalidPrice');
    else if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      next.max = translateCode(t, 'marketplace.priceRange.invalid');
    setErrors(next);
    if (next.min || next.max) return;
    onChange({ minPrice, maxPrice });
  }

  function clear() {
    setMinText('');
    setMaxText('');
    setErrors({});
    onChange({ status: undefined, minPrice: undefined, maxPrice: undefined, sort: 'newest' });
  }

  return (
    <Card id={id} className="p-4">
      <form noValidate onSubmit={applyPrices} aria-label={t('marketplace.filters.title')}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_8rem_8rem_auto] lg:items-start">
          <div className="col-span-2 grid gap-2 sm:col-span-1">
            <Label htmlFor={`${id}-status`}>{t('marketplace.filters.status')}</Label>
            <ChoiceSelect
              id={`${id}-status`}
              value={query.status ?? ALL}
              onValueChange={(value) =>
                onChange({ status: isProductStatus(value) ? value : undefined })
              }
              choices={[
                { value: ALL, label: t('marketplace.filters.statusAll') },
                ...PRODUCT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`products.status.${status}`),
                })),
              ]}
            />
          </div>
          <div className="col-span-2 grid gap-2 sm:col-span-1">
            <Label htmlFor={`${id}-sort`}>{t('marketplace.filters.sort')}</Label>
            <ChoiceSelect
              id={`${id}-sort`}
              value={query.sort}
              onValueChange={(value) =>
                onChange({ sort: MARKETPLACE_SORTS.find((sort) => sort === value) ?? 'newest' })
              }
              choices={MARKETPLACE_SORTS.map((sort) => ({
                value: sort,
                label: t(SORT_KEYS[sort]),
              }))}
            />
          </div>
          <FormField
            label={t('marketplace.filters.minPrice')}
            htmlFor={`${id}-min`}
            error={errors.min}
          >
            <Input
              className={controlClassName}
              inputMode="decimal"
              dir="ltr"
              placeholder="0"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('marketplace.filters.maxPrice')}
            htmlFor={`${id}-max`}
            error={errors.max}
          >
            <Input
              className={controlClassName}
              inputMode="decimal"
              dir="ltr"
              placeholder="1000"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </FormField>
          <div className="col-span-2 flex gap-2 lg:col-span-1 lg:mt-7">
            <Button type="submit" className={`${controlClassName} flex-1 lg:flex-none`}>
              {t('marketplace.filters.apply')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className={`${controlClassName} flex-1 lg:flex-none`}
              disabled={!hasFilters(query) && query.sort === 'newest'}
              onClick={clear}
            >
              {t('marketplace.filters.clear')}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
