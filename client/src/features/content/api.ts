/** The content pages' queries: keyed by language and file, never an API path; never stale. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentCollection } from '../../../../common/content.ts';
import type { Language } from '../../../../common/constants.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { asLanguage, loadCollection, loadDocument } from './content-files.ts';

export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The Markdown documents bundled with the client, in the reader's language. */
export const contentQueries = {
  /** A page ("about") or an article ("blog/why-cash-on-delivery"); null when there is none. */
  document: (language: Language, path: string) =>
    queryOptions({
      queryKey: [...queryRoots.content, language, path] as const,
      queryFn: () => loadDocument(language, path),
    }),
  collection: (language: Language, collection: ContentCollection) =>
    queryOptions({
      queryKey: [...queryRoots.content, language, collection, 'index'] as const,
      queryFn: () => loadCollection(language, collection),
    }),
};

export function useContentDocument(path: string) {
  const language = useContentLanguage();
  return useQuery(contentQueries.document(language, path));
}

export function useArticleList(collection: ContentCollection) {
  const language = useContentLanguage();
  return useQuery(contentQueries.collection(language, collection));
}
