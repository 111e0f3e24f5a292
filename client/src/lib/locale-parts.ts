/**
 * The texts of a language come in two parts (scripts/locale-parts.mjs splits the locale files):
 * "public", what the marketplace's pages and the public layout show, loaded with the language; and
 * "office", everything else (the back office, the forms, the server's message codes…), loaded by
 * the screens that need it through useLocalePart('office'), and then with every later language.
 * No side effect here: the tests, and the server's renderer, give their i18n instance every text.
 */
import type { i18n as I18n, ResourceKey } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/constants.ts';
import publicNamespaces from '../locales/public-namespaces.json';

export type LocalePart = 'public' | 'office';

type Loader = () => Promise<{ default: ResourceKey }>;

const LOADERS: Record<Language, Record<LocalePart, Loader>> = {
  en: {
    public: () => import('../locales/parts/en.public.json'),
    office: () => import('../locales/parts/en.office.json'),
  },
  fr: {
    public: () => import('../locales/parts/fr.public.json'),
    office: () => import('../locales/parts/fr.office.json'),
  },
  ar: {
    public: () => import('../locales/parts/ar.public.json'),
    office: () => import('../locales/parts/ar.office.json'),
  },
};

const PUBLIC = new Set<string>(publicNamespaces);

/** The parts every language loads: public, and office once a screen has asked for it. */
const wanted = new Set<LocalePart>(['public']);

/** The texts of the wanted parts of a language, merged (the i18n backend's read). */
export async function readLocale(language: Language): Promise<Record<string, unknown>> {
  const parts = await Promise.all([...wanted].map((part) => LOADERS[language][part]()));
  return Object.assign({}, ...parts.map((module) => module.default)) as Record<string, unknown>;
}

/** Whether the instance holds the part's texts in that language (all of them, in the tests). */
export function hasLocalePart(i18n: I18n, language: string, part: LocalePart): boolean {
  const bundle = i18n.getResourceBundle(language, 'translation') as object | undefined;
  if (!bundle) return false;
  const namespaces = Object.keys(bundle);
  return part === 'public'
    ? namespaces.some((namespace) => PUBLIC.has(namespace))
    : namespaces.some((namespace) => !PUBLIC.has(namespace));
}

const loading = new Map<string, Promise<void>>();

/** Loads a part into the instance for a language (once), and for every language chosen after. */
export function loadLocalePart(i18n: I18n, language: Language, part: LocalePart): Promise<void> {
  wanted.add(part);
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[language][part]().then((module) => {
      i18n.addResourceBundle(language, 'translation', module.default, true, false);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Suspends the calling screen until the part's texts are there in the current language: the
 * back-office layout and the public pages whose texts are not in the public part call it first.
 */
export function useLocalePart(part: LocalePart): void {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  if (!LOADERS[language] || hasLocalePart(i18n, language, part)) return;
  use(loadLocalePart(i18n, language, part));
}
