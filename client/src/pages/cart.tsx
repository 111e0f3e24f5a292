import { useTranslation } from 'react-i18next';
import { CartView } from '../features/cart/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/cart */
export default function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.cart'));
  return <CartView />;
}
