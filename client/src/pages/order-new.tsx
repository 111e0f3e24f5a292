import { useTranslation } from 'react-i18next';
import { BackToOrders, OrderForm } from '../features/orders/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /orders/new: record an order the seller took in a DM or by phone. */
export default function OrderNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.newOrder'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackToOrders />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('orders.form.title')}</h1>
        <p className="text-muted-foreground">{t('orders.form.subtitle')}</p>
      </div>
      <OrderForm />
    </div>
  );
}
