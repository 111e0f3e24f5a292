/** The product form of SPEC §5, shared by the Add dialog, /products/new and /products/edit/:id. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES } from '../../../../common/categories.ts';
import { LIMITS } from '../../../../common/constants.ts';
import { PRODUCT_STATUSES } from '../../../../common/enums.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import type { MediaImage } from '../../../../common/media.ts';
import { PRODUCT_IMAGES_MAX } from '../../../../common/schemas/back-office.ts';
import { effectiveStockStatus } from '../../../../common/stock.ts';
import {
  SelectField,
  TextAreaField,
  TextField,
  type FieldForm,
} from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { usePhotoUploads } from '../media/index.ts';
import {
  PRODUCT_FIELDS,
  productFormSchema,
  productSaveValues,
  type ProductFormOutput,
  type ProductFormValues,
  type ProductSaveValues,
} from './product-form-schema.ts';
import { ProductPhotosField } from './product-photos-field.tsx';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The product's uploaded photos today, in order (none for a new product). */
  images?: readonly MediaImage[];
  submitLabel: string;
  /** Saves; a failure keeps the form open with the server's messages under the fields. */
  save: (values: ProductSaveValues) => Promise<Product>;
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

const NO_IMAGES: readonly MediaImage[] = [];

export function ProductForm({
  defaultValues,
  images = NO_IMAGES,
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
  const waitId = useId();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues,
  });
  const { isSubmitting } = form.formState;
  const { errors } = useFormState({ control: form.control, name: ['images', 'imageUrl'] });
  const photos = usePhotoUploads(images, PRODUCT_IMAGES_MAX);
  const photosFailed = photos.photos.some((photo) => photo.state === 'failed');
  const stockTyped = useWatch({ control: form.control, name: 'stockQuantity' });
  // Blank or being typed: the select shows the seller's choice until there is a number.
  const stock =
    typeof stockTyped === 'number' && Number.isInteger(stockTyped) && stockTyped >= 0
      ? stockTyped
      : undefined;

  const submit = useFormSubmit(form, {
    action: save,
    fields: PRODUCT_FIELDS,
    errorTitle: failureTitle,
    successToast: { title: savedTitle },
    onSuccess: (product) => onSaved(product),
  });

  // Photos still on their way, or failed and neither retried nor removed, would be lost.
  const waiting = photos.busy ? t('photos.waitUploads') : photosFailed ? t('photos.fixFailed') : '';

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        if (waiting) return;
        const withPhotos = { ...values, images: photos.images };
        await submit(productSaveValues(withPhotos, defaultValues.imageUrl, images.length > 0));
      })}
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
      <SelectField
        form={form}
        name="category"
        label={t('products.form.category')}
        placeholder={t('products.form.chooseCategory')}
        choices={CATEGORY_CODES.map((code) => ({ value: code, label: t(`categories.${code}`) }))}
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
      <ProductPhotosField
        photos={photos}
        error={typeof errors.images?.message === 'string' ? errors.images.message : undefined}
      />
      <ImageUrlOption form={form} forceOpen={Boolean(errors.imageUrl)} />
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
      {waiting && (
        <p id={waitId} role="status" className="text-sm text-muted-foreground sm:text-end">
          {waiting}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <SubmitButton
          pending={isSubmitting}
          disabled={Boolean(waiting)}
          aria-describedby={waiting ? waitId : undefined}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * A link to a picture elsewhere, as products made before uploads have: folded away, open when
 * the product has one or when it is refused. Uploaded photos win over it on the marketplace.
 */
function ImageUrlOption({
  form,
  forceOpen,
}: {
  form: FieldForm<ProductFormValues, ProductFormOutput>;
  forceOpen: boolean;
}) {
  const { t } = useTranslation();
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const [open, setOpen] = useState(() => Boolean(imageUrl));
  const previewUrl = useDebouncedValue(imageUrl ?? '', 400);
  return (
    <details
      open={open || forceOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-md border px-3 py-2"
    >
      <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        {t('products.form.imageUrlOption')}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="flex items-start gap-3 pt-2 pb-1">
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
            sizes="thumb"
            className="size-20 rounded-md border"
          />
        </div>
      </div>
    </details>
  );
}
