import { ArrowRight, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import {
  FeaturedProductsSection,
  StoresSection,
  MarketplaceSearchBox,
} from '../features/marketplace/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../../../common/routes.ts';

export default function MarketplaceHomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-extrabold sm:text-5xl">{t('home.heroTitle')}</h1>
          <p className="max-w-xl text-base text-muted-foreground sm:text-lg">
            {t('home.heroSubtitle')}
          </p>
          <MarketplaceSearchBox size="lg" className="max-w-xl" />
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href={paths.marketplace.stores}>
                {t('home.browseStores')}
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
              </Link>
            </Button>
            {/* An account has its type already: /business would only send it to its dashboard. */}
            {!user && (
              <Button asChild size="lg" variant="outline">
                <Link href={paths.business}>{t('home.openStore')}</Link>
              </Button>
            )}
          </div>
        </div>
      </section>
      <FeaturedProductsSection />
      <StoresSection />
      <section className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Truck className="size-6" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 className="text-lg font-semibold">{t('home.transporterTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('home.transporterText')}</p>
          </div>
          <Button asChild variant="secondary">
            <Link href={paths.auth({ tab: 'register', type: 'transporter' })}>
              {t('home.transporterCta')}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
