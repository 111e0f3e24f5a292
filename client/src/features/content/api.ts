/** The content pages' queries: keyed by language and file, never an API path; never stale. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentCollection } from '../../../../common/content.ts';
import type { Language } from '../../../../common/constants.ts';
import { asLanguage, loadCollection, loadDocument } from './content-files.ts';

export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return asLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export function contentDocumentKey(language: Language, path: string) {
  return ['content', language, path] as const;
}

/** A page ("about") or an article ("blog/why-cash-on-delivery"); null when there is none. */
export function useContentDocument(path: string) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: contentDocumentKey(language, path),
    queryFn: () => loadDocument(language, path),
  });
}

export function useArticleList(collection: ContentCollection) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['content', language, collection, 'index'] as const,
    queryFn: () => loadCollection(language, collection),
  });
}
