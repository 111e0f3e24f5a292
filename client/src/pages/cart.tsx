import { useTranslation } from 'react-i18next';
import { CartView } from '../features/cart/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/cart */
export default function CartPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.cart'));
  return <CartView />;
}
