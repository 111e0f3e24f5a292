import type { ContentPage as ContentPageName } from '../../../common/content.ts';
import {
  useContentDocument,
  type ContentDocument,
  ContentDocumentView,
  ContentLoadError,
  ContentSkeleton,
} from '../features/content/index.ts';
import { useLocalePart } from '../lib/locale-parts.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import NotFoundPage from './not-found.tsx';

function Loaded({ document, page }: { document: ContentDocument; page: ContentPageName }) {
  useDocumentTitle(document.meta.title);
  return <ContentDocumentView document={document} questions={page === 'help' || page === 'faq'} />;
}

/**
 * /about, /help, /faq, /terms and /privacy: one Markdown file each per language; a missing file
 * is the not-found page. The router draws the public layout around both.
 */
export default function ContentPage({ page }: { page: ContentPageName }) {
  // Its texts are not all in the public part the marketplace's pages load (lib/locale-parts.ts).
  useLocalePart('office');
  const query = useContentDocument(page);
  if (query.data === null) return <NotFoundPage />;
  return query.data ? (
    <Loaded document={query.data} page={page} />
  ) : query.isError ? (
    <ContentLoadError onRetry={() => void query.refetch()} />
  ) : (
    <ContentSkeleton />
  );
}
