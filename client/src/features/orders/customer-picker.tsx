import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { formFieldControlProps } from '../../components/ui/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPhone } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { useCustomerOptions } from './api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

interface CustomerPickerProps {
  id: string;
  selected: Customer | null;
  onSelect: (customer: Customer | null) => void;
  error?: string;
}

function contactLine(customer: Customer) {
  return [formatPhone(customer.phone), customer.email].filter(Boolean).join(' · ');
}

/** Search the customer book and pick one; a link leads to /customers to add someone new. */
export function CustomerPicker({ id, selected, onSelect, error }: CustomerPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const options = useCustomerOptions(q);
  const customers = options.data?.items ?? [];

  const addLink = (
    <Link
      href={paths.customers}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <UserPlus className="size-4" aria-hidden />
      {t('orders.form.addCustomer')}
    </Link>
  );

  if (selected) {
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-change`}>{t('orders.form.customer')}</Label>
        <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 p-3">
          <div className="min-w-0">
            <p className="font-medium">
              <bdi>{selected.name}</bdi>
            </p>
            {contactLine(selected) && (
              <p className="truncate text-sm text-muted-foreground" dir="ltr">
                {contactLine(selected)}
              </p>
            )}
          </div>
          <Button
            id={`${id}-change`}
            type="button"
            variant="outline"
            className="h-11 md:h-10"
            onClick={() => onSelect(null)}
          >
            {t('orders.form.changeCustomer')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {t('orders.form.customer')}
      </Label>
      <SearchBox
        placeholder={t('orders.form.customerSearch')}
        value={text}
        onValueChange={setText}
        {...formFieldControlProps(id, error)}
      />
      <div
        className="max-h-64 overflow-y-auto rounded-md border"
        aria-busy={options.isPending}
        aria-label={t('orders.form.customerResults')}
        role="group"
      >
        {options.isPending ? (
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        ) : customers.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">
            {options.isError ? t('orders.form.customersError') : t('orders.form.noCustomers')}
          </p>
        ) : (
          <ul className="divide-y">
            {customers.map((customer) => (
              <li key={customer.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full flex-col items-start justify-center px-3 py-2 text-start hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => onSelect(customer)}
                >
                  <span className="text-sm font-medium" dir="auto">
                    {customer.name}
                  </span>
                  {contactLine(customer) && (
                    <span className="text-xs text-muted-foreground" dir="ltr">
                      {contactLine(customer)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>{addLink}</div>
    </div>
  );
}
