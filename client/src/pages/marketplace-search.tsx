import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  useProductSearch,
  LoadError,
  MarketplaceSearchBox,
  ProductCollection,
  ProductCollectionSkeleton,
} from '../features/marketplace/index.ts';
import { isolate } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Pagination } from '../components/pagination.tsx';

const PAGE_SIZE = 12;

export default function MarketplaceSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const parsedPage = Number(params.get('page'));
  const page = Number.isInteger(parsedPage) && parsedPage >= 1 ? parsedPage : 1;
  const results = useProductSearch({ q, page, pageSize: PAGE_SIZE });
  useDocumentTitle(q ? t('marketplace.search.titleFor', { q }) : t('marketplace.search.title'));

  let body;
  if (!q) body = <EmptyState icon={SearchX} title={t('marketplace.search.prompt')} />;
  else if (results.isPending) body = <ProductCollectionSkeleton count={8} />;
  else if (results.isError) body = <LoadError onRetry={() => void results.refetch()} />;
  else if (results.data.items.length === 0)
    body = (
      <EmptyState
        icon={SearchX}
        title={t('marketplace.search.empty', { q: isolate(q) })}
        description={t('marketplace.search.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ProductCollection
          products={results.data.items}
          busy={results.isPlaceholderData}
          label={t('marketplace.search.results')}
          headingLevel="h2"
        />
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          className="pt-2"
          total={results.data.total}
          onPageChange={(next) => {
            setParams((previous) => {
              const updated = new URLSearchParams(previous);
              updated.set('page', String(next));
              return updated;
            });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('marketplace.search.title')}</h1>
        <MarketplaceSearchBox initialQuery={q} className="max-w-2xl" />
        {q && results.data && !results.isPlaceholderData && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('marketplace.search.count', { count: results.data.total, q: isolate(q) })}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
