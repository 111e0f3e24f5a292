import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../common/contracts/customers.ts';
import { Pagination } from '../components/pagination.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  CUSTOMERS_PAGE_SIZE,
  useCustomers,
  CustomerCard,
  CustomerCardSkeletons,
  CustomerDeleteDialog,
  CustomerFormDialog,
} from '../features/customers/index.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useListSearchParams } from '../lib/use-list-search-params.ts';

/** /customers (SPEC §2): search, cards, add and edit dialogs, delete confirmation, paging. */
export default function CustomersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.customers'));
  const { q: typed, page, update } = useListSearchParams();
  // Typed text goes to the URL at once; the list asks the server once typing pauses.
  const q = useDebouncedValue(typed.trim());
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
        wrapperClassName="w-full sm:max-w-sm"
        label={t('customers.searchLabel')}
        placeholder={t('customers.searchPlaceholder')}
        value={typed}
        onValueChange={(value) => update({ q: value, page: 1 })}
      />
      {content}
      {data && (
        <Pagination
          page={page}
          pageSize={data.pageSize || CUSTOMERS_PAGE_SIZE}
          total={data.total}
          onPageChange={(next) => update({ page: next })}
          label={t('customers.pagination.label')}
        />
      )}
      <CustomerFormDialog open={formOpen} onOpenChange={setFormOpen} customer={editing} />
      <CustomerDeleteDialog customer={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}
