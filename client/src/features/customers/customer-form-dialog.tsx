import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customerInputSchema, type CustomerInput } from '../../../../common/schemas/back-office.ts';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { TextField } from '../../components/form/fields.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useCreateCustomer, useUpdateCustomer, type CustomerPayload } from './api.ts';

const FIELDS = ['name', 'email', 'phone', 'address'] as const;

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

  const submit = useFormSubmit(form, {
    action: (values: CustomerPayload) =>
      customer ? update.mutateAsync({ id: customer.id, ...values }) : create.mutateAsync(values),
    fields: FIELDS,
    errorTitle: customer ? t('customers.toast.updateFailed') : t('customers.toast.createFailed'),
    successToast: { title: customer ? t('customers.toast.updated') : t('customers.toast.created') },
    onSuccess: onDone,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <TextField
        form={form}
        name="name"
        kind="name"
        label={t('customers.form.name')}
        requiredMark
        placeholder={t('customers.form.namePlaceholder')}
      />
      <TextField
        form={form}
        name="email"
        kind="email"
        label={t('customers.form.email')}
        placeholder={t('customers.form.emailPlaceholder')}
      />
      <TextField
        form={form}
        name="phone"
        kind="phone"
        label={t('customers.form.phone')}
        placeholder={t('customers.form.phonePlaceholder')}
      />
      <TextField
        form={form}
        name="address"
        kind="address"
        label={t('customers.form.address')}
        placeholder={t('customers.form.addressPlaceholder')}
      />
      <FormDialogFooter
        cancelLabel={t('customers.form.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('customers.form.saving')}
      >
        {customer ? t('customers.form.save') : t('customers.form.create')}
      </FormDialogFooter>
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
