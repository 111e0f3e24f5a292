import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../common/types.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../features/customers/api.ts';
import { CustomerCard, CustomerCardSkeletons } from '../features/customers/customer-card.tsx';
import { CustomerDeleteDialog } from '../features/customers/customer-delete-dialog.tsx';
import { CustomerFormDialog } from '../features/customers/customer-form-dialog.tsx';
import {
  ListPagination,
  SearchBox,
  useListSearchParams,
} from '../features/orders/list-controls.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /customers (SPEC §2): search, cards, add and edit dialogs, delete confirmation, paging. */
export default function CustomersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.customers'));
  const { q, page, update } = useListSearchParams();
  const customers = useCustomers({ q, page });
  const data = customers.data;
  // The target stays set while a dialog closes, so its title does not flip during the animation.
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const openForm = (customer: Customer | null) => {
    setEditing(customer);
    setFormOpen(true);
  };
  const addButton = (
    <Button className="h-11 md:h-10" onClick={() => openForm(null)}>
      <Plus aria-hidden />
      {t('customers.add')}
    </Button>
  );

  let content;
  if (customers.isError) {
    content = (
      <EmptyState
        role="alert"
        icon={Users}
        title={t('customers.loadError')}
        action={
          <Button
            variant="outline"
            className="h-11 md:h-10"
            onClick={() => void customers.refetch()}
          >
            {t('customers.retry')}
          </Button>
        }
      />
    );
  } else if (data && data.items.length === 0) {
    content = q ? (
      <EmptyState
        icon={Users}
        title={t('customers.emptySearch')}
        description={t('customers.emptySearchHint')}
      />
    ) : (
      <EmptyState
        icon={Users}
        title={t('customers.empty')}
        description={t('customers.emptyHint')}
        action={addButton}
      />
    );
  } else {
    content = (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy={customers.isPending}
        aria-label={t('customers.listLabel')}
      >
        {customers.isPending ? (
          <CustomerCardSkeletons />
        ) : (
          data?.items.map((customer) => (
            <li key={customer.id}>
              <CustomerCard
                customer={customer}
                onEdit={openForm}
                onDelete={(target) => {
                  setDeleting(target);
                  setDeleteOpen(true);
                }}
              />
            </li>
          ))
        )}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('customers.title')}</h1>
          <p className="text-muted-foreground">{t('customers.subtitle')}</p>
        </div>
        {addButton}
      </div>
      <SearchBox
        id="customers-search"
        label={t('customers.searchLabel')}
        placeholder={t('customers.searchPlaceholder')}
        value={q}
        onSearch={(value) => update({ q: value, page: 1 })}
      />
      {content}
      {data && (
        <ListPagination
          page={page}
          pageSize={data.pageSize || CUSTOMERS_PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => update({ page: next })}
          labels={{
            nav: t('customers.pagination.label'),
            previous: t('customers.pagination.previous'),
            next: t('customers.pagination.next'),
            status: (current, pages) => t('customers.pagination.status', { page: current, pages }),
          }}
        />
      )}
      <CustomerFormDialog open={formOpen} onOpenChange={setFormOpen} customer={editing} />
      <CustomerDeleteDialog customer={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}
