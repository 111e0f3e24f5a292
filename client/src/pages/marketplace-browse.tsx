import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import {
  NewestProducts,
  StoreDirectory,
  MarketplaceSearchBox,
} from '../features/marketplace/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * /marketplace: where a buyer comes to look around. `/` welcomes and explains; this page is for
 * searching, picking a store and seeing what is new.
 */
export default function MarketplaceBrowsePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketplace.browse.title'));
  const [params, setParams] = useSearchParams();
  const parsedPage = Number(params.get('page'));
  const page = Number.isInteger(parsedPage) && parsedPage >= 1 ? parsedPage : 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <section className="flex flex-col gap-3 rounded-xl border bg-primary/5 p-5 sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('marketplace.browse.title')}</h1>
        <p className="text-muted-foreground">{t('marketplace.browse.subtitle')}</p>
        <MarketplaceSearchBox size="lg" className="max-w-2xl" />
      </section>
      <StoreDirectory />
      <NewestProducts
        page={page}
        onPageChange={(next) => {
          setParams((previous) => {
            const updated = new URLSearchParams(previous);
            updated.set('page', String(next));
            return updated;
          });
          document.getElementById('browse-newest-title')?.scrollIntoView();
        }}
      />
    </div>
  );
}
