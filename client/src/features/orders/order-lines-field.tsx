import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import type { ManualOrderInput } from '../../../../common/schemas/back-office.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import { Button } from '../../components/ui/button.tsx';
import { formFieldControlProps } from '../../components/ui/form-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Money } from '../../components/formatted.tsx';
import { isolate } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useProductOptions, type ManualOrderPayload } from './api.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { fromMillimes, toMillimes } from '../../../../common/money.ts';

export function isOrderable(product: Product) {
  return product.status !== 'out_of_stock' && product.stockQuantity >= LIMITS.quantityMin;
}

/** Sum in millimes so 0.1 + 0.2 stays 0.3 on screen. */
export function orderTotal(
  lines: ManualOrderInput['items'],
  products: ReadonlyMap<number, Product>,
) {
  let millimes = 0;
  for (const line of lines ?? []) {
    const product = products.get(line.productId);
    if (product) millimes += toMillimes(product.price) * (line.quantity || 0);
  }
  return fromMillimes(millimes);
}

interface OrderLinesFieldProps {
  control: Control<ManualOrderInput, unknown, ManualOrderPayload>;
  setValue: UseFormSetValue<ManualOrderInput>;
  errors: FieldErrors<ManualOrderInput>;
}

/** The product lines: product, quantity within its stock, line total; and the live order total. */
export function OrderLinesField({ control, setValue, errors }: OrderLinesFieldProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });
  const options = useProductOptions();
  const products = useMemo(
    () => new Map((options.data?.items ?? []).map((product) => [product.id, product])),
    [options.data],
  );
  const listError = fieldErrorText(t, errors.items?.root?.message ?? errors.items?.message);

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">{t('orders.form.products')}</legend>
      {options.isPending && <Skeleton className="h-24 w-full" />}
      {options.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('orders.form.productsError')}
        </p>
      )}
      {!options.isPending &&
        fields.map((field, index) => {
          const line = lines?.[index];
          const product = line ? products.get(line.productId) : undefined;
          const takenElsewhere = new Set(
            (lines ?? []).filter((_, other) => other !== index).map((other) => other.productId),
          );
          const productError = fieldErrorText(t, errors.items?.[index]?.productId?.message);
          const quantityError = fieldErrorText(t, errors.items?.[index]?.quantity?.message);
          const productId = `order-line-${field.id}-product`;
          const quantityId = `order-line-${field.id}-quantity`;
          return (
            <div key={field.id} className="grid gap-3 rounded-md border p-3 sm:p-4">
              <div className="grid gap-2">
                <Label htmlFor={productId}>{t('orders.form.product', { n: index + 1 })}</Label>
                <Controller
                  control={control}
                  name={`items.${index}.productId`}
                  render={({ field: select }) => (
                    <Select
                      value={select.value > 0 ? String(select.value) : undefined}
                      onValueChange={(value) => {
                        const chosen = products.get(Number(value));
                        select.onChange(Number(value));
                        if (chosen) {
                          const quantity = line?.quantity || LIMITS.quantityMin;
                          setValue(
                            `items.${index}.quantity`,
                            Math.min(Math.max(quantity, LIMITS.quantityMin), chosen.stockQuantity),
                          );
                        }
                      }}
                    >
                      <SelectTrigger
                        className="h-11 md:h-10"
                        onBlur={select.onBlur}
                        ref={select.ref}
                        {...formFieldControlProps(productId, productError)}
                      >
                        <SelectValue placeholder={t('orders.form.chooseProduct')} />
                      </SelectTrigger>
                      <SelectContent className="max-w-[calc(100vw-2rem)]">
                        {(options.data?.items ?? []).map((option) => (
                          <SelectItem
                            key={option.id}
                            value={String(option.id)}
                            disabled={!isOrderable(option) || takenElsewhere.has(option.id)}
                          >
                            {t('orders.form.productOption', {
                              name: isolate(option.name),
                              price: isolate(money(option.price)),
                              stock: isOrderable(option)
                                ? t('orders.form.inStock', { count: option.stockQuantity })
                                : t('orders.form.outOfStock'),
                            })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                {productError && (
                  <p id={`${productId}-error`} role="alert" className="text-sm text-destructive">
                    {productError}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div className="grid gap-2">
                  <Label htmlFor={quantityId}>{t('orders.form.quantity')}</Label>
                  <Controller
                    control={control}
                    name={`items.${index}.quantity`}
                    render={({ field: quantity }) => (
                      <QuantityStepper
                        id={quantityId}
                        value={quantity.value}
                        onChange={quantity.onChange}
                        max={product?.stockQuantity}
                        disabled={!product}
                        invalid={!!quantityError}
                        describedBy={quantityError ? `${quantityId}-error` : undefined}
                      />
                    )}
                  />
                </div>
                <div className="ms-auto flex items-center gap-2">
                  <p className="text-sm">
                    <span className="text-muted-foreground">{t('orders.form.lineTotal')} </span>
                    <Money
                      className="font-semibold"
                      amount={
                        product ? orderTotal([line ?? { productId: 0, quantity: 0 }], products) : 0
                      }
                    />
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-11 text-destructive hover:bg-destructive-soft hover:text-destructive md:size-10"
                    aria-label={t('orders.form.removeLine', { n: index + 1 })}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              {quantityError && (
                <p id={`${quantityId}-error`} role="alert" className="text-sm text-destructive">
                  {quantityError}
                </p>
              )}
            </div>
          );
        })}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          className="h-11 md:h-10"
          onClick={() => append({ productId: 0, quantity: LIMITS.quantityMin })}
        >
          <Plus aria-hidden />
          {t('orders.form.addLine')}
        </Button>
        <p className="text-lg font-semibold" aria-live="polite">
          {t('orders.form.total')} <Money amount={orderTotal(lines, products)} />
        </p>
      </div>
    </fieldset>
  );
}
