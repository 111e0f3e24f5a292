import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CheckoutResult } from '../../../common/contracts/checkout.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import { clearCart, useCart } from '../features/cart/index.ts';
import {
  type CartNotice,
  CheckoutForm,
  CheckoutSummary,
  ConflictAlert,
  saveLastCheckout,
} from '../features/checkout/index.ts';
import { rememberTrackingKeys } from '../features/tracking/index.ts';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/checkout: cash on delivery, for guests and signed-in buyers alike. */
export default function CheckoutPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.checkout'));
  const [, navigate] = useLocation();
  const cart = useCart();
  const { user, isLoading } = useCurrentUser();
  const [notices, setNotices] = useState<CartNotice[]>([]);
  // The form's governorate, which sets each store's delivery fee in the summary.
  const [governorate, setGovernorate] = useState<string | null>(null);

  const placed = (result: CheckoutResult, email: string) => {
    saveLastCheckout(result, email);
    rememberTrackingKeys(result.orders);
    navigate(paths.marketplace.confirmation);
    clearCart();
  };

  if (isLoading) return <PageSpinner />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.title')}</h1>
      <ConflictAlert notices={notices} />
      {cart.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t('cart.empty')}
          description={t('cart.emptyText')}
          action={
            <Button asChild className="h-11 md:h-10">
              <Link href={paths.marketplace.home}>{t('cart.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="min-w-0 lg:sticky lg:top-20 lg:order-2 lg:col-span-2">
            <CheckoutSummary lines={cart} governorate={governorate} />
          </div>
          <div className="min-w-0 lg:order-1 lg:col-span-3">
            <CheckoutForm
              lines={cart}
              defaults={
                user?.userType === 'customer'
                  ? { name: user.fullName, email: user.email }
                  : undefined
              }
              onConflict={(next) => {
                setNotices(next);
                if (next.length) window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onPlaced={placed}
              onGovernorateChange={setGovernorate}
            />
          </div>
        </div>
      )}
    </div>
  );
}
