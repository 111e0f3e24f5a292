/**
 * The browse page's filters: category, the store's governorate, a price range and "in stock
 * only". The same panel is the sidebar on wide screens and the sheet's content on phones.
 * Category, governorate and stock apply at once; the price range on Apply (or Enter), so typing
 * "15" does not load the list for "1" first.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '../../../../common/categories.ts';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { translateCode } from '../../lib/validation.ts';
import { sortedGovernorates } from '../orders/index.ts';
import {
  BROWSE_SORTS,
  type BrowseQuery,
  type BrowseQueryChanges,
  type BrowseSort,
} from './browse-query.ts';

const ALL = 'all';
const MAX_PRICE = 1_000_000;

const RELEVANCE = 'relevance' as const;

export const SORT_LABEL_KEYS: Record<BrowseSort | typeof RELEVANCE, string> = {
  relevance: 'marketplace.catalog.sortRelevance',
  newest: 'marketplace.catalog.sortNewest',
  price_asc: 'marketplace.catalog.sortPriceAsc',
  price_desc: 'marketplace.catalog.sortPriceDesc',
  popular: 'marketplace.catalog.sortPopular',
};

/** "" → undefined (no bound); a number from 0 → itself; anything else → NaN (refused). */
export function parsePriceInput(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : Number.NaN;
}

interface FilterProps {
  /** Prefix of the controls' ids: the sidebar and the sheet may both be in the page. */
  id: string;
  query: BrowseQuery;
  onChange: (changes: BrowseQueryChanges) => void;
}

export function SortSelect({
  id,
  query,
  onChange,
  className,
}: FilterProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Label htmlFor={`${id}-sort`} className="sr-only">
        {t('marketplace.catalog.sort')}
      </Label>
      <ChoiceSelect
        id={`${id}-sort`}
        value={query.sort ?? (query.q ? RELEVANCE : 'newest')}
        onValueChange={(value) => onChange({ sort: BROWSE_SORTS.find((sort) => sort === value) })}
        choices={[...(query.q ? [RELEVANCE] : []), ...BROWSE_SORTS].map((sort) => ({
          value: sort,
          label: t(SORT_LABEL_KEYS[sort]),
        }))}
      />
    </div>
  );
}

export function BrowseFilters({ id, query, onChange }: FilterProps) {
  const { t, i18n } = useTranslation();
  const [minText, setMinText] = useState(query.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(query.maxPrice?.toString() ?? '');
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const categories = CATEGORY_CODES.map((code) => ({
    value: code,
    label: t(`categories.${code}`),
  })).sort((a, b) => (a.value === 'other' ? 1 : b.value === 'other' ? -1 : 0));

  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = parsePriceInput(minText);
    const maxPrice = parsePriceInput(maxText);
    const next: typeof errors = {};
    if (Number.isNaN(minPrice)) next.min = t('marketplace.filters.invalidPrice');
    if (Number.isNaN(maxPrice)) next.max = t('marketplace.filters.invalidPrice');
    else if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      next.max = translateCode(t, 'marketplace.priceRange.invalid');
    setErrors(next);
    if (next.min || next.max) return;
    onChange({ minPrice, maxPrice });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>{t('marketplace.catalog.category')}</Label>
        <ChoiceSelect
          id={`${id}-category`}
          value={query.category ?? ALL}
          onValueChange={(value) =>
            onChange({ category: CATEGORY_CODES.find((code) => code === value) })
          }
          choices={[{ value: ALL, label: t('marketplace.catalog.anyCategory') }, ...categories]}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-governorate`}>{t('marketplace.catalog.governorate')}</Label>
        <ChoiceSelect
          id={`${id}-governorate`}
          value={query.governorate ?? ALL}
          onValueChange={(value) => onChange({ governorate: value === ALL ? undefined : value })}
          choices={[
            { value: ALL, label: t('marketplace.catalog.anyGovernorate') },
            ...sortedGovernorates(i18n.language).map((g) => ({ value: g.code, label: g.name })),
          ]}
        />
      </div>
      <form
        noValidate
        onSubmit={applyPrices}
        aria-label={t('marketplace.catalog.price')}
        className="grid gap-2"
      >
        <p className="text-sm leading-none font-medium">{t('marketplace.catalog.price')}</p>
        <div className="grid grid-cols-2 gap-2">
          <FormField
            label={t('marketplace.catalog.minPrice')}
            htmlFor={`${id}-min`}
            error={errors.min}
          >
            <Input
              className="h-11 md:h-10"
              inputMode="decimal"
              dir="ltr"
              placeholder="0"
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('marketplace.catalog.maxPrice')}
            htmlFor={`${id}-max`}
            error={errors.max}
          >
            <Input
              className="h-11 md:h-10"
              inputMode="decimal"
              dir="ltr"
              placeholder="1000"
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className="h-11 md:h-10">
          {t('marketplace.catalog.apply')}
        </Button>
      </form>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-stock`}>{t('marketplace.catalog.inStock')}</Label>
        <Switch
          id={`${id}-stock`}
          checked={query.inStock}
          onCheckedChange={(checked) => onChange({ inStock: checked })}
        />
      </div>
    </div>
  );
}
