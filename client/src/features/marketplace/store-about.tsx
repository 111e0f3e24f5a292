import { MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceStore } from '../../../../common/contracts/marketplace.ts';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPhone, telHref } from '../../lib/format.ts';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';
import { StoreAvatar } from './store-card.tsx';

/** The store page's about card: name, description, phone to call, address, Contact Seller. */
export function StoreAbout({ store }: { store: MarketplaceStore }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-start gap-4">
        <StoreAvatar name={store.storeName} className="size-14 text-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-2xl leading-tight font-bold sm:text-3xl">
            <bdi>{store.storeName}</bdi>
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('marketplace.store.productsCount', { count: store.productsCount })}
          </p>
        </div>
      </div>
      <section className="grid gap-1" aria-labelledby="store-about-title">
        <h2 id="store-about-title" className="text-sm font-semibold">
          {t('marketplace.store.about')}
        </h2>
        <p
          className={cn(
            'text-sm whitespace-pre-line sm:text-base',
            store.storeDescription ? 'text-muted-foreground' : 'text-muted-foreground/80 italic',
          )}
          dir="auto"
        >
          {store.storeDescription || t('marketplace.noDescription')}
        </p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <ul className="flex flex-col gap-1 text-sm">
          {store.storePhone && (
            <li>
              <a
                href={telHref(store.storePhone)}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
              >
                <Phone className="size-4" aria-hidden />
                <span className="sr-only">{t('marketplace.store.phone')}</span>
                <bdi dir="ltr" className="whitespace-nowrap" data-testid="store-phone">
                  {formatPhone(store.storePhone)}
                </bdi>
              </a>
            </li>
          )}
          {store.storeAddress && (
            <li className="flex items-start gap-2 text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="sr-only">{t('marketplace.store.address')}</span>
              <bdi className="text-page">{store.storeAddress}</bdi>
            </li>
          )}
        </ul>
        <ContactSellerDialog
          storeId={store.id}
          storeName={store.storeName}
          variant="default"
          className="w-full sm:w-auto"
        />
      </div>
    </Card>
  );
}

export function StoreAboutSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" role="status" aria-label={t('common.loading')}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <Skeleton className="h-8 w-1/2" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-10 w-40" />
    </Card>
  );
}
