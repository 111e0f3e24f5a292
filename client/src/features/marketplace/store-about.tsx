import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceStore } from '../../../../common/contracts/marketplace.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPhone, telHref } from '../../lib/format.ts';
import { whatsappLink } from '../../lib/whatsapp.ts';
import { governorateName } from '../orders/index.ts';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';
import { GuestConversationLink } from './guest-conversation-link.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { StoreAvatar } from './store-card.tsx';

/**
 * The store page's about card: cover, logo, name, governorate, description, phone to call,
 * address, WhatsApp (when the store gave a number) and Contact Seller.
 */
export function StoreAbout({ store }: { store: MarketplaceStore }) {
  const { t, i18n } = useTranslation();
  // The same rule for the number as the product page's "Ask on WhatsApp", so both agree.
  const whatsapp = whatsappLink(
    store.storeWhatsapp,
    t('marketplace.store.whatsappGreeting', { store: store.storeName }),
  );
  return (
    <Card className="flex flex-col gap-4 overflow-hidden p-0">
      {store.cover && (
        <ProductImage
          image={store.cover}
          alt=""
          sizes="banner"
          priority
          className="aspect-[3/1] h-auto w-full sm:aspect-[4/1]"
        />
      )}
      <div className="flex flex-col gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
        <div className={cn('flex items-start gap-4', !store.cover && 'pt-4 sm:pt-6')}>
          <StoreAvatar
            name={store.storeName}
            logo={store.logo}
            className={cn(
              'size-16 text-2xl sm:size-20',
              store.cover && '-mt-12 bg-background ring-4 ring-background sm:-mt-14',
            )}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h1 className="text-2xl leading-tight font-bold sm:text-3xl">
              <bdi>{store.storeName}</bdi>
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>{t('marketplace.store.productsCount', { count: store.productsCount })}</span>
              {store.storeGovernorate && (
                <span className="flex items-center gap-1" data-testid="store-governorate">
                  <MapPin className="size-4 shrink-0" aria-hidden />
                  <span className="sr-only">{t('marketplace.store.governorate')}</span>
                  {governorateName(store.storeGovernorate, i18n.language)}
                </span>
              )}
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
          <div className="flex flex-col gap-2 sm:flex-row">
            {whatsapp && (
              <Button
                asChild
                className="h-11 w-full bg-[#075E54] text-white hover:bg-[#054740] sm:w-auto md:h-10"
              >
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('marketplace.store.whatsappNamed', { store: store.storeName })}
                >
                  <MessageCircle aria-hidden />
                  {t('marketplace.store.whatsapp')}
                </a>
              </Button>
            )}
            <ContactSellerDialog
              storeId={store.id}
              storeName={store.storeName}
              variant={whatsapp ? 'outline' : 'default'}
              className="w-full sm:w-auto"
            />
          </div>
        </div>
        <GuestConversationLink storeId={store.id} />
        <ReportDialog target="store" targetId={store.id} className="-mb-2 self-end" />
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
