import { useTranslation } from 'react-i18next';
import type { ContentCollection } from '../../../common/content.ts';
import {
  useArticleList,
  ArticleCard,
  ContentShell,
  ContentLoadError,
} from '../features/content/index.ts';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const gridClassName = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /blog and /tutorials: every article of the collection, newest first, as cards. */
export default function ArticlesPage({ collection }: { collection: ContentCollection }) {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { t } = useTranslation();
  const title = t(`content.${collection}.title`);
  useDocumentTitle(title);
  const query = useArticleList(collection);
  return (
    <ContentShell title={title} description={t(`content.${collection}.description`)} wide>
      {query.isPending ? (
        <div className={gridClassName} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-44" />
          ))}
        </div>
      ) : query.isError ? (
        <ContentLoadError onRetry={() => void query.refetch()} />
      ) : (
        <ul className={gridClassName}>
          {query.data.map((article) => (
            <li key={article.slug} className="min-w-0">
              <ArticleCard article={article} href={paths[collection].article(article.slug)} />
            </li>
          ))}
        </ul>
      )}
    </ContentShell>
  );
}
