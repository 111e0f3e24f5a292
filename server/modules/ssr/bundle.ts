/**
 * The server's side of server rendering: the renderer Vite's SSR build made of
 * client/src/entry-server.tsx (dist/ssr/entry-server.js) and the client build's manifest, which
 * names the files each page's chunk needs. Absent (development, API tests without a client build):
 * pages keep the client-drawn shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../common/constants.ts';
import type { PublicUser } from '../../../common/contracts/users.ts';

/** What the server hands the renderer (client/src/entry-server.tsx's PageReads). */
export interface PageReads {
  featured(): Promise<unknown>;
  stores(): Promise<unknown>;
  store(id: number): Promise<unknown>;
  storeProducts(id: number, query: Record<string, unknown>): Promise<unknown>;
  product(id: number): Promise<unknown>;
  related(id: number): Promise<unknown>;
}

/** client/src/lib/ssr-state.ts's HydrationState, as far as the server needs to know it. */
export interface HydrationState {
  v: number;
  language?: Language;
  queries: unknown;
  failures: unknown[];
}

/** The exports of dist/ssr/entry-server.js. */
export interface SsrEntry {
  shellState(user: PublicUser | null): HydrationState;
  render(input: {
    url: string;
    language: Language;
    user: PublicUser | null;
    reads: PageReads;
    origin: string;
  }): Promise<{ html: string; state: HydrationState; status: number }>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SsrBundle {
  entry: SsrEntry;
  /**
   * The JavaScript files a page's chunk needs beyond what index.html loads already, for
   * <link rel="modulepreload">: they then download beside the entry instead of after it.
   */
  preloadsFor(pageSource: string, language: Language): string[];
}

/** Files the entry imports statically: index.html preloads those itself. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

export async function loadSsrBundle(ssrRoot: string): Promise<SsrBundle | null> {
  const entryFile = path.join(ssrRoot, 'entry-server.js');
  const manifestFile = path.join(ssrRoot, 'client-manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const loadedByShell = closure(manifest, entryKey);
  const cache = new Map<string, string[]>();
  return {
    entry,
    preloadsFor(pageSource, language) {
      const cacheKey = `${pageSource}\0${language}`;
      let files = cache.get(cacheKey);
      if (!files) {
        const keys = new Set<string>();
        closure(manifest, pageSource, keys);
        // The page's words: the locale chunk lib/i18n.ts loads before the first render (its
        // public part, lib/locale-parts.ts; the whole file before the split).
        closure(manifest, `src/locales/parts/${language}.public.json`, keys);
        closure(manifest, `src/locales/${language}.json`, keys);
        files = [...keys]
          .filter((key) => !loadedByShell.has(key))
          .map((key) => `/${manifest[key]!.file}`);
        cache.set(cacheKey, files);
      }
      return files;
    },
  };
}
