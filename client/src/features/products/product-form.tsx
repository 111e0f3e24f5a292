/** The product form of SPEC §5, shared by the Add dialog, /products/new and /products/edit/:id. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import { PRODUCT_STATUSES } from '../../../../common/enums.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import { effectiveStockStatus } from '../../../../common/stock.ts';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import {
  PRODUCT_FIELDS,
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  submitLabel: string;
  /** Saves; a failure keeps the form open with the server's messages under the fields. */
  save: (values: ProductFormOutput) => Promise<Product>;
  /** Title of the toast after a save ('Product created', …). */
  savedTitle: string;
  /** Title of the destructive toast when the save fails ('Failed to create product', …). */
  failureTitle: string;
  /** The next step once saved: close the dialog, open the product. */
  onSaved: (product: Product) => void;
  /** Extra buttons before the submit button (Cancel, Delete). */
  actions?: ReactNode;
  className?: string;
}

export function ProductForm({
  defaultValues,
  submitLabel,
  save,
  savedTitle,
  failureTitle,
  onSaved,
  actions,
  className,
}: ProductFormProps) {
  const { t } = useTranslation();
  const featuredId = useId();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const stockTyped = useWatch({ control: form.control, name: 'stockQuantity' });
  // Blank or being typed: the select shows the seller's choice until there is a number.
  const stock =
    typeof stockTyped === 'number' && Number.isInteger(stockTyped) && stockTyped >= 0
      ? stockTyped
      : undefined;
  const previewUrl = useDebouncedValue(imageUrl ?? '', 400);

  const submit = useFormSubmit(form, {
    action: save,
    fields: PRODUCT_FIELDS,
    errorTitle: failureTitle,
    successToast: { title: savedTitle },
    onSuccess: (product) => onSaved(product),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className={cn('grid gap-4', className)}
      aria-busy={isSubmitting}
    >
      <TextField form={form} name="name" label={t('products.form.name')} autoComplete="off" />
      <TextAreaField
        form={form}
        name="description"
        label={t('products.form.description')}
        rows={4}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="price"
          kind="code"
          label={t('products.form.price')}
          options={{ valueAsNumber: true }}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
        />
        <TextField
          form={form}
          name="stockQuantity"
          kind="code"
          label={t('products.form.stockQuantity')}
          options={{ valueAsNumber: true }}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
        />
      </div>
      <div className="flex items-start gap-3">
        <TextField
          form={form}
          name="imageUrl"
          kind="code"
          label={t('products.form.imageUrl')}
          description={t('products.form.imageUrlHint')}
          className="min-w-0 flex-1"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <div className="mt-7 shrink-0">
          <ProductImage
            src={previewUrl}
            alt={t('products.form.imagePreview')}
            loading="eager"
            className="size-20 rounded-md border"
          />
        </div>
      </div>
      <SelectField
        form={form}
        name="status"
        label={t('products.form.status')}
        description={t('products.form.stockHint', { threshold: LIMITS.lowStockThreshold })}
        // The field keeps the seller's choice; the select shows what buyers will read with the
        // stock typed (common/stock.ts) and offers only the statuses that stock allows.
        shown={(value) => {
          const chosen = PRODUCT_STATUSES.find((status) => status === value);
          return chosen && stock !== undefined ? effectiveStockStatus(chosen, stock) : value;
        }}
        choices={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: t(`products.status.${status}`),
          disabled: stock !== undefined && effectiveStockStatus(status, stock) !== status,
        }))}
      />
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={featuredId}
              ref={field.ref}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={featuredId}>{t('products.form.featured')}</Label>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
