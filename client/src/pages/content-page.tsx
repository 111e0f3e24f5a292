import type { ContentPage as ContentPageName } from '../../../common/content.ts';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { useContentDocument } from '../features/content/api.ts';
import type { ContentDocument } from '../features/content/content-files.ts';
import { ContentDocumentView } from '../features/content/content-document.tsx';
import { ContentLoadError, ContentSkeleton } from '../features/content/content-states.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import NotFoundPage from './not-found.tsx';

function Loaded({ document, page }: { document: ContentDocument; page: ContentPageName }) {
  useDocumentTitle(document.meta.title);
  return <ContentDocumentView document={document} questions={page === 'help' || page === 'faq'} />;
}

/**
 * /about, /help, /faq, /terms and /privacy: one Markdown file each per language. It draws its own
 * public layout because a missing file is the not-found page, which brings its own.
 */
export default function ContentPage({ page }: { page: ContentPageName }) {
  const query = useContentDocument(page);
  if (query.data === null) return <NotFoundPage />;
  return (
    <PublicLayout>
      {query.data ? (
        <Loaded document={query.data} page={page} />
      ) : query.isError ? (
        <ContentLoadError onRetry={() => void query.refetch()} />
      ) : (
        <ContentSkeleton />
      )}
    </PublicLayout>
  );
}
