import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customerInputSchema, type CustomerInput } from '../../../../common/schemas/back-office.ts';
import type { Customer } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  customerErrorText,
  useCreateCustomer,
  useUpdateCustomer,
  type CustomerPayload,
} from './api.ts';
import { translateCustomerMessage } from './customer-messages.ts';

const FIELDS = ['name', 'email', 'phone', 'address'] as const;
const controlClassName = 'h-11 md:h-10';

function valuesOf(customer: Customer | null): CustomerInput {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
  };
}

interface CustomerFormProps {
  /** null adds a new customer; a customer opens the form prefilled to edit it. */
  customer: Customer | null;
  onDone: () => void;
}

function CustomerForm({ customer, onDone }: CustomerFormProps) {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const form = useForm<CustomerInput, unknown, CustomerPayload>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: valuesOf(customer),
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) =>
    translateCustomerMessage(t, errors[field]?.message);

  async function submit(values: CustomerPayload) {
    try {
      if (customer) await update.mutateAsync({ id: customer.id, ...values });
      else await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
      toast({
        variant: 'destructive',
        title: customer ? t('customers.toast.updateFailed') : t('customers.toast.createFailed'),
        description: customerErrorText(t, error),
      });
      return;
    }
    toast({ title: customer ? t('customers.toast.updated') : t('customers.toast.created') });
    onDone();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField
        label={
          <>
            {t('customers.form.name')}{' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </>
        }
        htmlFor="customer-name"
        error={errorOf('name')}
      >
        <Input
          className={controlClassName}
          dir="auto"
          autoComplete="name"
          aria-required
          placeholder={t('customers.form.namePlaceholder')}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label={t('customers.form.email')}
        htmlFor="customer-email"
        error={errorOf('email')}
      >
        <Input
          className={`${controlClassName} rtl:text-end`}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('customers.form.emailPlaceholder')}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        label={t('customers.form.phone')}
        htmlFor="customer-phone"
        error={errorOf('phone')}
      >
        <Input
          className={`${controlClassName} rtl:text-end`}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder={t('customers.form.phonePlaceholder')}
          {...form.register('phone')}
        />
      </FormField>
      <FormField
        label={t('customers.form.address')}
        htmlFor="customer-address"
        error={errorOf('address')}
      >
        <Input
          className={controlClassName}
          dir="auto"
          autoComplete="street-address"
          placeholder={t('customers.form.addressPlaceholder')}
          {...form.register('address')}
        />
      </FormField>
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" className={controlClassName}>
            {t('customers.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" className={controlClassName} disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting
            ? t('customers.form.saving')
            : customer
              ? t('customers.form.save')
              : t('customers.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: Customer | null;
}

/** Add New Customer / Edit Customer; the form mounts fresh at each opening. */
export function CustomerFormDialog({ open, onOpenChange, customer }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>
            {customer ? t('customers.form.editTitle') : t('customers.form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('customers.form.description')}</DialogDescription>
        </DialogHeader>
        <CustomerForm
          key={customer?.id ?? 'new'}
          customer={customer}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
