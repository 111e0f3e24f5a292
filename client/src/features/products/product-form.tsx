/** The product form of SPEC §5, shared by the Add dialog, /products/new and /products/edit/:id. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import { PRODUCT_STATUSES } from '../../../../common/enums.ts';
import { effectiveStockStatus } from '../../../../common/stock.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField, formFieldControlProps } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/cn.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import {
  PRODUCT_FIELDS,
  productFormSchema,
  translateProductMessage,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema.ts';
import { ProductImage } from './product-image.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  submitLabel: string;
  /** Title of the destructive toast when `onSubmit` throws ('Failed to create product', …). */
  failureTitle: string;
  /** Saves; throw to keep the form open with the server's messages. */
  onSubmit: (values: ProductFormOutput) => Promise<void>;
  /** Extra buttons before the submit button (Cancel, Delete). */
  actions?: ReactNode;
  className?: string;
}

export function ProductForm({
  defaultValues,
  submitLabel,
  failureTitle,
  onSubmit,
  actions,
  className,
}: ProductFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const stockTyped = useWatch({ control: form.control, name: 'stockQuantity' });
  // Blank or being typed: the select shows the seller's choice until there is a number.
  const stock =
    typeof stockTyped === 'number' && Number.isInteger(stockTyped) && stockTyped >= 0
      ? stockTyped
      : undefined;
  const previewUrl = useDebouncedValue(imageUrl ?? '', 400);
  const errorOf = (field: (typeof PRODUCT_FIELDS)[number]) =>
    translateProductMessage(t, errors[field]?.message);
  const fieldId = (field: string) => `${id}-${field}`;

  async function submit(values: ProductFormOutput) {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, PRODUCT_FIELDS, form.setError);
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: serverMessageOf(t, error, t('common.error'), translateProductMessage),
      });
    }
  }

  const statusError = errorOf('status');
  const statusHint = t('products.form.stockHint', { threshold: LIMITS.lowStockThreshold });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className={cn('grid gap-4', className)}
      aria-busy={isSubmitting}
    >
      <FormField label={t('products.form.name')} htmlFor={fieldId('name')} error={errorOf('name')}>
        <Input autoComplete="off" dir="auto" {...form.register('name')} />
      </FormField>
      <FormField
        label={t('products.form.description')}
        htmlFor={fieldId('description')}
        error={errorOf('description')}
      >
        <Textarea rows={4} dir="auto" {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('products.form.price')}
          htmlFor={fieldId('price')}
          error={errorOf('price')}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            dir="ltr"
            className="text-start"
            {...form.register('price', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label={t('products.form.stockQuantity')}
          htmlFor={fieldId('stockQuantity')}
          error={errorOf('stockQuantity')}
        >
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            dir="ltr"
            className="text-start"
            {...form.register('stockQuantity', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <FormField
          className="min-w-0 flex-1"
          label={t('products.form.imageUrl')}
          htmlFor={fieldId('imageUrl')}
          error={errorOf('imageUrl')}
          description={t('products.form.imageUrlHint')}
        >
          <Input
            type="url"
            inputMode="url"
            dir="ltr"
            className="text-start"
            placeholder="https://"
            {...form.register('imageUrl')}
          />
        </FormField>
        <div className="mt-7 shrink-0">
          <ProductImage
            src={previewUrl}
            alt={t('products.form.imagePreview')}
            loading="eager"
            className="size-20 rounded-md border"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId('status')} className={cn(statusError && 'text-destructive')}>
          {t('products.form.status')}
        </Label>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            // The field keeps the seller's choice; the select shows what buyers will read with
            // the stock typed (common/stock.ts) and offers only statuses that stock allows.
            <Select
              value={stock === undefined ? field.value : effectiveStockStatus(field.value, stock)}
              onValueChange={field.onChange}
            >
              <SelectTrigger
                ref={field.ref}
                onBlur={field.onBlur}
                {...formFieldControlProps(fieldId('status'), statusError, statusHint)}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PRODUCT_STATUSES.map((status) => (
                  <SelectItem
                    key={status}
                    value={status}
                    disabled={stock !== undefined && effectiveStockStatus(status, stock) !== status}
                  >
                    {t(`products.status.${status}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p id={`${fieldId('status')}-description`} className="text-sm text-muted-foreground">
          {statusHint}
        </p>
        {statusError && (
          <p id={`${fieldId('status')}-error`} role="alert" className="text-sm text-destructive">
            {statusError}
          </p>
        )}
      </div>
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={fieldId('featured')}
              ref={field.ref}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={fieldId('featured')}>{t('products.form.featured')}</Label>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner label={t('common.loading')} iconClassName="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
