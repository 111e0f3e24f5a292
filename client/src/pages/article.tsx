import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ARTICLE_SLUG, type ContentCollection } from '../../../common/content.ts';
import {
  useContentDocument,
  type ContentDocument,
  ContentDocumentView,
  ContentLoadError,
  ContentSkeleton,
} from '../features/content/index.ts';
import { paths } from '../../../common/routes.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import NotFoundPage from './not-found.tsx';

function Loaded({
  document,
  collection,
}: {
  document: ContentDocument;
  collection: ContentCollection;
}) {
  const { t } = useTranslation();
  useDocumentTitle(document.meta.title);
  return (
    <ContentDocumentView
      document={document}
      back={{ href: paths[collection].index, label: t(`content.${collection}.back`) }}
    />
  );
}

function Article({ collection, slug }: { collection: ContentCollection; slug: string }) {
  const query = useContentDocument(`${collection}/${slug}`);
  if (query.data === null) return <NotFoundPage />;
  return query.data ? (
    <Loaded document={query.data} collection={collection} />
  ) : query.isError ? (
    <ContentLoadError onRetry={() => void query.refetch()} />
  ) : (
    <ContentSkeleton />
  );
}

/** /blog/:slug and /tutorials/:slug. An unknown slug is the not-found page (the server says 404). */
export default function ArticlePage({ collection }: { collection: ContentCollection }) {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const { slug = '' } = useParams<{ slug: string }>();
  if (!ARTICLE_SLUG.test(slug)) return <NotFoundPage />;
  return <Article key={slug} collection={collection} slug={slug} />;
}
