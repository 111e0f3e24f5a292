import { Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SKELETONS } from '../../../../common/constants.ts';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { PhoneNumber } from '../../components/formatted.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate } from '../../lib/format.ts';

/** The first letter of the name (a whole grapheme for accented or Arabic names). */
export function initialOf(name: string, language?: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toLocaleUpperCase(language);
}

function ContactRow({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

interface CustomerCardProps {
  customer: Customer;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

export function CustomerCard({ customer, onEdit, onDelete }: CustomerCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary"
        >
          {initialOf(customer.name, language)}
        </span>
        <div className="min-w-0">
          {/* Its own direction: an Arabic name in a French page truncates at its own end. */}
          <h2 className="truncate text-base font-semibold text-page" dir="auto">
            {customer.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('customers.since', { date: formatDate(customer.createdAt, language) })}
          </p>
        </div>
      </div>
      {(customer.email || customer.phone || customer.address) && (
        <ul className="grid gap-2 text-sm">
          {customer.email && (
            <ContactRow icon={Mail}>
              <a href={`mailto:${customer.email}`} dir="ltr" className="hover:underline">
                {customer.email}
              </a>
            </ContactRow>
          )}
          {customer.phone && (
            <ContactRow icon={Phone}>
              <PhoneNumber phone={customer.phone} className="hover:underline" />
            </ContactRow>
          )}
          {customer.address && (
            <ContactRow icon={MapPin}>
              <bdi dir="auto">{customer.address}</bdi>
            </ContactRow>
          )}
        </ul>
      )}
      <div className="mt-auto flex gap-2 pt-1">
        <Button
          variant="outline"
          className="h-11 flex-1 md:h-9"
          aria-label={t('customers.editNamed', { name: customer.name })}
          onClick={() => onEdit(customer)}
        >
          <Pencil aria-hidden />
          {t('customers.edit')}
        </Button>
        <Button
          variant="outline"
          className="h-11 flex-1 border-destructive/40 text-destructive hover:bg-destructive-soft hover:text-destructive md:h-9"
          aria-label={t('customers.deleteNamed', { name: customer.name })}
          onClick={() => onDelete(customer)}
        >
          <Trash2 aria-hidden />
          {t('customers.delete')}
        </Button>
      </div>
    </Card>
  );
}

const SKELETON_CARDS = Array.from({ length: SKELETONS.customers }, (_, index) => index);

/** The 6 placeholder cards of SPEC §9 while the book loads. */
export function CustomerCardSkeletons() {
  return SKELETON_CARDS.map((index) => (
    <li key={index}>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-9 flex-1" />
          <Skeleton className="h-9 flex-1" />
        </div>
      </Card>
    </li>
  ));
}
