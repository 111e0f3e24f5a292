import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import { ConfirmationView, readLastCheckout } from '../features/checkout/index.ts';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/checkout/confirmation: the last checkout of this tab, kept across reloads. */
export default function CheckoutConfirmationPage() {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  useDocumentTitle(t('titles.confirmation'));
  const { user } = useCurrentUser();
  const [result] = useState(readLastCheckout);
  if (result) return <ConfirmationView result={result} signedIn={!!user} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.confirmation.noneTitle')}</h1>
      <EmptyState
        icon={PackageCheck}
        title={t('checkout.confirmation.none')}
        description={t('checkout.confirmation.noneText')}
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild className="h-11 md:h-10">
              <Link href={paths.marketplace.home}>{t('cart.browse')}</Link>
            </Button>
            <Button asChild variant="outline" className="h-11 md:h-10">
              <Link href={paths.marketplace.track()}>{t('tracking.title')}</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
